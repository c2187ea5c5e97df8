import Foundation

/// The text a person reads, in their language: `message` translated by the installed catalog,
/// then each `{name}` placeholder replaced by `values[name]`.
///
/// `message` must be a literal: `scripts/update-pot.py` collects every literal passed here
/// into `po/recipes.pot`, which translators work from. Placeholders are named, so a
/// translation may put them in any order:
///
/// ```swift
/// localized("{name} was added to the shopping list", ["name": recipe.name])
/// localized("tbsp", context: "unit")  // "EL" in German
/// ```
public func localized(
  _ message: StaticString, context: StaticString? = nil, _ values: [String: String] = [:]
) -> String {
  let catalog = Localization.catalog
  let text = catalog.text(message.description, context?.description)
  return Placeholders.fill(text, with: values)
}

/// The form of a message that goes with `count`, in the person's language, with `{count}`
/// replaced by the count written as the locale writes numbers and each other `{name}` by
/// `values[name]`.
///
/// Both forms must be literals (see `localized(_:context:_:)`); a language with more plural
/// forms than English has them in its catalog.
///
/// ```swift
/// localizedPlural("{count} serving", "{count} servings", count: 4)
/// ```
public func localizedPlural(
  _ singular: StaticString, _ plural: StaticString, count: Int, context: StaticString? = nil,
  _ values: [String: String] = [:]
) -> String {
  let catalog = Localization.catalog
  let text = catalog.plural(singular.description, plural.description, count, context?.description)
  var filled = values
  filled["count"] = filled["count"] ?? String(count)
  return Placeholders.fill(text, with: filled)
}

/// Marks a literal for the catalog without translating it yet: for messages kept in tables
/// (an enum's cases, a list of hints) and translated where they are shown, with
/// `localized(message:)`.
public func localizable(_ message: StaticString) -> LocalizableMessage {
  LocalizableMessage(source: message.description)
}

/// A message from the sources, marked for the catalog, translated when shown.
public struct LocalizableMessage: Hashable, Sendable {
  /// The message as written in the source: the catalog's key.
  public let source: String

  /// The message in the person's language, with each `{name}` replaced by `values[name]`.
  public func localized(_ values: [String: String] = [:]) -> String {
    Placeholders.fill(Localization.catalog.text(source, nil), with: values)
  }
}
