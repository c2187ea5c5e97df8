import CGtk
import RecipesCore

/// One recipe's window: picture, name, chips, ingredients, numbered steps and links.
@MainActor
final class RecipeDetailWindow {
  typealias AppStore = Store<AppFeature.State, AppFeature.Action>

  let recipeID: Recipe.ID
  private let store: AppStore
  let window: Window
  private let hero = Overlay(child: Box(GTK_ORIENTATION_VERTICAL))
  private let heroPlaceholder = Box(GTK_ORIENTATION_VERTICAL)
  /// The drawn illustration, under the photo; the image loader's target when drawing it.
  let heroIllustrationLayer = Picture()
  private let heroPicture = Picture()
  let titleLabel = Label()
  private let chips = Box(GTK_ORIENTATION_HORIZONTAL, spacing: 6)
  let ingredients = Box(GTK_ORIENTATION_VERTICAL, spacing: 4)
  let steps = Box(GTK_ORIENTATION_VERTICAL, spacing: 10)
  let sourceButton = Button(label: "Open source")
  let videoButton = Button(label: "Watch video")
  let favoriteToggle = ToggleButton(icon: "starred-symbolic", accessibleLabel: "Favorite")
  private let spinner = Spinner()
  let banner = Banner(buttonLabel: "Retry")
  private var rendered: RecipeDetailViewState?
  /// The hero image shown, if any (set by the image loader).
  private(set) var heroImageURL: String?
  /// The illustration the window wants drawn.
  private(set) var heroIllustrationLook: IllustrationArtwork.Look?
  /// The illustration on screen, if any.
  private(set) var displayedHeroIllustration: IllustrationArtwork.Look?

  /// The space the illustration is drawn for: as wide as a large window, so widening the
  /// window crops less of it rather than scaling the drawing up.
  static let heroSize = (width: 1200, height: 280)

  /// Builds the window for the recipe `recipeID` of `store`.
  init(application: Application?, store: AppStore, recipeID: Recipe.ID) {
    self.store = store
    self.recipeID = recipeID
    window = Window(application: application, title: "Recipe", width: 720, height: 860)
    build()
    connect()
  }

  /// Shows the window and brings it to the front.
  func present() { window.present() }

  /// Closes the window without telling the store (the store already removed it).
  func destroy() { window.destroy() }

  /// The hero image on screen, if any.
  private(set) var displayedHeroURL: String?

  /// Shows a decoded hero image over the placeholder.
  func showHeroImage(_ texture: Texture, from url: String) {
    guard url == heroImageURL else { return }
    displayedHeroURL = url
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
    let header = HeaderBar()
    header.packStart(favoriteToggle)
    header.packEnd(spinner)
    spinner.isSpinning = false
    window.setHeaderBar(header)

    let page = Box(GTK_ORIENTATION_VERTICAL, spacing: 18)
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
    page.append(titleLabel)
    page.append(chips)

    let links = Box(GTK_ORIENTATION_HORIZONTAL, spacing: 8)
    sourceButton.setAccessibleLabel("Open source")
    videoButton.setAccessibleLabel("Watch video")
    links.append(sourceButton)
    links.append(videoButton)
    page.append(links)

    page.append(sectionTitle("Ingredients"))
    page.append(ingredients)
    page.append(sectionTitle("Instructions"))
    page.append(steps)

    let scroller = ScrolledWindow()
    scroller.setPolicy(horizontal: GTK_POLICY_NEVER, vertical: GTK_POLICY_AUTOMATIC)
    scroller.setChild(page)
    scroller.expandsVertically = true
    let content = Box(GTK_ORIENTATION_VERTICAL)
    content.append(banner.root)
    content.append(scroller)
    window.setContent(content)
    window.setSizeRequest(width: 360, height: 420)
  }

  private func sectionTitle(_ text: String) -> Label {
    let label = Label(text)
    label.addStyleClass("section-title")
    label.setAlignment(x: 0)
    return label
  }

  private func connect() {
    let id = recipeID
    sourceButton.onClick { [store] in store.send(.detail(id, .openSourceTapped)) }
    videoButton.onClick { [store] in store.send(.detail(id, .openVideoTapped)) }
    favoriteToggle.onToggle { [store] _ in store.send(.detail(id, .favoriteToggled)) }
    banner.button.onClick { [store] in store.send(.detail(id, .retryTapped)) }
    window.onCloseRequest { [store] in store.send(.detailWindowClosed(id)) }
    let shortcuts = KeyboardShortcuts()
    shortcuts.add(["<Control>w"]) { [weak self] in self?.window.close() }
    window.addShortcuts(shortcuts)
  }

  // MARK: - Rendering

  /// Shows `view`, changing only what differs from what is shown.
  func render(_ view: RecipeDetailViewState) {
    guard view != rendered else { return }
    let previous = rendered
    rendered = view
    window.title = view.title
    titleLabel.text = view.title
    heroIllustrationLook = IllustrationArtwork.Look(
      illustration: view.illustration, width: Self.heroSize.width, height: Self.heroSize.height,
      scale: heroIllustrationLayer.scaleFactor)
    heroImageURL = view.heroImageURL?.absoluteString
    if view.chips != previous?.chips { renderChips(view.chips) }
    if view.ingredients != previous?.ingredients { renderIngredients(view.ingredients) }
    if view.steps != previous?.steps { renderSteps(view.steps) }
    sourceButton.isVisible = view.showsSourceButton
    videoButton.isVisible = view.showsVideoButton
    favoriteToggle.isActive = view.isFavorite
    favoriteToggle.tooltip = view.isFavorite ? "Remove from favorites" : "Add to favorites"
    spinner.isSpinning = view.isLoading
    banner.show(view.errorMessage, isError: true, showsButton: view.canRetry)
  }

  private func renderChips(_ texts: [String]) {
    chips.removeAll()
    for text in texts {
      let chip = Label(text)
      chip.addStyleClass("chip")
      chips.append(chip)
    }
  }

  private func renderIngredients(_ rows: [RecipeDetailViewState.IngredientRow]) {
    ingredients.removeAll()
    for row in rows {
      let line = Box(GTK_ORIENTATION_HORIZONTAL, spacing: 12)
      let measure = Label(row.measure)
      measure.addStyleClass("measure")
      measure.setAlignment(x: 1)
      measure.setSizeRequest(width: 110, height: -1)
      let name = Label(row.name)
      name.setAlignment(x: 0)
      name.wrap()
      name.expandsHorizontally = true
      line.append(measure)
      line.append(name)
      line.setAccessibleLabel("\(row.measure) \(row.name)")
      ingredients.append(line)
    }
  }

  private func renderSteps(_ items: [RecipeDetailViewState.Step]) {
    steps.removeAll()
    for step in items {
      let line = Box(GTK_ORIENTATION_HORIZONTAL, spacing: 10)
      let number = Label("\(step.number).")
      number.addStyleClass("step-number")
      number.align(vertical: GTK_ALIGN_START)
      number.setAlignment(x: 1)
      let text = Label(step.text)
      text.wrap()
      text.setAlignment(x: 0)
      text.expandsHorizontally = true
      text.makeSelectable()
      line.append(number)
      line.append(text)
      line.setAccessibleLabel("Step \(step.number): \(step.text)")
      steps.append(line)
    }
  }
}
