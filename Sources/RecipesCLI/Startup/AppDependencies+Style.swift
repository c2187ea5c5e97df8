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
    savedChoice(StylePreference.self) ?? .followSystem
  }

  /// The main window's view shown last (the recipes when never chosen, or unreadable), read
  /// the same way: the window opens on it, never on the recipes first.
  public func savedView() -> HomeView {
    savedChoice(HomeView.self) ?? .recipes
  }

  private func savedChoice<Choice: RememberedChoice>(_: Choice.Type) -> Choice? {
    let wait = ChoiceWait()
    Task.detached { [library] in
      wait.value = try? await library.preference(Choice.preferenceKey)
      wait.finished.signal()
    }
    wait.finished.wait()
    return wait.value.flatMap(Choice.init(rawValue:))
  }
}

/// The preference read on the cooperative pool, handed to the thread waiting for it.
private final class ChoiceWait: @unchecked Sendable {
  // Written once by the task before it signals; read only after waiting for that signal.
  var value: String?
  let finished = DispatchSemaphore(value: 0)
}
