import RecipesCore
import RecipesLocalization

/// Every command of the app, described once: its action, where it lives, its keys and its
/// menu entry.
///
/// Each command is a GAction ("app.refresh", "win.close"): buttons name it, the main menu
/// names it, and its accelerators are set once for the whole application from this table.
/// The shortcuts window (`KeyboardShortcutGroup`) lists exactly these accelerators (a test
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
  /// Shows the preferences window (style, units).
  case preferences
  /// Shows the keyboard shortcuts window.
  case shortcuts
  /// Shows the About dialog.
  case about
  /// Shows the main window's Shopping view.
  case shoppingList
  /// Makes the windows light, dark, or follow the desktop (a choice).
  case style
  /// Opens the sync window (the account, its status, "Sync now").
  case sync
  /// Shows the main window's Plan view (the meal planner).
  case plan
  /// Shows the main window's Pantry view: what is at home, and what can be made from it.
  case pantry
  /// Shows the main window's Recipes view.
  case recipes

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

  /// Opens cooking mode on the recipe.
  case cook
  /// Prints the recipe (or saves it as PDF) through GTK's print dialog.
  case print
  /// Puts the recipe on the shopping list, for the servings the window shows.
  case addToShoppingList

  // MARK: The cooking window
  /// Shows the next step.
  case nextStep
  /// Shows the step before.
  case previousStep
  /// Shows the ingredients instead of the step, or the step again (a toggle).
  case ingredients
  /// Fills the screen with cooking mode, or not (a toggle).
  case fullscreen
  /// Leaves cooking mode.
  case done

  // MARK: The editor
  /// Saves the recipe being edited.
  case save

  /// The commands that show the main window's views, in the switcher's order.
  static let viewCommands: [Command] = [.recipes, .plan, .shoppingList, .pantry]

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
    /// The cooking window ("win.…").
    case cookingWindow

    /// The prefix GTK uses for the scope's actions.
    var prefix: String { self == .application ? "app" : "win" }
  }

  /// Who answers the command.
  var scope: Scope {
    switch self {
    case .refresh, .quit, .preferences, .shortcuts, .about, .newRecipe, .importRecipes,
      .shoppingList, .style, .sync, .plan, .pantry, .recipes:
      .application
    case .search, .favoritesOnly, .reload, .mineOnly, .undoDelete: .listWindow
    case .close, .favorite, .openSource, .watchVideo, .retry, .edit, .delete, .cook, .print,
      .addToShoppingList:
      .recipeWindow
    case .save: .editorWindow
    case .nextStep, .previousStep, .ingredients, .fullscreen, .done: .cookingWindow
    }
  }

  /// Whether windows of `scope` answer the command: its own scope's, and the editor's and
  /// cooking mode's for Close (Ctrl+W closes them as it closes a recipe window; the editor
  /// asks first about changes).
  func isAnswered(in scope: Scope) -> Bool {
    self.scope == scope
      || (self == .close && (scope == .editorWindow || scope == .cookingWindow))
  }

  /// The action's name inside its scope.
  var name: String {
    switch self {
    case .refresh: "refresh"
    case .quit: "quit"
    case .preferences: "preferences"
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
    case .cook: "cook"
    case .print: "print"
    case .nextStep: "next-step"
    case .previousStep: "previous-step"
    case .ingredients: "ingredients"
    case .fullscreen: "fullscreen"
    case .done: "done"
    case .shoppingList: "shopping-list"
    case .addToShoppingList: "add-to-shopping-list"
    case .style: "style"
    case .sync: "sync"
    case .plan: "plan"
    case .pantry: "pantry"
    case .recipes: "recipes"
    }
  }

  /// The name menus, buttons and accelerators use: "app.refresh", "win.close".
  var detailedName: String { "\(scope.prefix).\(name)" }

  /// The keys that run it, in GTK's syntax; the first is the one menus show.
  var accelerators: [String] {
    switch self {
    case .refresh: ["F5", "<Control>r"]
    case .quit: ["<Control>q"]
    case .preferences: ["<Control>comma"]
    case .shortcuts: ["<Control>question"]
    case .search: ["<Control>f"]
    case .close: ["<Control>w"]
    case .newRecipe: ["<Control>n"]
    case .importRecipes: ["<Control>i"]
    case .edit: ["<Control>e"]
    case .save: ["<Control>s"]
    case .print: ["<Control>p"]
    case .fullscreen: ["F11"]
    case .recipes: ["<Alt>1"]
    case .plan: ["<Shift><Control>p", "<Alt>2"]
    case .shoppingList: ["<Control>l", "<Alt>3"]
    case .pantry: ["<Control>k", "<Alt>4"]
    case .about, .favoritesOnly, .reload, .favorite, .openSource, .watchVideo, .retry, .mineOnly,
      .undoDelete, .delete, .cook, .nextStep, .previousStep, .ingredients, .done,
      .addToShoppingList, .style, .sync:
      []
    }
  }

  /// Keys that run it only in its own window (the arrows page through cooking mode, and
  /// keep moving through the grid everywhere else).
  var windowKeys: [String] {
    switch self {
    case .nextStep: ["Right"]
    case .previousStep: ["Left"]
    default: []
    }
  }

  /// Where a command sits in the main menu.
  enum MenuSection: CaseIterable, Sendable {
    /// The header's New menu: write a recipe, or import some.
    case new
    /// What the cook does with the library: refresh it, sync it.
    case recipes
    /// How the windows look: a choice of style under its title.
    case style
    /// What is about the app itself, last as GNOME apps have it: preferences, shortcuts,
    /// About.
    case application

    /// The title shown over the section, if it has one.
    var title: String? { self == .style ? localized("Style") : nil }

    /// The main menu's sections, in order (New has a menu of its own).
    static let mainMenu: [MenuSection] = [.recipes, .style, .application]
  }

  /// The command's entry in the main menu, if it has one: its title and its section
  /// (entries of a section in table order).
  var menuEntry: (title: String, section: MenuSection)? {
    switch self {
    case .newRecipe: (localized("New Recipe"), .new)
    case .importRecipes: (localized("Import Recipes…"), .new)
    case .refresh: (localized("Refresh"), .recipes)
    case .sync: (localized("Sync…"), .recipes)
    case .style: (localized("Style"), .style)
    case .preferences: (localized("Preferences"), .application)
    case .shortcuts: (localized("Keyboard Shortcuts"), .application)
    case .about: (localized("About Recipes"), .application)
    default: nil
    }
  }

  /// What a choice command chooses between: each string its action takes, with the title
  /// of its menu entry, in menu order (empty for a plain command or a toggle).
  var choices: [(title: String, value: String)] {
    switch self {
    case .style: StylePreference.allCases.map { ($0.title, $0.rawValue) }
    default: []
    }
  }

  /// Whether the command is a choice: its action's state is one of `choices`, which the
  /// menu shows as radio items.
  var isChoice: Bool { !choices.isEmpty }

  /// Whether the command is a toggle: its action has an on/off state buttons show.
  var isToggle: Bool {
    self == .favoritesOnly || self == .favorite || self == .mineOnly || self == .ingredients
      || self == .fullscreen
  }

  /// Keys GTK widgets handle themselves, which the shortcuts window lists too: Escape in
  /// the search box clears it (and answers a question's dialog with its safe answer),
  /// Enter on a card opens it.
  static let keysWidgetsHandle = ["Escape", "Return"]
}
