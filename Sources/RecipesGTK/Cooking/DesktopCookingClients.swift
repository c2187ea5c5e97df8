import GtkInterop
import RecipesCore

extension IdleInhibitor {
  /// Keeps the desktop awake through the application's inhibit request, for the window
  /// `window()` gives when asked (the cooking window).
  @MainActor
  static func gtk(_ application: Application, window: @escaping @MainActor () -> Window?)
    -> IdleInhibitor
  {
    IdleInhibitor(
      inhibit: { reason in
        await MainActor.run {
          let cookie = application.inhibitIdle(reason: reason, window: window())
          return cookie == 0 ? nil : IdleInhibitor.Token(rawValue: cookie)
        }
      },
      release: { token in
        await MainActor.run { application.uninhibit(token.rawValue) }
      })
  }
}

extension TimerNotifier {
  /// Tells the cook through a `GNotification` of `application` and the display's bell.
  @MainActor
  static func gtk(_ application: Application) -> TimerNotifier {
    TimerNotifier { notification in
      await MainActor.run {
        application.sendNotification(
          id: notification.id, title: notification.title, body: notification.body)
        Display.beep()
      }
    }
  }
}
