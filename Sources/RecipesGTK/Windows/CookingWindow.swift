import GtkInterop
import RecipesCore
import RecipesLocalization

/// Cooking mode: one step at a time in large type, its timers, the ingredients a tap away.
///
/// It keeps the screen awake while open (the store asks the desktop through the injected
/// `IdleInhibitor` when cooking starts, and lets go when it ends). "Close" (or Escape) leaves
/// at any step; at the last step "Next" becomes "Done", which also records the recipe
/// cooked. The timers keep running in the store.
@MainActor
final class CookingWindow {
  typealias AppStore = Store<AppFeature.State, AppFeature.Action>

  /// The pages under the step counter.
  private enum Page: String {
    case step, ingredients
  }

  let window: Window
  /// The recipe's name in the header: whole, shortened, or nothing on a phone (never "…").
  let headerTitle = HeaderTitle()
  let stepCounter = Label()
  /// "For 8 servings", beside the step counter.
  let servingsLabel = Label()
  let stepText = Label()
  let timerRow = Box(.horizontal, spacing: 12)
  private(set) var timerButtons: [Button] = []
  /// The timers of the recipe's other steps that run or finished: each a button that
  /// stops it or puts it away, in view whatever step is shown.
  let otherTimersRow = WrappingBox(spacing: 6)
  /// Their buttons, in the view state's order (for tests).
  private(set) var otherTimerButtons: [Button] = []
  /// What each of them says ("Step 1 · 14:57"), beside its stop icon.
  private(set) var otherTimerLabels: [Label] = []
  private var otherTimerIcons: [Icon] = []
  private var otherTimerIDs: [CookingTimer.ID] = []
  /// The time each timer button shows, beside its start or stop icon.
  private(set) var timerLabels: [Label] = []
  private var timerIcons: [Icon] = []
  /// "Timer of step 2 stopped." with Undo, while the store keeps the timer for it.
  private(set) var stopToast: Toast?
  private var shownStop: CookingTimer.ID?
  let ingredientList = Box(.vertical, spacing: 8)
  let previousButton = Button(label: localized("Previous"))
  /// "Next"; "Done" at the last step.
  let nextButton = Button(label: localized("Next"))
  /// Leaves cooking mode at any step, recording nothing.
  let closeButton = Button(label: localized("Close"))
  let ingredientsToggle = ToggleButton(
    icon: "view-list-symbolic", accessibleLabel: localized("Ingredients"))
  let fullscreenToggle = ToggleButton(
    icon: "view-fullscreen-symbolic", accessibleLabel: localized("Fill the screen"))
  private let pages = Stack<Page>()
  /// A swipe across the step: to the left for the next step, to the right for the previous
  /// (the other way round in a right-to-left language), as the buttons (the same actions,
  /// so a swipe past the last step does nothing).
  private(set) var stepSwipe: SwipeGesture?
  private let store: AppStore
  private var commands: CommandActions?
  private var rendered: CookingViewState?
  /// Toasts over the step: a kitchen timer finished (this recipe's or another's).
  let toasts = ToastOverlay()
  /// A finished timer's toast, with Dismiss.
  private(set) var timerToasts: FinishedTimerToasts?
  /// Whether the store closed the window, so closing it sends nothing back.
  private var isClosingFromState = false
  private var wantsFullscreen = false

  /// Builds the cooking window of `store`'s session.
  init(application: Application?, store: AppStore) {
    self.store = store
    window = Window(application: application, title: localized("Cooking"), width: 900, height: 640)
    build()
    connect()
    timerToasts = FinishedTimerToasts.following(store, on: toasts)
  }

  /// Shows the window and brings it to the front, the keyboard on "Next" (nothing selected,
  /// no cursor in the step).
  func present() {
    window.present()
    nextButton.grabFocus()
  }

  /// Closes the window without telling the store (cooking already ended there).
  func destroy() {
    timerToasts?.stop()
    isClosingFromState = true
    window.destroy()
  }

  // MARK: - Building

