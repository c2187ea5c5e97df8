// swift-tools-version: 6.0
import PackageDescription

let package = Package(
  name: "Recipes",
  products: [
    .executable(name: "recipes", targets: ["recipes"])
  ],
  dependencies: [
    .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
    .package(url: "https://github.com/pointfreeco/swift-clocks", from: "1.1.1"),
    .package(url: "https://github.com/pointfreeco/swift-custom-dump", from: "1.7.3"),
  ],
  targets: [
    // MARK: - System libraries
    .systemLibrary(name: "CSQLite", pkgConfig: "sqlite3", providers: [.apt(["libsqlite3-dev"])]),
    .systemLibrary(
      name: "CCurl", pkgConfig: "libcurl", providers: [.apt(["libcurl4-openssl-dev"])]),

    // MARK: - App
    .target(name: "RecipesCore"),
    .target(name: "RecipesLibrary", dependencies: ["CSQLite", "RecipesCore", "RecipesCatalog"]),
    .target(name: "RecipesNetwork", dependencies: ["CCurl", "RecipesCore"]),
    // The embedded catalog, written by this project, shipped as a resource.
    .target(
      name: "RecipesCatalog",
      path: "data",
      exclude: ["fixtures"],
      sources: ["RecipesCatalog.swift"],
      resources: [.copy("catalog.json")]
    ),
    .executableTarget(
      name: "recipes",
      dependencies: [
        "RecipesCore",
        "RecipesLibrary",
        "RecipesNetwork",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ]
    ),

    // MARK: - Tests
    .target(
      name: "RecipesTestSupport",
      dependencies: [
        "RecipesCore",
        .product(name: "Clocks", package: "swift-clocks"),
        .product(name: "CustomDump", package: "swift-custom-dump"),
      ]
    ),
    .testTarget(
      name: "RecipesCoreTests",
      dependencies: [
        "RecipesCore",
        "RecipesTestSupport",
        .product(name: "Clocks", package: "swift-clocks"),
        .product(name: "CustomDump", package: "swift-custom-dump"),
      ]
    ),
    .testTarget(
      name: "RecipesLibraryTests",
      dependencies: ["RecipesLibrary", "RecipesCatalog", "RecipesCore", "RecipesTestSupport"]
    ),
    .testTarget(
      name: "RecipesNetworkTests",
      dependencies: ["RecipesNetwork", "RecipesCore", "RecipesTestSupport"]
    ),
  ]
)
