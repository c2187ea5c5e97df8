import CGtk

extension Application {
  /// Asks the desktop not to blank the screen, go idle or suspend, giving `reason`
  /// ("Cooking Shakshuka"); returns the cookie that ends the request, 0 if refused.
  ///
  /// `window` is the window the request is for, when there is one.
  public func inhibitIdle(reason: String, window: Window?) -> UInt32 {
    let flags = GtkApplicationInhibitFlags(
      rawValue: GTK_APPLICATION_INHIBIT_IDLE.rawValue | GTK_APPLICATION_INHIBIT_SUSPEND.rawValue)
    return gtk_application_inhibit(application, window?.cast(to: GtkWindow.self), flags, reason)
  }

  /// Ends the request `cookie` stands for.
  public func uninhibit(_ cookie: UInt32) {
    guard cookie != 0 else { return }
    gtk_application_uninhibit(application, cookie)
  }
}