  private func build() {
    let header = HeaderBar()
    closeButton.setAccessibleLabel(localized("Close cooking mode"))
    closeButton.tooltip = localized("Leave cooking mode; the timers keep running")
    header.packStart(closeButton)
    header.packEnd(fullscreenToggle)
    header.packEnd(ingredientsToggle)
    header.setTitleWidget(headerTitle.root)
    window.setHeaderBar(header)

    let page = Box(.vertical, spacing: 24)
    page.setMargins(top: 24, bottom: 24, start: 36, end: 36)
    stepCounter.addStyleClass("cooking-counter")
    stepCounter.setAlignment(x: 0)
    stepCounter.expandsHorizontally = true
    servingsLabel.addStyleClass("dim-label")
    servingsLabel.setAlignment(x: 1)
    let counterRow = Box(.horizontal, spacing: 12)
    counterRow.append(stepCounter)
    counterRow.append(servingsLabel)
    page.append(counterRow)

    let stepPage = Box(.vertical, spacing: 28)
    stepText.addStyleClass("cooking-step")
    stepText.wrap()
    stepText.setAlignment(x: 0)
    stepPage.append(stepText)
    // A short step stands in the middle of the room the timers and the buttons leave it,
    // not at its top with the rest empty; a long one fills it and scrolls.
    stepPage.align(vertical: .center)
    pages.add(scrolled(stepPage), as: .step)
    ingredientList.addStyleClass("cooking-ingredients")
    pages.add(scrolled(ingredientList), as: .ingredients)
    pages.expandsVertically = true
    // Toasts over the step, never over Previous and Next under it.
    toasts.setChild(pages)
    toasts.expandsVertically = true
    page.append(toasts)
    // The timers under the step, outside its scroller: in view on a phone's screen too,
    // however long the step (they were below the fold at 360 × 640). The other steps' row
    // sits above this step's timers, so that stopping the last of them never slides this
    // step's button under the pointer (a second press would stop it too).
    otherTimersRow.isVisible = false
    page.append(otherTimersRow)
    page.append(timerRow)

    let navigation = Box(.horizontal, spacing: 12)
    previousButton.setAccessibleLabel(localized("Previous"))
    nextButton.setAccessibleLabel(localized("Next"))
    previousButton.addStyleClass("cooking-navigation")
    nextButton.addStyleClass("cooking-navigation")
    nextButton.addStyleClass("suggested-action")
    previousButton.expandsHorizontally = true
    nextButton.expandsHorizontally = true
    navigation.append(previousButton)
    navigation.append(nextButton)
    page.append(navigation)
    window.setContent(page)
    window.setSizeRequest(width: 320, height: 420)
  }

  private func scrolled(_ child: Widget) -> ScrolledWindow {
    let scroller = ScrolledWindow()
    scroller.setPolicy(horizontal: .never, vertical: .automatic)
    scroller.setChild(child)
    return scroller
  }

  private func connect() {
    window.onCloseRequest { [weak self, store] in
      self?.timerToasts?.stop()
      guard self?.isClosingFromState != true else { return }
      store.send(.cooking(.windowClosed))
    }
    commands = CommandActions(.cookingWindow, in: window) { [weak self] in self?.perform($0) }
    previousButton.actionName = Command.previousStep.detailedName
    nextButton.actionName = Command.nextStep.detailedName
    closeButton.actionName = Command.close.detailedName
    // Escape leaves cooking mode from anywhere in the window, as Close does.
    closeButton.activateOnKey("Escape")
    ingredientsToggle.actionName = Command.ingredients.detailedName
    fullscreenToggle.actionName = Command.fullscreen.detailedName
    let swipe = SwipeGesture(on: pages)
    swipe?.onSwipe { [window] direction in
      let command: Command = direction == .forward ? .nextStep : .previousStep
      window.activateAction(command.detailedName)
    }
    stepSwipe = swipe
    for command in Command.allCases where command.scope == .cookingWindow {
      for key in command.windowKeys {
        // Before the focused widget: a button or the step's text would take the arrows.
        window.addShortcut(key, activating: command.detailedName, beforeWidgets: true)
      }
    }
  }

  private func perform(_ command: Command) {
    switch command {
    case .nextStep: store.send(.cooking(.nextTapped))
    case .previousStep: store.send(.cooking(.previousTapped))
    case .ingredients: store.send(.cooking(.ingredientsToggled))
    case .done: store.send(.cooking(.doneTapped))
    case .close: window.close()
    case .fullscreen:
      // Asked for, not read back: GTK changes the window's state a little later.
      wantsFullscreen.toggle()
      window.isFullscreen = wantsFullscreen
      commands?.setOn(.fullscreen, wantsFullscreen)
    default: break  // Other windows answer the others.
    }
  }

  // MARK: - Rendering

  /// Shows `view`, changing only what differs from what is shown.
  func render(_ view: CookingViewState) {
    guard view != rendered else { return }
    let previous = rendered
    rendered = view
    window.title = view.title
    headerTitle.text = view.title
    stepCounter.text = view.stepCounter
    servingsLabel.text = view.servingsText ?? ""
    servingsLabel.isVisible = view.servingsText != nil
    stepText.text = view.stepText
    if view.ingredients != previous?.ingredients { renderIngredients(view.ingredients) }
    renderTimers(view.timers)
    renderOtherTimers(view.otherTimers)
    renderStop(view.stoppedTimer)
    pages.visiblePage = view.showsIngredients ? .ingredients : .step
    commands?.setOn(.ingredients, view.showsIngredients)
    commands?.setEnabled(.previousStep, view.canGoPrevious)
    commands?.setEnabled(.nextStep, view.canGoNext)
    // At the last step, Next is Done: it records the recipe cooked and closes.
    let finishes = view.isAtLastStep
    if finishes != (previous?.isAtLastStep ?? !finishes) || previous == nil {
      nextButton.label = finishes ? localized("Done") : localized("Next")
      nextButton.setAccessibleLabel(nextButton.label)
      nextButton.actionName = (finishes ? Command.done : Command.nextStep).detailedName
      nextButton.tooltip =
        finishes ? localized("Finish, and remember that you cooked it today") : nil
    }
  }

