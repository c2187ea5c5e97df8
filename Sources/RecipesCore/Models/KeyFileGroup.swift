/// One group of a GLib key file (`[Name]` and its `key=value` lines), values unescaped.
///
/// The key file itself is read by GLib in the GTK interop layer; this plain value carries
/// its groups to the pure readers (GNOME Recipes' `recipes.db`).
public struct KeyFileGroup: Equatable, Sendable {
  /// The group's name, without brackets.
  public var name: String
  /// Every key of the group with its value, as `g_key_file_get_string` returns it.
  public var values: [String: String]
  /// The keys read as lists, each item unescaped as `g_key_file_get_string_list` gives it
  /// (`\;` inside an item, no empty item after a trailing `;`); only the keys asked for.
  public var lists: [String: [String]]

  /// Creates a group.
  public init(name: String, values: [String: String], lists: [String: [String]] = [:]) {
    self.name = name
    self.values = values
    self.lists = lists
  }
}
