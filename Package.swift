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
    .systemLibrary(
      name: "CAdwaita", pkgConfig: "libadwaita-1", providers: [.apt(["libadwaita-1-dev"])]),
    .systemLibrary(name: "CXML", pkgConfig: "libxml-2.0", providers: [.apt(["libxml2-dev"])]),
    .systemLibrary(name: "CZlib", pkgConfig: "zlib", providers: [.apt(["zlib1g-dev"])]),
    .systemLibrary(
      name: "CSecret", pkgConfig: "libsecret-1", providers: [.apt(["libsecret-1-dev"])]),

    // MARK: - App
    // Quantities as a cook writes them: exact rationals, units, ingredient lines read and
    // printed, conversion; kitchen durations. Pure Swift, no dependencies.
    .target(name: "RecipesQuantities", dependencies: ["RecipesLocalization"]),
    .target(name: "RecipesCore", dependencies: ["RecipesLocalization", "RecipesQuantities"]),
    // Nutrition worked out from ingredient lines: the food table (derived from USDA SR21,
    // public domain; loaded on first use), a read line matched to a food and grams, totals
    // per serving. Pure Swift.
    .target(name: "RecipesNutrition", dependencies: ["RecipesFoodData", "RecipesQuantities"]),
    // The pantry: what is at home compared with what recipes need, and "what can I make?"
    // ranked. Pure Swift.
    .target(name: "RecipesPantry", dependencies: ["RecipesQuantities"]),
    // The text a person reads, in their language: `localized(_:)` over the message catalog
    // installed at launch (gettext's, through GtkInterop). Pure Swift, no dependencies.
    .target(name: "RecipesLocalization"),
    .target(
      name: "RecipesLibrary",
      dependencies: ["CSQLite", "RecipesCore", "RecipesCatalog", "RecipesPantry"]),
    .target(name: "RecipesNetwork", dependencies: ["CCurl", "RecipesCore"]),
    // HTML → a small Swift DOM through libxml2's forgiving parser.
    .target(name: "RecipesHTML", dependencies: ["CXML"]),
    // XML → Swift values through libxml2's strict, namespace-aware parser: no network, no
    // DTD, no entity expansion. For WebDAV answers.
    .target(name: "RecipesXML", dependencies: ["CXML"]),
    // Pure readers: schema.org recipes in pages and JSON, GNOME Recipes' key file.
    .target(
      name: "RecipesParsing", dependencies: ["RecipesCore", "RecipesHTML", "RecipesQuantities"]),
    // iCalendar (RFC 5545) written and read: the plan's events for calendars and CalDAV.
    .target(name: "RecipesCalendar"),
    // ZIP archives and gzip streams through zlib, with every size checked: other apps'
    // exports (Paprika's) come in them.
    .target(name: "RecipesArchives", dependencies: ["CZlib", "RecipesLocalization"]),
    // Sync with a WebDAV folder (Nextcloud Cookbook): the WebDAV client over RecipesNetwork,
    // its answers read with RecipesXML; the plan's CalDAV calendar, its events written and
    // read with RecipesCalendar.
    .target(
      name: "RecipesSync",
      dependencies: [
        "RecipesCalendar", "RecipesCore", "RecipesLocalization", "RecipesNetwork",
        "RecipesParsing", "RecipesXML",
      ]),
    // Passwords in the desktop's Secret Service through libsecret: the live PasswordStore.
    // Interop only (raw pointers).
    .target(name: "RecipesSecrets", dependencies: ["CSecret", "RecipesCore"]),
    // The live importer and the backup: fetches pages, reads files and folders, keeps
    // pictures, saves into the library.
    .target(
      name: "RecipesImport",
      dependencies: [
        "GtkInterop", "RecipesArchives", "RecipesCore", "RecipesHTML", "RecipesLibrary",
        "RecipesNetwork", "RecipesParsing",
      ]
    ),
    // The embedded catalog, written by this project, shipped as a resource.
    .target(
      name: "RecipesCatalog",
      path: "data",
      exclude: ["fixtures", "foods"],
      sources: ["RecipesCatalog.swift"],
      resources: [.copy("catalog.json")]
    ),
    // The food table RecipesNutrition reads, derived from USDA SR21 (public domain) by
    // scripts/derive-foods.py (`make foods`), shipped as a resource.
    .target(
      name: "RecipesFoodData",
      path: "data/foods",
      exclude: ["README.md"],
      sources: ["RecipesFoodData.swift"],
      resources: [.copy("foods.tsv")]
    ),
    // Typed GTK, GLib and libadwaita: the only target with raw pointers.
    .target(name: "GtkInterop", dependencies: ["CAdwaita", "CGtk", "RecipesLocalization"]),
    .target(
      name: "RecipesGTK",
      dependencies: [
        "GtkInterop", "RecipesArtwork", "RecipesCore", "RecipesLocalization", "RecipesPrinting",
        "RecipesResources",
      ]),
    // Pictures as textures: photos decoded with their size checked first, and the
    // illustrations drawn for recipes without one. For the windows and the printed page.
    .target(
      name: "RecipesArtwork", dependencies: ["GtkInterop", "RecipesCore", "RecipesResources"]),
    // A recipe laid out on pages, drawn with Cairo and Pango: for the print dialog and PDF.
    .target(
      name: "RecipesPrinting", dependencies: ["GtkInterop", "RecipesCore", "RecipesLocalization"]),
    // The style sheet, icons, illustrations and desktop files, shipped as resources.
    .target(
      name: "RecipesResources",
      path: "Resources",
      exclude: [
        "desktop/org.recipesapp.Recipes.desktop", "desktop/org.recipesapp.Recipes.metainfo.xml",
        "desktop/org.recipesapp.Recipes.search-provider.ini",
        "desktop/org.recipesapp.Recipes.service.in",
      ],
      sources: ["RecipesResources.swift"],
      resources: [
        .copy("style.css"), .copy("desktop/icons"), .copy("illustrations"),
      ]
    ),
    // The command line: the options, the headless commands, the composition root.
    .target(
      name: "RecipesCLI",
      dependencies: [
        "RecipesCatalog",
        "RecipesCore",
        "RecipesLocalization",
        "RecipesNutrition",
        "RecipesPantry",
        "RecipesQuantities",
        "RecipesImport",
        "RecipesLibrary",
        "RecipesNetwork",
        "RecipesPrinting",
        "RecipesArtwork",
        "RecipesSync",
        "RecipesCalendar",
        "RecipesSecrets",
        "GtkInterop",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ]
    ),
    // A thin `main.swift` and the window's launch.
    .executableTarget(
      name: "recipes",
      dependencies: ["GtkInterop", "RecipesCLI", "RecipesCore", "RecipesGTK", "RecipesLibrary"]
    ),

    // MARK: - Benchmarks
    .target(
      name: "RecipesBenchmarks",
      dependencies: [
        // The sqlite3 and libxml2 C APIs: the raw FTS5 query and the bare parse the search
        // and import figures are held to.
        "CSQLite", "CXML", "GtkInterop", "RecipesArtwork", "RecipesCore", "RecipesLibrary",
        "RecipesNetwork",
        "RecipesCatalog", "RecipesFixtures", "RecipesNutrition", "RecipesParsing",
        "RecipesQuantities", "RecipesSync",
      ]
    ),
    .executableTarget(
      name: "recipes-bench",
      dependencies: [
        "RecipesBenchmarks",
        "RecipesCore",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ],
      path: "Sources/RecipesBench"
    ),

    // MARK: - Tests
    // The fixtures the tests and the benchmarks share: the loopback HTTP server, temporary
    // directories, pictures made in code, the JSON of data/fixtures, a WebDAV client that
    // counts its requests. No XCTest, so the
    // benchmark can link it.
    .target(name: "RecipesFixtures", dependencies: ["RecipesCore", "RecipesSync"]),
    // What only tests use (TestStore, failing clients, the manual clock); re-exports
    // RecipesFixtures.
    .target(
      name: "RecipesTestSupport",
      dependencies: [
        "RecipesCore",
        "RecipesPantry",
        "RecipesFixtures",
        .product(name: "CustomDump", package: "swift-custom-dump"),
      ]
    ),
    .testTarget(
      name: "RecipesCoreTests",
      dependencies: [
        "RecipesCore",
        "RecipesQuantities",
        "RecipesTestSupport",
        .product(name: "CustomDump", package: "swift-custom-dump"),
      ]
    ),
    .testTarget(
      name: "RecipesLibraryTests",
      dependencies: [
        "RecipesLibrary", "RecipesCatalog", "RecipesCore", "RecipesFixtures", "RecipesTestSupport",
      ]
    ),
    .testTarget(
      name: "RecipesBenchmarksTests",
      dependencies: ["RecipesBenchmarks", "RecipesFixtures"]
    ),
    .testTarget(
      name: "RecipesGTKTests",
      dependencies: [
        "GtkInterop", "RecipesArtwork", "RecipesGTK", "RecipesCore", "RecipesNetwork",
        "RecipesResources", "RecipesCLI", "RecipesNutrition", "RecipesFixtures",
        "RecipesTestSupport",
      ]
    ),
    .testTarget(name: "GtkInteropTests", dependencies: ["GtkInterop", "CGtk", "RecipesFixtures"]),
    .testTarget(
      name: "RecipesCLITests",
      dependencies: [
        "RecipesCLI", "RecipesCatalog", "RecipesCore", "RecipesFixtures", "RecipesLibrary",
        "RecipesLocalization", "RecipesNutrition", "RecipesPrinting",
      ]
    ),
    .testTarget(
      name: "RecipesQuantitiesTests",
      dependencies: ["RecipesFixtures", "RecipesLocalization", "RecipesQuantities"]),
    .testTarget(
      name: "RecipesNutritionTests",
      dependencies: ["RecipesFoodData", "RecipesNutrition", "RecipesQuantities"],
      resources: [
        .copy("Corpus.txt"), .copy("HoldOut.txt"), .copy("HoldOutSecond.txt"),
        .copy("HoldOutThird.txt"),
      ]),
    .testTarget(
      name: "RecipesPantryTests", dependencies: ["RecipesPantry", "RecipesQuantities"]),
    .testTarget(name: "RecipesHTMLTests", dependencies: ["RecipesHTML"]),
    .testTarget(name: "RecipesLocalizationTests", dependencies: ["RecipesLocalization"]),
    .testTarget(name: "RecipesXMLTests", dependencies: ["RecipesXML"]),
    .testTarget(
      name: "RecipesSyncTests",
      dependencies: [
        "RecipesSync", "RecipesNetwork", "RecipesCore", "RecipesFixtures", "RecipesParsing",
        "RecipesTestSupport", "RecipesLibrary", "RecipesArtwork",
      ]
    ),
    .testTarget(
      name: "RecipesSecretsTests",
      dependencies: ["RecipesSecrets", "RecipesCore", "RecipesFixtures"]),
    .testTarget(name: "RecipesArchivesTests", dependencies: ["RecipesArchives"]),
    .testTarget(name: "RecipesCalendarTests", dependencies: ["RecipesCalendar"]),
    .testTarget(
      name: "RecipesParsingTests",
      dependencies: [
        "RecipesParsing", "RecipesHTML", "RecipesCore", "RecipesFixtures", "GtkInterop",
      ]
    ),
    .testTarget(
      name: "RecipesImportTests",
      dependencies: [
        "RecipesImport", "RecipesArchives", "RecipesCore", "RecipesLibrary", "RecipesNetwork",
        "RecipesParsing", "RecipesTestSupport",
      ]
    ),
    .testTarget(
      name: "RecipesNetworkTests",
      dependencies: ["RecipesNetwork", "RecipesCore", "RecipesTestSupport"]
    ),
  ]
)
