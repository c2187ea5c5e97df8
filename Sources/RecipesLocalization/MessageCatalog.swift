import Foundation

/// Where the text a person reads comes from in their language: gettext's catalogs in the app,
/// English as written in the sources when there is no translation, a table in tests.
///
/// Every closure takes the message exactly as written in the source (the catalog's `msgid`)
/// and answers the translation, or the message itself when the catalog has none.
public struct MessageCatalog: Sendable {
  /// The translation of `message`, optionally told apart by `context` (gettext's `msgctxt`:
  /// "tbsp" the unit and "tbsp" the spoon may be written differently).
  public var text: @Sendable (_ message: String, _ context: String?) -> String
  /// The form of `singular`/`plural` that goes with `count`, by the language's plural rule.
  public var plural:
    @Sendable (_ singular: String, _ plural: String, _ count: Int, _ context: String?) -> String
  /// The locale numbers, dates and weekdays are written in ("1,5 kg" in German).
  public var locale: Locale

  /// Creates a catalog from its lookups.
  public init(
    locale: Locale,
    text: @escaping @Sendable (String, String?) -> String,
    plural: @escaping @Sendable (String, String, Int, String?) -> String
  ) {
    self.locale = locale
    self.text = text
    self.plural = plural
  }

  /// The messages as written in the sources: English, with English's plural rule, and
  /// numbers and dates as in the POSIX locale.
  public static let source = MessageCatalog(
    locale: Locale(identifier: "en_US_POSIX"),
    text: { message, _ in message },
    plural: { singular, plural, count, _ in count == 1 ? singular : plural })

  /// A catalog from a table of translations, for tests and previews: keys are messages,
  /// or `context + "\u{4}" + message` (gettext's own key) for messages with a context;
  /// plurals are looked up by their singular and fall back to the source's rule.
  public static func table(
    _ translations: [String: String], pluralForms: [String: [String]] = [:], locale: Locale,
    pluralRule: @escaping @Sendable (Int) -> Int = { $0 == 1 ? 0 : 1 }
  ) -> MessageCatalog {
    MessageCatalog(
      locale: locale,
      text: { message, context in
        translations[MessageCatalog.key(message, context: context)] ?? message
      },
      plural: { singular, plural, count, context in
        let forms = pluralForms[MessageCatalog.key(singular, context: context)] ?? []
        let index = pluralRule(count)
        if forms.indices.contains(index) { return forms[index] }
        return count == 1 ? singular : plural
      })
  }

  /// gettext's key of a message with a context: the context, EOT, then the message.
  public static func key(_ message: String, context: String?) -> String {
    guard let context else { return message }
    return context + "\u{4}" + message
  }
}
