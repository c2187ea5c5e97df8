import CGtk

/// Counts how many of the objects it watches GLib has finalized: a test hook that shows
/// a leaked widget (or signal closure keeping one alive) as a count that stays short.
@MainActor
final class FinalizationWatch {
  /// How many objects are watched.
  private(set) var watchedCount = 0
  /// How many of them were finalized.
  private(set) var finalizedCount = 0

  /// Watches `widget`'s GTK object (not its Swift wrapper).
  func watch(_ widget: Widget) {
    watch(widget.object)
  }

  /// Watches any GObject.
  func watch(_ object: UnsafeMutableRawPointer) {
    watchedCount += 1
    // Typed: the notify reads the box back as exactly this closure type.
    let counted: @MainActor () -> Void = { [weak self] in self?.finalizedCount += 1 }
    let data = CallbackBox.retained(counted)
    g_object_weak_ref(object.assumingMemoryBound(to: GObject.self), finalized, data)
  }
}

private let finalized: GWeakNotify = { data, _ in
  let address = UInt(bitPattern: data)
  MainActor.assumeIsolated { CallbackBox<@MainActor () -> Void>.body(at: address)?() }
  releaseCallbackBox(data)
}
