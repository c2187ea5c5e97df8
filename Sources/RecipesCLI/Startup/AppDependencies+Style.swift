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
    let wait = StyleWait()
    Task.detached { [library] in
      let stored = try? await library.preference(StylePreference.preferenceKey)
      wait.style = stored.flatMap(StylePreference.init(rawValue:))
      wait.finished.signal()
    }
    wait.finished.wait()
    return wait.style ?? .followSystem
  }
}

/// The style read on the cooperative pool, handed to the thread waiting for it.
private final class StyleWait: @unchecked Sendable {
  // Written once by the task before it signals; read only after waiting for that signal.
  var style: StylePreference?
  let finished = DispatchSemaphore(value: 0)
}
