import Dispatch
import Foundation
import RecipesResources

/// The files the application's startup reads — the icon folder and the style sheet — found
/// on a worker thread while the main thread opens the display.
///
/// Finding them goes through Foundation's `Bundle` (the main bundle, the resource bundle,
/// its localizations): ~30 M instructions that held up the main thread between GTK's
/// initialisation and the window, while the second core sat idle.
final class StartupFiles: @unchecked Sendable {
  // Written once by the worker before it signals; read only after waiting for that signal.
  private var iconFolder: URL?
  private var css = ""
  private let found = DispatchSemaphore(value: 0)

  /// Starts finding the files.
  init() {
    DispatchQueue.global(qos: .userInteractive).async { [self] in
      iconFolder = RecipesResources.iconDirectory
      css = RecipesResources.styleSheet()
      found.signal()
    }
  }

  /// The folder holding the app's icons, once found (nil if it is not shipped).
  var iconDirectory: URL? {
    waitUntilFound()
    return iconFolder
  }

  /// The app's style sheet, once read.
  var styleSheet: String {
    waitUntilFound()
    return css
  }

  private func waitUntilFound() {
    found.wait()
    // For the next reader.
    found.signal()
  }
}
