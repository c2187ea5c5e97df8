import CGtk
import Foundation
import RecipesLocalization

/// glibc's gettext as the app's message catalog: the person's locale from the environment
/// (`LANG`, `LC_ALL`, `LC_MESSAGES`, `LANGUAGE`), the app's compiled catalogs
/// (`DIRECTORY/LANG/LC_MESSAGES/DOMAIN.mo`), UTF-8 whatever the locale's own encoding.
///
/// Set up once at launch, before GTK and before any text is made; GTK and libadwaita
/// translate their own words (the file chooser, the About window) through the same locale.
public enum Gettext {
  /// Sets the process's locale and binds `domain` to `directory`, then answers the catalog
  /// that reads it.
  ///
  /// `localeName` nil takes the locale from the environment, as a launched app does; tests
  /// name one ("de_DE.UTF-8"). A locale the system does not have leaves the C locale, and
  /// every message in English.
  public static func catalog(
    domain: String, directory: URL?, localeName: String? = nil
  ) -> MessageCatalog {
    let selected = setlocale(LC_ALL, localeName ?? "").map { String(cString: $0) }
    if let directory {
      _ = bindtextdomain(domain, directory.path)
    }
    _ = bind_textdomain_codeset(domain, "UTF-8")
    _ = textdomain(domain)
    let messagesLocale = setlocale(LC_MESSAGES, nil).map { String(cString: $0) } ?? selected
    return MessageCatalog(
      locale: Locale(identifier: foundationIdentifier(messagesLocale ?? "C")),
      text: { message, context in
        lookUp(MessageCatalog.key(message, context: context), domain: domain) ?? message
      },
      plural: { singular, plural, count, context in
        let key = MessageCatalog.key(singular, context: context)
        let translated = key.withCString { keyPointer in
          plural.withCString { pluralPointer in
            dngettext(domain, keyPointer, pluralPointer, UInt(max(count, 0)))
              .map { $0 == keyPointer || $0 == pluralPointer ? nil : String(cString: $0) }
          }
        }
        return (translated ?? nil) ?? (count == 1 ? singular : plural)
      })
  }

  /// The locale messages are written in now ("de_DE.UTF-8"; "C" before any is chosen).
  public static var messagesLocaleName: String? {
    setlocale(LC_MESSAGES, nil).map { String(cString: $0) }
  }

  /// The process's locale now, in the form `restoreLocale(_:)` takes back (for tests that
  /// change it).
  public static func currentLocale() -> String? {
    setlocale(LC_ALL, nil).map { String(cString: $0) }
  }

  /// Puts back a locale `currentLocale()` answered (nil: the C locale with UTF-8).
  public static func restoreLocale(_ name: String?) {
    _ = setlocale(LC_ALL, name ?? "C.UTF-8")
  }

  /// The translation of `key` in `domain`, or nil when the catalog has none (gettext then
  /// answers the very pointer it was given).
  private static func lookUp(_ key: String, domain: String) -> String? {
    key.withCString { keyPointer in
      guard let answer = dgettext(domain, keyPointer), answer != keyPointer else { return nil }
      return String(cString: answer)
    }
  }

  /// "de_DE.UTF-8" or "de_DE@euro" as Foundation names it: "de_DE".
  static func foundationIdentifier(_ posixName: String) -> String {
    let name = posixName.split(separator: ".").first.map(String.init) ?? posixName
    let withoutModifier = name.split(separator: "@").first.map(String.init) ?? name
    return withoutModifier == "C" || withoutModifier == "POSIX" ? "en_US_POSIX" : withoutModifier
  }
}
