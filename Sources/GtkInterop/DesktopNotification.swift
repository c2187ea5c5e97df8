import CGtk

extension Application {
  /// Shows a desktop notification (`GNotification`) as this application, replacing an
  /// earlier one with the same `id`; the desktop keeps it until the person dismisses it.
  public func sendNotification(id: String, title: String, body: String) {
    let notification = g_notification_new(title)
    g_notification_set_body(notification, body)
    g_notification_set_priority(notification, G_NOTIFICATION_PRIORITY_HIGH)
    g_application_send_notification(gApplication, id, notification)
    g_object_unref(UnsafeMutableRawPointer(notification))
  }

  /// Takes back the notification `id`, if the desktop still shows it.
  public func withdrawNotification(id: String) {
    g_application_withdraw_notification(gApplication, id)
  }
}

extension Display {
  /// Rings the display's bell: the desktop's alert sound, when it has one.
  public static func beep() {
    guard let display = gdk_display_get_default() else { return }
    gdk_display_beep(display)
  }
}
