extension Button {
  /// Calls `action` on every click, for a button that runs no named action (one of a row
  /// made per item, such as a step's timers).
  public func onClick(_ action: @escaping @MainActor () -> Void) {
    Signals.connect(object, "clicked", action)
  }
}
