import CGtk
import Foundation

/// GLib's key files (`[Group]` and `key=value` lines), read with `GKeyFile`: other GNOME
/// apps' data, such as GNOME Recipes' `recipes.db`.
public enum KeyFile {
  /// Why a key file could not be read: GLib's message.
  public struct ReadError: Error, Equatable, Sendable, CustomStringConvertible {
    /// GLib's explanation ("Key file contains line “x” which is not a key-value pair…").
    public let description: String
  }

  /// One group: each key's value as `g_key_file_get_string` returns it (escapes such as `\n`
  /// and `\t` resolved; a list stays one string with its `;` separators), and the keys asked
  /// for as lists, as `g_key_file_get_string_list` returns them.
  public struct Group: Sendable {
    /// The group's name, without brackets.
    public let name: String
    /// Every key's value; one GLib cannot unescape (a list's `\;`) is given as written.
    public let values: [String: String]
    /// The list keys asked for that the group has.
    public let lists: [String: [String]]
  }

  /// Every group of the file at `path` in order, translated keys (`Name[de]`) among the
  /// others; `listKeys` are also read as lists.
  public static func groups(at path: String, listKeys: Set<String> = []) throws(ReadError)
    -> [Group]
  {
    guard let file = g_key_file_new() else { throw ReadError(description: "out of memory") }
    defer { g_key_file_free(file) }
    var error: UnsafeMutablePointer<GError>?
    // Translations (`Name[de]`) are kept whatever the locale: GLib drops other languages'
    // otherwise, and a group may have nothing else.
    guard g_key_file_load_from_file(file, path, G_KEY_FILE_KEEP_TRANSLATIONS, &error) != 0 else {
      throw ReadError(description: message(consuming: error))
    }
    return names(g_key_file_get_groups(file, nil)).map { group in
      var values: [String: String] = [:]
      var lists: [String: [String]] = [:]
      for key in names(g_key_file_get_keys(file, group, nil, nil)) {
        // An escape get_string does not know (a list item's `\;`) is an error to it, and
        // some GLib versions then give nothing: the value as written rather than no key.
        guard
          let value = g_key_file_get_string(file, group, key, nil)
            ?? g_key_file_get_value(file, group, key, nil)
        else { continue }
        values[key] = String(cString: value)
        g_free(value)
        if listKeys.contains(key), let list = g_key_file_get_string_list(file, group, key, nil, nil)
        {
          lists[key] = names(list)
        }
      }
      return Group(name: group, values: values, lists: lists)
    }
  }

  /// The strings of a NULL-terminated list GLib handed over, which is then freed.
  private static func names(_ list: UnsafeMutablePointer<UnsafeMutablePointer<gchar>?>?)
    -> [String]
  {
    guard let list else { return [] }
    defer { g_strfreev(list) }
    var result: [String] = []
    var index = 0
    while let entry = list[index] {
      result.append(String(cString: entry))
      index += 1
    }
    return result
  }

  private static func message(consuming error: UnsafeMutablePointer<GError>?) -> String {
    guard let error else { return "unknown error" }
    defer { g_error_free(error) }
    return String(cString: error.pointee.message)
  }
}
