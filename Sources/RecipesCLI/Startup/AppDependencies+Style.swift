import Foundation
import RecipesCore

extension AppDependencies {
  /// The style the cook chose last, read from the open library on this thread.
  ///
  /// For the window, before GTK's main loop runs: libadwaita is given the style before the
  /// first window is built, so a cook who chose Dark never sees a light frame first. One
  /// preference read from a library already open (well under a millisecond); a library
  /// that cannot say gives the desktop's style, and the list reports its failures.
  public func savedStyle() -> StylePreference {
    savedChoices().style
  }

  /// The style and the main window's view chosen last, read in one trip to the library: the
  /// window's start-up needs both before its first frame, and opens on that view (the recipes
  /// when never chosen, or unreadable), never on the recipes first.
  public func savedChoices() -> (style: StylePreference, view: HomeView) {
    let wait = ChoiceWait()
    Task.detached { [library] in
      wait.values = [
        try? await library.preference(StylePreference.preferenceKey),
        try? await library.preference(HomeView.preferenceKey),
      ]
      wait.finished.signal()
    }
    wait.finished.wait()
    return (
      wait.values.first.flatMap { $0 }.flatMap(StylePreference.init(rawValue:)) ?? .followSystem,
      wait.values.last.flatMap { $0 }.flatMap(HomeView.init(rawValue:)) ?? .recipes
    )
  }
}

/// The preferences read on the cooperative pool, handed to the thread waiting for them.
private final class ChoiceWait: @unchecked Sendable {
  // Written once by the task before it signals; read only after waiting for that signal.
  var values: [String?] = []
  let finished = DispatchSemaphore(value: 0)
}
