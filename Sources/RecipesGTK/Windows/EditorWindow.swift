import Foundation
import GtkInterop
import RecipesCore
import RecipesLocalization

/// The editor of one of the cook's recipes: a new one, one of their own, or their copy of
/// any other.
///
/// Every keystroke becomes an `EditorFeature` action and the window shows the state back;
/// closing only asks the store, which closes the window (through the flow controller) or
/// asks "discard the changes?" in a message dialog first.
@MainActor
final class EditorWindow {
  typealias AppStore = Store<AppFeature.State, AppFeature.Action>

  /// The id the recipe is saved under: the window belongs to this editor state.
  let recipeID: Recipe.ID
  private let store: AppStore
  let window: Window
  let saveButton = Button(label: localized("Save"))
  private let savingSpinner = Spinner()
  /// One-line fields, by the feature's field.
  private(set) var entries: [EditorFeature.Field: Entry] = [:]
  /// Fields of several lines ("Ingredients", "Description", "Notes").
  private(set) var textAreas: [EditorFeature.Field: TextView] = [:]
  /// The steps, a row each.
  let stepsEditor: StepsEditor
  private let picture = Picture()
  private let pictureFrame = Box(.vertical)
  let choosePictureButton = Button(label: localized("Choose picture…"))
  let removePictureButton = Button(label: localized("Remove picture"))
  /// Why the last Save did not save.
  let errorLabel = Label()
  /// Toasts over the form: a kitchen timer finished while the cook writes.
  let toasts = ToastOverlay()
  /// A finished timer's toast, with Dismiss.
  private(set) var timerToasts: FinishedTimerToasts?
  /// What is being written ("Your Copy of “Soup”"), large at the top of the page: the
  /// header keeps no title, which a phone's width would cut to "„Sch…".
  let headingLabel = Label()
  /// The categories that exist, beside the "Category" entry.
  private(set) var categoryValues: SuggestedValues?
  /// The cuisines that exist, beside the "Cuisine" entry.
  private(set) var cuisineValues: SuggestedValues?
  /// The "discard the changes?" question, over the window.
  let discardQuestion: ConfirmationDialog
  private var commands: CommandActions?
  private var rendered: EditorFeature.State?
  private var shownPicture: URL?
  /// The picture to have the image loader fetch: one not chosen just now from a file.
  private(set) var pictureToLoad: URL?
  /// The loaded picture on screen, if any.
  private(set) var loadedPicture: URL?
  /// Keeps the quit question's word of the running timers in time with them.
  private var timersObservation: StoreObservation?

  /// Builds the editor window for the editor state `recipeID` of `store`.
  init(application: Application?, store: AppStore, recipeID: Recipe.ID) {
    self.store = store
    self.recipeID = recipeID
    stepsEditor = StepsEditor { [store] in store.send(.editor($0)) }
    window = Window(
      application: application, title: localized("New Recipe"), width: 640, height: 740)
    discardQuestion = ConfirmationDialog(
      over: window, heading: localized("Discard the changes to this recipe?"),
      body: localized("What was typed since the last save is lost."),
      keep: localized("Keep Editing"), confirm: localized("Discard")
    ) { [store] answer in
      switch answer {
      case .keep: store.send(.editor(.keepEditingTapped))
      case .confirm: store.send(.editor(.discardConfirmed))
      case .alternative: store.send(.editor(.saveAndCloseTapped))
      }
    }
    build()
    connect()
    timerToasts = FinishedTimerToasts.following(store, on: toasts)
    timersObservation = store.observe({ $0.$cooking }) { [weak self] cooking in
      self?.renderQuitQuestion(timers: cooking.wrappedValue)
    }
  }

  /// Shows the window and brings it to the front, typing into "Name".
  func present() {
    window.present()
    entries[.name]?.grabFocus()
  }

  /// Closes the window without telling the store (the store already closed the editor).
  func destroy() {
    timerToasts?.stop()
    timersObservation?.cancel()
    window.destroy()
  }

  /// The one-line field for `field` (nil for the text areas).
  func entry(_ field: EditorFeature.Field) -> Entry? { entries[field] }

  /// The text area for `field` ("Ingredients", "Description", "Notes").
  func textArea(_ field: EditorFeature.Field) -> TextView? { textAreas[field] }

  // MARK: - Building

