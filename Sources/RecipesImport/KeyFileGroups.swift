import Foundation
import GtkInterop
import RecipesCore

/// Reads GNOME Recipes' key file with GLib's `GKeyFile` (through `GtkInterop`), as the
/// groups the pure reader takes.
public enum KeyFileGroups {
  /// The keys GNOME Recipes writes as string lists.
  private static let listKeys: Set<String> = ["Images"]

  /// The groups of the key file at `file`, or why it cannot be read.
  public static func read(_ file: URL) throws(ImportError) -> [KeyFileGroup] {
    do {
      return try KeyFile.groups(at: file.path, listKeys: listKeys).map {
        KeyFileGroup(name: $0.name, values: $0.values, lists: $0.lists)
      }
    } catch {
      throw .unreadableFile(path: file.path, reason: error.description)
    }
  }
}
