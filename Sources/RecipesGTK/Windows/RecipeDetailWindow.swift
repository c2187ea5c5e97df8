import Foundation
import GtkInterop
import RecipesArtwork
import RecipesCore
import RecipesLocalization

/// One recipe's window: picture, name, chips, ingredients, numbered steps and links.
@MainActor
final class RecipeDetailWindow {
  typealias AppStore = Store<AppFeature.State, AppFeature.Action>

  let recipeID: Recipe.ID
  private let store: AppStore
  let window: Window
  /// The header: the star, Cook and the tools, and no title (the page shows the name).
  let headerBar = HeaderBar()
  private let hero = Overlay(child: Box(.vertical))
  private let heroPlaceholder = Box(.vertical)
  /// The drawn illustration, under the photo; the image loader's target when drawing it.
  let heroIllustrationLayer = Picture()
  private let heroPicture = Picture()
  let titleLabel = Label()
  /// "Prep 10 min · Cook 25 min · Total 35 min · Serves 4".
  let factsLabel = Label()
  /// When the recipe is planned next and when it was last cooked.
  let planLabel = Label()
  /// What the author says of the recipe.
  let summaryLabel = Label()
  /// "By Jun Okafor · example.org".
  let sourceLabel = Label()
  /// Category, cuisine and tags: chips packed from the start of the line when they fit,
  /// else the same words as one line that wraps (a flow box spreads chips over the width,
  /// and one aligned to the start overlaps what follows).
  let chips = Box(.vertical)
  /// The chips shown, in order (for tests).
  var chipLabels: [Label] = []
  let ingredients = Box(.vertical, spacing: 4)
  /// Servings, units and "Add to shopping list", above the ingredients.
  let scalingBar: ScalingBar
  /// "Plan…": a day, a meal and the servings for the meal plan.
  let planPopover: PlanRecipePopover
  let steps = Box(.vertical, spacing: 10)
  /// The headings of the sections, hidden when their section is empty.
  let ingredientsTitle = Label.sectionTitle(localized("Ingredients"))
  let stepsTitle = Label.sectionTitle(localized("Instructions"))
  let notesTitle = Label.sectionTitle(localized("Notes"))
  /// The cook's own notes, after the steps.
  let notesLabel = Label()
  /// "No ingredients yet — Edit to add some.", in place of empty sections.
  let emptyHintLabel = Label()
  /// What a serving holds, worked out from the ingredient lines.
  let nutritionSection: NutritionSection
  /// "Open source" and "Watch video", hidden without either (no gap under the title).
  private let links = Box(.horizontal, spacing: 8)
  /// The stars and "Add to collection".
  private(set) lazy var orderRow = RecipeOrderRow(
    store: store, recipeID: recipeID, parent: { [weak self] in self?.window })
  let sourceButton = Button(label: localized("Open source"))
  let videoButton = Button(label: localized("Watch video"))
  /// Opens the recipe this one is the cook's version of.
  let originalButton = Button(label: localized("Show Original"))
  let favoriteToggle = ToggleButton(
    icon: "starred-symbolic", accessibleLabel: localized("Favorite"))
  let editButton = Button(label: localized("Edit"))
  let deleteButton = Button(icon: "user-trash-symbolic", accessibleLabel: localized("Delete"))
  let cookButton = Button(label: localized("Cook"))
  let printButton = Button(icon: "document-print-symbolic", accessibleLabel: localized("Print"))
  /// Print, Edit and Delete, in a narrow window.
  let moreButton = MenuButton(
    icon: "view-more-symbolic", accessibleLabel: localized("More"),
    menu: RecipeDetailWindow.toolsMenu())
  /// Whether the window was shown before (the focus is left alone from then on).
  private var wasShown = false
  /// The hero photo shown, which a printed page shows too.
  private var heroTexture: Texture?
  private let spinner = Spinner()
  let banner = Banner(buttonLabel: localized("Retry"))
  /// Over the original of the cook's version: what it is, and the way back to theirs.
  let originalBanner = Banner(buttonLabel: localized("Show Your Version"))
  private var rendered: RecipeDetailViewState?
  /// Toasts over the recipe: a kitchen timer finished, the recipe saved.
  private(set) lazy var toasts = RecipeWindowToasts(store: store, recipeID: recipeID)
  private var commands: CommandActions?
  /// The hero image to show, if any (the image loader fetches it).
  private(set) var heroImageURL: URL?
  /// The illustration the window wants drawn.
  private(set) var heroIllustrationLook: IllustrationArtwork.Look?
  /// The illustration on screen, if any.
  private(set) var displayedHeroIllustration: IllustrationArtwork.Look?