  private func build() {
    let header = HeaderBar()
    saveButton.addStyleClass("suggested-action")
    saveButton.setAccessibleLabel(localized("Save"))
    header.packEnd(saveButton)
    header.packEnd(savingSpinner)
    header.setTitleWidget(Box(.horizontal))
    window.setHeaderBar(header)

    let form = Box(.vertical, spacing: 18)
    form.addStyleClass("editor-form")
    form.setMargins(top: 24, bottom: 24, start: 28, end: 28)
    headingLabel.addStyleClass("title-2")
    headingLabel.wrap()
    headingLabel.setAlignment(x: 0)
    form.append(headingLabel)
    form.append(pictureRow())
    form.append(
      FormField.labelled(
        localized("Name"),
        makeEntry(.name, placeholder: localized("e.g. Grandma’s apple pie"))))
    // Chosen from those the library has, or written anew.
    let categories = SuggestedValues(
      entry: makeEntry(.category, placeholder: localized("e.g. Dessert")),
      accessibleLabel: localized("Categories in your library"))
    let cuisines = SuggestedValues(
      entry: makeEntry(.cuisine, placeholder: localized("e.g. French")),
      accessibleLabel: localized("Cuisines in your library"))
    categoryValues = categories
    cuisineValues = cuisines
    form.append(
      FormField.row([
        FormField.labelled(localized("Category"), categories.root, named: entries[.category]),
        FormField.labelled(localized("Cuisine"), cuisines.root, named: entries[.cuisine]),
      ]))
    form.append(
      FormField.row([
        FormField.labelled(localized("Servings"), makeEntry(.servings, digits: true)),
        FormField.labelled(localized("Preparation minutes"), makeEntry(.prepMinutes, digits: true)),
        FormField.labelled(localized("Cooking minutes"), makeEntry(.cookMinutes, digits: true)),
      ]))
    form.append(
      FormField.labelled(
        localized("Ingredients"), makeTextArea(.ingredients), named: textAreas[.ingredients],
        hint: localized("One per line. A line “## For the sauce” starts a group.")))
    form.append(
      FormField.labelled(
        localized("Steps"), stepsEditor.root,
        hint: localized(
          """
          Return starts the next step, Shift+Return a new line in the same one. \
          A step “## Filling” starts a section.
          """)))
    // What the cook says of it, its tags and where it comes from: after what it is made of.
    form.append(
      FormField.labelled(
        localized("Description"), makeTextArea(.summary, height: 64),
        named: textAreas[.summary]))
    form.append(
      FormField.row([
        FormField.labelled(
          localized("Tags"), makeEntry(.tags, placeholder: localized("e.g. Soup, Quick")),
          hint: localized("Separated by commas.")),
        FormField.labelled(
          localized("Source"), makeEntry(.source, placeholder: localized("e.g. example.org/scones"))
        ),
      ]))
    form.append(
      FormField.labelled(
        localized("Notes"), makeTextArea(.notes, height: 96), named: textAreas[.notes],
        hint: localized("Your own remarks: what to change next time, what it goes with.")))
    errorLabel.addStyleClass("error-message")
    errorLabel.setAlignment(x: 0)
    errorLabel.wrap()
    errorLabel.isVisible = false
    errorLabel.setMargins(top: 8, bottom: 8, start: 28, end: 28)

    // Why Save did not save stays in view above the form, however far it is scrolled.
    toasts.setChild(ScrollingPage.content(form, under: [errorLabel]))
    window.setContent(toasts)
    window.setSizeRequest(width: 320, height: 480)
  }

  private func pictureRow() -> WrappingBox {
    pictureFrame.addStyleClass("placeholder-tile")
    pictureFrame.addStyleClass("editor-picture")
    pictureFrame.setSizeRequest(width: 176, height: 124)
    let frame = Overlay(child: pictureFrame)
    picture.addStyleClass("thumbnail")
    frame.addOverlay(picture)
    frame.align(horizontal: .start)
    let buttons = Box(.vertical, spacing: 8)
    buttons.align(horizontal: .start, vertical: .center)
    buttons.append(choosePictureButton)
    buttons.append(removePictureButton)
    // The buttons beside the picture, or under it on a phone.
    let row = WrappingBox(spacing: 18)
    row.append(frame, holdsControls: false)
    row.append(buttons)
    return row
  }

  private func makeEntry(
    _ field: EditorFeature.Field, placeholder: String = "", digits: Bool = false
  )
    -> Entry
  {
    let entry = Entry(placeholder: placeholder)
    if digits { entry.expectsDigits() }
    entry.onChange { [store] in store.send(.editor(.fieldChanged(field, $0))) }
    entries[field] = entry
    return entry
  }

  private func makeTextArea(_ field: EditorFeature.Field, height: Int32 = 150) -> ScrolledWindow {
    let area = TextView()
    area.addStyleClass("editor-text")
    // One item per line: an ingredient that wraps stays visibly one.
    if field == .ingredients { area.showLinesAsItems() }
    area.onChange { [store] in store.send(.editor(.fieldChanged(field, $0))) }
    textAreas[field] = area
    let frame = ScrolledWindow()
    frame.setPolicy(horizontal: .never, vertical: .automatic)
    frame.setChild(area)
    frame.addStyleClass("editor-text-frame")
    frame.setSizeRequest(width: -1, height: height)
    return frame
  }

  private func connect() {
    window.onCloseRequest(keepingOpenIf: { [store] in
      store.send(.editor(.closeRequested))
      // The flow controller closes the window once the store lets it go.
      return true
    })
    commands = CommandActions(.editorWindow, in: window) { [weak self] in self?.perform($0) }
    saveButton.actionName = Command.save.detailedName
    removePictureButton.onClick { [store] in store.send(.editor(.pictureChosen(nil))) }
    choosePictureButton.onClick { [weak self] in self?.choosePicture() }
  }

