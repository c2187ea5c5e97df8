import CGtk

/// A value sent or received over D-Bus, of the types the app's interfaces use.
///
/// Strings (`s`), unsigned 32-bit numbers (`u`), lists of strings (`as`) and lists of
/// dictionaries of values (`aa{sv}`, each value in a variant, as the Shell's search
/// provider answers result metas).
public indirect enum DBusValue: Equatable, Sendable {
  /// `s`
  case string(String)
  /// `u`
  case uint32(UInt32)
  /// `as`
  case strings([String])
  /// `aa{sv}`: each value travels in a variant.
  case dictionaries([[String: DBusValue]])

  /// The strings of `.strings`, nil for any other value.
  public var strings: [String]? {
    if case .strings(let strings) = self { return strings }
    return nil
  }

  /// The string of `.string`, nil for any other value.
  public var string: String? {
    if case .string(let string) = self { return string }
    return nil
  }

  /// The value `variant` holds (borrowed: the caller keeps its reference); nil for a type
  /// none of the cases holds.
  init?(_ variant: OpaquePointer) {
    switch String(cString: g_variant_get_type_string(variant)) {
    case "s":
      self = .string(String(cString: g_variant_get_string(variant, nil)))
    case "u":
      self = .uint32(g_variant_get_uint32(variant))
    case "as":
      let list = g_variant_dup_strv(variant, nil)
      defer { g_strfreev(list) }
      self = .strings(GtkInterop.strings(in: list))
    case "aa{sv}":
      var dictionaries: [[String: DBusValue]] = []
      for child in Self.children(of: variant) {
        defer { g_variant_unref(child) }
        var dictionary: [String: DBusValue] = [:]
        for entry in Self.children(of: child) {
          defer { g_variant_unref(entry) }
          let key = g_variant_get_child_value(entry, 0)
          let boxed = g_variant_get_child_value(entry, 1)
          defer {
            g_variant_unref(key)
            g_variant_unref(boxed)
          }
          guard let key, let boxed, let inner = g_variant_get_variant(boxed) else { return nil }
          defer { g_variant_unref(inner) }
          guard let value = DBusValue(inner) else { return nil }
          dictionary[String(cString: g_variant_get_string(key, nil))] = value
        }
        dictionaries.append(dictionary)
      }
      self = .dictionaries(dictionaries)
    default:
      return nil
    }
  }

  /// The children of a container, each a new reference the caller releases.
  private static func children(of variant: OpaquePointer) -> [OpaquePointer] {
    (0..<g_variant_n_children(variant)).compactMap { g_variant_get_child_value(variant, $0) }
  }

  /// A new floating GVariant holding the value (a reply or a tuple takes it).
  func makeVariant() -> OpaquePointer {
    switch self {
    case .string(let string):
      return g_variant_new_string(string)
    case .uint32(let number):
      return g_variant_new_uint32(number)
    case .strings(let strings):
      return withCStrings(strings) { g_variant_new_strv($0, gssize(strings.count)) }
    case .dictionaries(let dictionaries):
      let entries = dictionaries.map { dictionary in
        let children: [OpaquePointer?] = dictionary.sorted { $0.key < $1.key }.map {
          g_variant_new_dict_entry(
            g_variant_new_string($0.key), g_variant_new_variant($0.value.makeVariant()))
        }
        return Self.array(of: "{sv}", children)
      }
      return Self.array(of: "a{sv}", entries)
    }
  }

  /// A new floating array of `children`, each of type `elementType`.
  ///
  /// The type string is kept alive for the whole call: a type made from a Swift string
  /// passed straight in pointed into a temporary freed before GLib read it (`Action.choice`).
  private static func array(of elementType: String, _ children: [OpaquePointer?]) -> OpaquePointer {
    elementType.withCString { type in
      children.withUnsafeBufferPointer {
        g_variant_new_array(recipes_variant_type(type), $0.baseAddress, gsize($0.count))
      }
    }
  }

  /// A new floating tuple of `values`: a method's arguments or its reply.
  static func tuple(_ values: [DBusValue]) -> OpaquePointer {
    let children: [OpaquePointer?] = values.map { $0.makeVariant() }
    return children.withUnsafeBufferPointer {
      g_variant_new_tuple($0.baseAddress, gsize($0.count))
    }
  }
}
