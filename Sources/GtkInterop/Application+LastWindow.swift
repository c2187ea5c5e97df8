import CGtk

extension Application {
  /// Asks `keepOpen` whenever the person closes the window whose going would end the
  /// application (its last one on screen, but for dialogs over it); the window stays open
  /// when it answers true (the app then asks whether to quit, say).
  ///
  /// `keepOpen` gets that window, to put a question over. It is asked before the window's own
  /// close-request handlers, which do not run when it keeps the window. A later call
  /// replaces the guard.
  public func onLastWindowCloseRequest(
    keepingOpenIf keepOpen: @escaping @MainActor (Window) -> Bool
  ) {
    lastWindowGuard = keepOpen
  }

  /// Calls `action` whenever the application is left with no window at all (its last one
  /// destroyed, by the app or by closing it).
  ///
  /// GTK ends a running application then, unless `action` holds it (`hold()`) or gives it a
  /// window at once. Whether that end was wanted (a Quit) is for `action` to know.
  public func onNoWindowLeft(_ action: @escaping @MainActor () -> Void) {
    Signals.connect(UnsafeMutableRawPointer(application), "window-removed") {
      [weak self] (_: UnsafeMutableRawPointer) in
      guard let self, gtk_application_get_windows(self.application) == nil else { return }
      action()
    }
  }

  /// The window the person used last (GTK's order of focus), if any is left.
  public var activeWindow: Window? {
    gtk_application_get_active_window(application).map { Window(borrowing: $0) }
  }

  /// Whether `window` is one of the application's windows (not destroyed, say).
  public func contains(_ window: Window) -> Bool {
    var node = gtk_application_get_windows(application)
    while let current = node {
      if current.pointee.data == window.object { return true }
      node = current.pointee.next
    }
    return false
  }

  /// Watches `window`'s close requests for the last-window guard (the window just joined).
  func guardClosing(of window: UnsafeMutableRawPointer) {
    Signals.connectReturning(window, "close-request") { [weak self] in
      guard let self, let keepOpen = self.lastWindowGuard, self.isLastWindow(window) else {
        return false
      }
      return keepOpen(Window(borrowing: window.assumingMemoryBound(to: GtkWindow.self)))
    }
  }

  /// Whether closing `window` leaves the application no window on screen: every other one is
  /// hidden, or a dialog over `window` (which goes with it).
  private func isLastWindow(_ window: UnsafeMutableRawPointer) -> Bool {
    var node = gtk_application_get_windows(application)
    while let current = node {
      node = current.pointee.next
      guard let other = current.pointee.data, other != window else { continue }
      let otherWindow = other.assumingMemoryBound(to: GtkWindow.self)
      let parent = gtk_window_get_transient_for(otherWindow).map(UnsafeMutableRawPointer.init)
      if gtk_widget_get_visible(other.assumingMemoryBound(to: GtkWidget.self)) != 0,
        parent != window
      {
        return false
      }
    }
    return true
  }
}