  private func perform(_ command: Command) {
    switch command {
    case .save: store.send(.editor(.saveTapped))
    case .close: window.close()
    default: break  // The application and the other windows answer the others.
    }
  }

  private func choosePicture() {
    FileChooser.choose(
      .file(imagesOnly: true), title: localized("Choose a Picture"),
      acceptLabel: localized("Choose"),
      over: window
    ) { [store] url in
      guard let url else { return }
      store.send(.editor(.pictureChosen(url)))
    }
  }

  // MARK: - Rendering

  /// Shows `state`, changing only what differs from what is shown (a field being typed in
  /// already holds what the state says, so its cursor stays put).
  func render(_ state: EditorFeature.State) {
    // The library's categories and cuisines may come after the editor opened.
    categoryValues?.show(store.state.list.categories)
    cuisineValues?.show(store.state.list.areas)
    guard state != rendered else { return }
    let wasAsking = rendered?.isConfirmingClose == true
    rendered = state
    window.title = Self.title(of: state)
    headingLabel.text = window.title
    for (field, entry) in entries { entry.text = state.draft[field] }
    for (field, area) in textAreas { area.text = state.draft[field] }
    stepsEditor.render(state.draft.steps)
    commands?.setEnabled(.save, !state.isSaving)
    savingSpinner.isSpinning = state.isSaving
    let newError = state.errorMessage != nil && state.errorMessage != errorLabel.text
    errorLabel.text = state.errorMessage ?? ""
    errorLabel.isVisible = state.errorMessage != nil
    // A missing name: the keyboard goes to the field that needs it.
    if newError, state.draft.name.trimmingCharacters(in: .whitespaces).isEmpty {
      entries[.name]?.grabFocus()
    }
    if let message = state.errorMessage { errorLabel.setAccessibleLabel(message) }
    // Asked by Quit from another window, the question comes to the front with its editor.
    if state.isConfirmingClose, !wasAsking {
      discardQuestion.wording = Self.question(
        quitting: store.state.quit == .askingEditor, cooking: store.state.cooking)
      window.present()
    }
    discardQuestion.show(state.isConfirmingClose)
    removePictureButton.isSensitive = state.draft.picture != nil
    if state.draft.picture != shownPicture { showPicture(state.draft.picture) }
  }

  /// The unsaved-changes question: closing the editor, or quitting the app, which also says
  /// which of `cooking`'s timers quitting stops: the answer is the whole answer to Quit, and
  /// the editor may be the last window, with none left to ask about the timers after it.
  static func question(
    quitting: Bool, cooking: CookingFeature.State
  ) -> ConfirmationDialog.Wording {
    guard quitting else {
      return ConfirmationDialog.Wording(
        heading: localized("Discard the changes to this recipe?"),
        body: localized("What was typed since the last save is lost."),
        keep: localized("Keep Editing"), confirm: localized("Discard"),
        alternative: localized("Save"))
    }
    return ConfirmationDialog.Wording(
      heading: localized("Quit without saving this recipe?"),
      body: quittingBody(cooking),
      keep: localized("Keep Editing"), confirm: localized("Discard and Quit"),
      alternative: localized("Save and Quit"))
  }

  /// What the quit question explains: the recipe's changes, then the timers quitting stops.
  private static func quittingBody(_ cooking: CookingFeature.State) -> String {
    let recipe = localized(
      "Recipes is quitting. What was typed since the last save is lost unless you save it.")
    guard let timers = RunningTimersWarning.text(cooking) else { return recipe }
    return recipe + "\n\n" + timers
  }

  /// The quit question on screen counts down with the timers it names.
  private func renderQuitQuestion(timers cooking: CookingFeature.State) {
    guard let question = discardQuestion.dialog, store.state.quit == .askingEditor else { return }
    question.body = Self.quittingBody(cooking)
  }

  /// The window title: what is being written or edited.
  static func title(of state: EditorFeature.State) -> String {
    guard let original = state.original else { return localized("New Recipe") }
    return state.isCopy
      ? localized("Your Copy of “{name}”", ["name": original.name])
      : localized("Edit “{name}”", ["name": original.name])
  }

  /// Shows a picture the image loader fetched, if it is still the recipe's.
  func showPicture(_ texture: Texture, from url: URL) {
    guard url == pictureToLoad else { return }
    loadedPicture = url
    picture.setTexture(texture)
  }

  private func showPicture(_ url: URL?) {
    shownPicture = url
    picture.setTexture(nil)
    pictureToLoad = nil
    guard let url else { return }
    let isChosenFile = url.isFileURL && url != rendered?.original?.thumbnailURL
    guard isChosenFile, let data = try? Data(contentsOf: url) else {
      // The recipe's own picture, on the web or kept in the data folder: the loader's job.
      pictureToLoad = url
      return
    }
    // A file the cook just chose: shown as it is, wherever it is.
    picture.setTexture(Texture(decoding: data))
  }
}