  /// The space the illustration is drawn for: as wide as a large window, so widening the
  /// window crops less of it rather than scaling the drawing up.
  static let heroSize = (width: 1200, height: 280)

  /// Builds the window for the recipe `recipeID` of `store`; `today` says the day it is (the
  /// day "Plan…" starts from).
  init(
    application: Application?, store: AppStore, recipeID: Recipe.ID,
    today: @escaping @MainActor () -> PlanDay
  ) {
    self.store = store
    self.recipeID = recipeID
    planPopover = PlanRecipePopover(store: store, recipeID: recipeID, today: today)
    nutritionSection = NutritionSection(send: { [store] in store.send(.detail(recipeID, $0)) })
    scalingBar = ScalingBar(
      planButton: planPopover.button,
      servingsChanged: { [store] in store.send(.detail(recipeID, .servingsChanged($0))) },
      unitsChanged: { [store] in store.send(.detail(recipeID, .unitDisplayChanged($0))) })
    window = Window(application: application, title: localized("Recipe"), width: 720, height: 860)
    build()
    connect()
  }

  /// The menu standing in for the header's Print, Edit and Delete in a narrow window.
  private static func toolsMenu() -> Menu {
    let menu = Menu()
    menu.append(localized("Print…"), action: Command.print.detailedName)
    menu.append(localized("Edit"), action: Command.edit.detailedName)
    menu.append(localized("Delete"), action: Command.delete.detailedName)
    return menu
  }

  /// Shows the window and brings it to the front.
  func present() {
    window.present()
    leaveUnfocusedWhenFirstShown()
  }

  /// Brings the window to the front for the user event at `timestamp` (the Shell's).
  func present(time timestamp: UInt32) {
    window.present(time: timestamp)
    leaveUnfocusedWhenFirstShown()
  }

  /// Leaves a new window with nothing holding the keyboard.
  ///
  /// GTK gave it to the rating's first star, which showed its focus ring, and Space would
  /// have rated the recipe one star. A window shown again keeps the focus the cook left.
  private func leaveUnfocusedWhenFirstShown() {
    guard !wasShown else { return }
    wasShown = true
    window.clearFocus()
  }

  /// Closes the window without telling the store (the store already removed it).
  func destroy() {
    toasts.stop()
    window.destroy()
  }

  /// The hero image on screen, if any.
  private(set) var displayedHeroURL: URL?

  /// Shows a decoded hero image over the placeholder.
  func showHeroImage(_ texture: Texture, from url: URL) {
    guard url == heroImageURL else { return }
    displayedHeroURL = url
    heroTexture = texture
    heroPicture.setTexture(texture)
    heroPicture.isVisible = true
  }

  /// Shows a drawn illustration under the hero image, if it is still the one wanted.
  func showHeroIllustration(_ texture: Texture, of look: IllustrationArtwork.Look) {
    guard look == heroIllustrationLook else { return }
    displayedHeroIllustration = look
    heroIllustrationLayer.setTexture(texture)
  }

  // MARK: - Building

