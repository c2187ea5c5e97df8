/// Every command of the app, described once: its action, where it lives, its keys and its
/// menu entry.
///
/// Each command is a GAction ("app.refresh", "win.close"): buttons name it, the main menu
/// names it, and its accelerators are set once for the whole application from this table.
/// The shortcuts window (Resources/shortcuts.ui) lists exactly these accelerators (a test
/// compares them). A new command is a new case here, plus what it does in the `perform`
/// of the scope that owns it (`ApplicationCommands`, or a window).
enum Command: CaseIterable, Sendable {
  // MARK: Application
  /// Fetches the list again from the network.
  case refresh
  /// Closes every window and ends the app.
  case quit
  /// Opens an empty editor for a recipe of the cook's own.
  case newRecipe
  /// Opens the import dialog (a web address, a saved page, a backup).
  case importRecipes
  /// Shows the keyboard shortcuts window.
  case shortcuts
  /// Shows the About dialog.
  case about

  // MARK: The list window
  /// Moves the keyboard focus to the search box.
  case search
  /// Shows only favorites, or everything again (a toggle).
  case favoritesOnly
  /// Reads the library again after it failed.
  case reload
  /// Shows only the cook's own recipes, or everything again (a toggle).
  case mineOnly
  /// Puts back the recipe just deleted.
  case undoDelete

  // MARK: Recipe windows
  /// Closes the recipe window.
  case close
  /// Keeps the recipe among the favorites, or stops (a toggle).
  case favorite
  /// Opens the recipe's source page in the browser.
  case openSource
  /// Opens the recipe's video in the browser.
  case watchVideo
  /// Loads the recipe again after it failed.
  case retry
  /// Edits the recipe (the cook's own copy, unless it is already theirs).
  case edit
  /// Deletes the cook's own recipe (Undo brings it back for a few seconds).
  case delete

  // MARK: The editor
  /// Saves the recipe being edited.
  case save

  /// Who answers a command: the application, or one kind of window.
  enum Scope: Sendable {
    /// The application, from any of its windows ("app.…").
    case application
    /// The list window ("win.…").
    case listWindow
    /// Each recipe window, for its own recipe ("win.…").
    case recipeWindow
    /// The editor window ("win.…").
    case editorWindow

    /// The prefix GTK uses for the scope's actions.
    var prefix: String { self == .application ? "app" : "win" }
  }

  /// Who answers the command.
  var scope: Scope {
    switch self {
    case .refresh, .quit, .shortcuts, .about, .newRecipe, .importRecipes: .application
    case .search, .favoritesOnly, .reload, .mineOnly, .undoDelete: .listWindow
    case .close, .favorite, .openSource, .watchVideo, .retry, .edit, .delete: .recipeWindow
    case .save: .editorWindow
    }
  }

  /// Whether windows of `scope` answer the command: its own scope's, and the editor's for
  /// Close (Ctrl+W closes it as it closes a recipe window, asking first about changes).
  func isAnswered(in scope: Scope) -> Bool {
    self.scope == scope || (self == .close && scope == .editorWindow)
  }

  /// The action's name inside its scope.
  var name: String {
    switch self {
    case .refresh: "refresh"
    case .quit: "quit"
    case .shortcuts: "shortcuts"
    case .about: "about"
    case .search: "search"
    case .favoritesOnly: "favorites-only"
    case .reload: "reload"
    case .close: "close"
    case .favorite: "favorite"
    case .openSource: "open-source"
    case .watchVideo: "watch-video"
    case .retry: "retry"
    case .newRecipe: "new-recipe"
    case .importRecipes: "import"
    case .mineOnly: "mine-only"
    case .undoDelete: "undo-delete"
    case .edit: "edit"
    case .delete: "delete"
    case .save: "save"
    }
  }

  /// The name menus, buttons and accelerators use: "app.refresh", "win.close".
  var detailedName: String { "\(scope.prefix).\(name)" }

  /// The keys that run it, in GTK's syntax; the first is the one menus show.
  var accelerators: [String] {
    switch self {
    case .refresh: ["F5", "<Control>r"]
    case .quit: ["<Control>q"]
    case .shortcuts: ["<Control>question"]
    case .search: ["<Control>f"]
    case .close: ["<Control>w"]
    case .newRecipe: ["<Control>n"]
    case .importRecipes: ["<Control>i"]
    case .edit: ["<Control>e"]
    case .save: ["<Control>s"]
    case .about, .favoritesOnly, .reload, .favorite, .openSource, .watchVideo, .retry, .mineOnly,
      .undoDelete, .delete:
      []
    }
  }

  /// The entry of the main menu, if the command has one (in table order).
  var menuTitle: String? {
    switch self {
    case .newRecipe: "New Recipe"
    case .importRecipes: "Import Recipes…"
    case .shortcuts: "Keyboard Shortcuts"
    case .about: "About Recipes"
    default: nil
    }
  }

  /// Whether the command is a toggle: its action has an on/off state buttons show.
  var isToggle: Bool { self == .favoritesOnly || self == .favorite || self == .mineOnly }

  /// Keys GTK widgets handle themselves, which the shortcuts window lists too: Escape in
  /// the search box clears it, Enter on a card opens it.
  static let keysWidgetsHandle = ["Escape", "Return"]
}
