// swift-tools-version: 6.0
import PackageDescription

let package = Package(
  name: "Recipes",
  products: [
    .executable(name: "recipes", targets: ["recipes"]),
    .executable(name: "recipes-bench", targets: ["recipes-bench"]),
  ],
  dependencies: [
    .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
    .package(url: "https://github.com/pointfreeco/swift-custom-dump", from: "1.7.3"),
  ],
  targets: [
    // MARK: - System libraries
    .systemLibrary(name: "CSQLite", pkgConfig: "sqlite3", providers: [.apt(["libsqlite3-dev"])]),
    .systemLibrary(
      name: "CCurl", pkgConfig: "libcurl", providers: [.apt(["libcurl4-openssl-dev"])]),
    .systemLibrary(name: "CGtk", pkgConfig: "gtk4", providers: [.apt(["libgtk-4-dev"])]),

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
    // Typed GTK and GLib: the only target with raw pointers.
    .target(name: "GtkInterop", dependencies: ["CGtk"]),
    .target(name: "RecipesGTK", dependencies: ["GtkInterop", "RecipesCore", "RecipesResources"]),
    // The style sheet, icons and desktop files, shipped as resources.
    .target(
      name: "RecipesResources",
      path: "Resources",
      exclude: ["desktop/org.recipesapp.Recipes.desktop", "desktop/org.recipesapp.Recipes.metainfo.xml"],
      sources: ["RecipesResources.swift"],
      resources: [.copy("style.css"), .copy("shortcuts.ui"), .copy("desktop/icons")]
    ),
    .executableTarget(
      name: "recipes",
      dependencies: [
        "GtkInterop",
        "RecipesCore",
        "RecipesGTK",
        "RecipesLibrary",
        "RecipesNetwork",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ]
    ),

    // MARK: - Benchmarks
    .target(
      name: "RecipesBenchmarks",
      dependencies: [
        "GtkInterop", "RecipesCore", "RecipesLibrary", "RecipesNetwork", "RecipesCatalog",
        "RecipesImageFixtures",
      ]
    ),
    // Pictures made in code, for the tests and the benchmarks alike.
    .target(name: "RecipesImageFixtures"),
    .executableTarget(
      name: "recipes-bench",
      dependencies: [
        "RecipesBenchmarks",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ],
      path: "Sources/RecipesBench"
    ),

    // MARK: - Tests
    .target(
      name: "RecipesTestSupport",
      dependencies: [
        "RecipesCore",
        "RecipesImageFixtures",
        .product(name: "CustomDump", package: "swift-custom-dump"),
      ]
    ),
    .testTarget(
      name: "RecipesCoreTests",
      dependencies: [
        "RecipesCore",
        "RecipesTestSupport",
        .product(name: "CustomDump", package: "swift-custom-dump"),
      ]
    ),
    .testTarget(
      name: "RecipesLibraryTests",
      dependencies: ["RecipesLibrary", "RecipesCatalog", "RecipesCore", "RecipesTestSupport"]
    ),
    .testTarget(
      name: "RecipesBenchmarksTests",
      dependencies: ["RecipesBenchmarks"]
    ),
    .testTarget(
      name: "RecipesGTKTests",
      dependencies: [
        "GtkInterop", "RecipesGTK", "RecipesCore", "RecipesNetwork", "RecipesResources",
        "RecipesTestSupport",
      ]
    ),
    .testTarget(name: "GtkInteropTests", dependencies: ["GtkInterop", "CGtk"]),
    .testTarget(
      name: "RecipesNetworkTests",
      dependencies: ["RecipesNetwork", "RecipesCore", "RecipesTestSupport"]
    ),
  ]
)