  private func build() {
    let header = headerBar
    editButton.setAccessibleLabel(localized("Edit"))
    cookButton.setAccessibleLabel(localized("Cook"))
    cookButton.addStyleClass("suggested-action")
    // Print, Edit and Delete in the header when they fit, in a menu naming the same
    // actions when the window is as narrow as a phone.
    let tools = Box(.horizontal, spacing: 6)
    tools.append(printButton)
    tools.append(editButton)
    tools.append(deleteButton)
    // The name stands in large type right under the header: the header keeps no title of
    // its own, which a phone's width would cut to a lone "…".
    header.fill(
      start: [favoriteToggle],
      end: [spinner, cookButton, Squeezer([tools, moreButton], xAlignment: 1)],
      showsTitle: false)
    window.setHeaderBar(header)

    let page = Box(.vertical, spacing: 18)
    page.setMargins(top: 18, bottom: 24, start: 24, end: 24)

    heroPlaceholder.addStyleClass("placeholder-tile")
    heroPlaceholder.setSizeRequest(width: -1, height: Int32(Self.heroSize.height))
    let heroFrame = Overlay(child: heroPlaceholder)
    heroIllustrationLayer.addStyleClass("thumbnail")
    heroFrame.addOverlay(heroIllustrationLayer)
    heroPicture.addStyleClass("thumbnail")
    heroPicture.isVisible = false
    heroFrame.addOverlay(heroPicture)
    heroFrame.addStyleClass("hero")
    page.append(heroFrame)

    titleLabel.addStyleClass("detail-title")
    titleLabel.wrap()
    titleLabel.setAlignment(x: 0)
    let heading = Box(.vertical, spacing: 6)
    heading.append(titleLabel)
    factsLabel.addStyleClass("recipe-facts")
    summaryLabel.addStyleClass("recipe-summary")
    sourceLabel.addStyleClass("dim-label")
    planLabel.addStyleClass("dim-label")
    for label in [factsLabel, planLabel, summaryLabel, sourceLabel] {
      label.wrap()
      label.setAlignment(x: 0)
      label.isVisible = false
      heading.append(label)
    }
    summaryLabel.makeSelectable()
    page.append(heading)
    page.append(orderRow.root)
    page.append(chips)

    sourceButton.setAccessibleLabel(localized("Open source"))
    videoButton.setAccessibleLabel(localized("Watch video"))
    links.append(sourceButton)
    links.append(videoButton)
    links.append(originalButton)
    originalButton.onClick { [weak self] in
      guard let self, self.rendered?.originalID != nil else { return }
      self.store.send(.originalTapped(self.recipeID))
    }
    page.append(links)

    emptyHintLabel.addStyleClass("dim-label")
    notesLabel.makeSelectable()
    for label in [emptyHintLabel, notesLabel] {
      label.wrap()
      label.setAlignment(x: 0)
      label.isVisible = false
    }
    // What a recipe without ingredients or steps lacks, said under its name.
    page.append(emptyHintLabel)
    page.append(scalingBar.root)
    // The ingredient rows follow their heading directly: assistive tools (and the
    // end-to-end tests) find the list as the heading's next sibling.
    page.append(ingredientsTitle)
    page.append(ingredients)
    page.append(stepsTitle)
    page.append(steps)
    page.append(notesTitle)
    page.append(notesLabel)
    // At most a phone's width: a table of two columns, not spread over a wide window.
    nutritionSection.root.align(horizontal: .start)
    nutritionSection.root.setSizeRequest(width: 280, height: -1)
    page.append(nutritionSection.root)

    buildOriginalBanner { [weak self] in
      guard let self, let version = self.rendered?.cooksVersionID else { return }
      self.store.send(.recipeActivated(version))
    }
    toasts.overlay.setChild(
      ScrollingPage.content(page, under: [originalBanner.root, banner.root]))
    window.setContent(toasts.overlay)
    window.setSizeRequest(width: 320, height: 420)
  }

  private func connect() {
    let id = recipeID
    window.onCloseRequest { [store, weak self] () -> Void in
      self?.toasts.stop()
      store.send(.detailWindowClosed(id))
    }
    commands = CommandActions(.recipeWindow, in: window) { [weak self] in self?.perform($0) }
    sourceButton.actionName = Command.openSource.detailedName
    videoButton.actionName = Command.watchVideo.detailedName
    favoriteToggle.actionName = Command.favorite.detailedName
    banner.button.actionName = Command.retry.detailedName
    editButton.actionName = Command.edit.detailedName
    deleteButton.actionName = Command.delete.detailedName
    cookButton.actionName = Command.cook.detailedName
    printButton.actionName = Command.print.detailedName
  }

  private func perform(_ command: Command) {
    let id = recipeID
    switch command {
    case .close: window.close()
    case .favorite: store.send(.detail(id, .favoriteToggled))
    case .openSource: store.send(.detail(id, .openSourceTapped))
    case .watchVideo: store.send(.detail(id, .openVideoTapped))
    case .retry: store.send(.detail(id, .retryTapped))
    case .edit: store.send(.editTapped(id))
    case .delete: store.send(.deleteTapped(id))
    case .addToShoppingList:
      // "On the shopping list": the list holds these servings already, so the button shows
      // it instead of adding them again.
      guard scalingBar.shoppingMark != .onList else {
        store.send(.viewSelected(.shopping))
        return
      }
      // The servings the window shows: nil until the cook sets them (the recipe as written).
      let servings = store.state.detail(id)?.chosenServings
      store.send(.shoppingList(.addTapped(id, servings: servings)))
    case .cook:
      guard let detail = store.state.detail(id), let recipe = detail.recipe else { return }
      store.send(.cooking(.cookTapped(recipe, scaling: detail.scaling)))
    case .print:
      guard let printer = makePrinter() else { return }
      do {
        try printer.runDialog(over: window)
      } catch {
        banner.show(
          localized("Could not print: {error}.", ["error": String(describing: error)]),
          isError: true, showsButton: false)
      }
    default: break  // The application and the list window answer the others.
    }
  }