  private func renderIngredients(_ lines: [String]) {
    ingredientList.removeAll()
    for line in lines {
      let label = Label(line)
      label.wrap()
      label.setAlignment(x: 0)
      ingredientList.append(label)
    }
  }

  /// Patches the timer buttons: their number changes with the step, their labels with
  /// every second.
  private func renderTimers(_ timers: [CookingViewState.TimerButton]) {
    if timers.count != timerButtons.count {
      timerRow.removeAll()
      timerLabels = timers.map { _ in Label() }
      timerIcons = timers.map { _ in Icon(name: nil, pixelSize: 24) }
      timerButtons = timers.indices.map { index in
        // Play or stop beside the time, as a media player's: what a click does is on the
        // button, and the time is not taken for one to read.
        let button = Self.timerButton(timerIcons[index], timerLabels[index], spacing: 8)
        button.addStyleClass("cooking-timer")
        button.onClick { [weak self] in self?.timerClicked(index) }
        timerRow.append(button)
        return button
      }
    }
    for (index, (button, timer)) in zip(timerButtons, timers).enumerated() {
      timerLabels[index].text = timer.label
      timerIcons[index].name = Self.iconName(for: timer.phase)
      button.setAccessibleLabel(timer.accessibleLabel)
      button.tooltip = timer.tooltip
      button.setStyleClass("timer-\(timer.phase)", replacingPrefix: "timer-")
    }
    timerRow.isVisible = !timerButtons.isEmpty
  }

  /// A timer's button: `icon` (what a click does) before `label` (its time); its accessible
  /// label is set as it renders.
  private static func timerButton(_ icon: Icon, _ label: Label, spacing: Int32) -> Button {
    let content = Box(.horizontal, spacing: spacing)
    content.append(icon)
    content.append(label)
    return Button(child: content, accessibleLabel: "")
  }

  /// Patches the other steps' timers: built again when which timers they are changes,
  /// their labels patched every second.
  private func renderOtherTimers(_ timers: [CookingViewState.OtherStepTimer]) {
    let ids = timers.map(\.id)
    if ids != otherTimerIDs {
      otherTimerIDs = ids
      otherTimersRow.removeAll()
      otherTimerLabels = timers.map { _ in Label() }
      otherTimerIcons = timers.map { _ in Icon(name: nil, pixelSize: 16) }
      otherTimerButtons = timers.indices.map { index in
        // A stop (or put-away) icon before the step and its time: the button stops the
        // timer, it does not go to that step.
        let button = Self.timerButton(otherTimerIcons[index], otherTimerLabels[index], spacing: 6)
        button.addStyleClass("cooking-other-timer")
        button.align(horizontal: .start)
        let id = timers[index].id
        button.onClick { [weak self] in self?.otherTimerClicked(id) }
        otherTimersRow.append(button)
        return button
      }
    }
    for (index, (button, timer)) in zip(otherTimerButtons, timers).enumerated() {
      otherTimerLabels[index].text = timer.label
      otherTimerIcons[index].name =
        timer.phase == .finished ? "window-close-symbolic" : Self.iconName(for: timer.phase)
      button.setAccessibleLabel(timer.accessibleLabel)
      button.tooltip = timer.tooltip
      button.setStyleClass("timer-\(timer.phase)", replacingPrefix: "timer-")
    }
    otherTimersRow.isVisible = !timers.isEmpty
  }

  /// Play to start (or start again), stop while it runs.
  private static func iconName(for phase: CookingViewState.TimerButton.Phase) -> String {
    phase == .running ? "media-playback-stop-symbolic" : "media-playback-start-symbolic"
  }

  /// Offers Undo for the timer just stopped, while the store keeps it; takes the offer
  /// away when the store lets the timer go (or it was undone).
  private func renderStop(_ notice: CookingViewState.StoppedTimerNotice?) {
    guard notice?.id != shownStop else { return }
    shownStop = notice?.id
    // Forgotten first, so its going is not taken for the cook closing it.
    let previous = stopToast
    stopToast = nil
    previous?.dismiss()
    guard let notice else { return }
    // The store times Undo; high, so a finished timer's toast, which stays, cannot hide it.
    let toast = Toast(notice.text, timeout: 0, priority: .high)
    toast.buttonLabel = localized("Undo")
    let id = notice.id
    toast.onButtonClick { [store] in store.send(.cooking(.timerStopUndone(id))) }
    toast.onDismissed { [weak self, weak toast, store] in
      guard let self, let toast, self.stopToast === toast else { return }
      self.stopToast = nil
      store.send(.cooking(.timerStopSettled(id)))
    }
    stopToast = toast
    toasts.add(toast)
  }

  /// A running timer of another step stops (with Undo); a finished one is put away.
  private func otherTimerClicked(_ id: CookingTimer.ID) {
    let isRunning = store.state.cooking.runningTimers.contains { $0.id == id }
    store.send(.cooking(isRunning ? .timerStopTapped(id) : .timerDismissed(id)))
  }

  private func timerClicked(_ index: Int) {
    guard let session = store.state.cooking.session else { return }
    store.send(.cooking(.timerTapped(stepIndex: session.stepIndex, timerIndex: index)))
  }
}