  /// The printer of the recipe as loaded, for the servings and units on screen, with the
  /// photo on screen (nil before it loads).
  func makePrinter() -> RecipePrinter? {
    guard let detail = store.state.detail(recipeID), let recipe = detail.recipe else {
      return nil
    }
    return RecipePrinter(
      recipe, servings: detail.chosenServings, units: detail.unitDisplay, picture: heroTexture)
  }

  // MARK: - Rendering

  /// Shows `view`, changing only what differs from what is shown.
  func render(_ view: RecipeDetailViewState) {
    guard view != rendered else { return }
    let previous = rendered
    rendered = view
    window.title = view.windowTitle
    titleLabel.text = view.title
    toasts.render(saved: view.savedNotice)
    show(view.facts, in: factsLabel)
    show(view.planLine, in: planLabel)
    show(view.summary, in: summaryLabel)
    show(view.source, in: sourceLabel)
    heroIllustrationLook = IllustrationArtwork.Look(
      illustration: view.illustration, width: Self.heroSize.width, height: Self.heroSize.height,
      scale: heroIllustrationLayer.scaleFactor)
    heroImageURL = view.heroImageURL
    // Shown before it is filled: a box filled while hidden kept the height it had empty, and
    // its tags sat on the row under them.
    chips.isVisible = !view.chips.isEmpty
    if view.chips != previous?.chips { renderChips(view.chips) }
    if view.ingredients != previous?.ingredients { renderIngredients(view.ingredients) }
    scalingBar.show(
      servings: view.servings, units: view.unitDisplay, scales: view.showsScaling,
      note: view.servingsNote, actions: view.cooksVersionID == nil)
    // A recipe without ingredients or steps says so once, not under empty headings.
    show(view.emptyHint, in: emptyHintLabel)
    ingredientsTitle.isVisible = !view.ingredients.isEmpty
    ingredients.isVisible = !view.ingredients.isEmpty
    stepsTitle.isVisible = !view.steps.isEmpty
    steps.isVisible = !view.steps.isEmpty
    show(view.notes, in: notesLabel)
    notesTitle.isVisible = view.notes != nil
    if view.servings != previous?.servings { planPopover.show(servings: view.servings) }
    if view.steps != previous?.steps { renderSteps(view.steps) }
    nutritionSection.render(view.nutrition, failure: view.nutritionFailure)
    sourceButton.isVisible = view.showsSourceButton
    videoButton.isVisible = view.showsVideoButton
    originalButton.isVisible = view.originalID != nil
    links.isVisible = view.showsSourceButton || view.showsVideoButton || view.originalID != nil
    commands?.setEnabled(.openSource, view.showsSourceButton)
    commands?.setEnabled(.watchVideo, view.showsVideoButton)
    commands?.setOn(.favorite, view.isFavorite)
    commands?.setEnabled(.cook, !view.steps.isEmpty)
    commands?.setEnabled(
      .addToShoppingList, !view.ingredients.isEmpty && view.cooksVersionID == nil)
    commands?.setEnabled(.print, !view.steps.isEmpty || !view.ingredients.isEmpty)
    favoriteToggle.tooltip =
      view.isFavorite ? localized("Remove from favorites") : localized("Add to favorites")
    spinner.isSpinning = view.isLoading
    commands?.setEnabled(.edit, view.canEdit)
    commands?.setEnabled(.delete, view.canDelete)
    deleteButton.isVisible = view.canDelete
    editButton.tooltip =
      view.canDelete
      ? localized("Edit this recipe") : localized("Edit your own copy of this recipe")
    banner.show(view.errorMessage, isError: true, showsButton: view.canRetry)
    renderOriginal(view)
    commands?.setEnabled(.favorite, view.cooksVersionID == nil)
  }
}
