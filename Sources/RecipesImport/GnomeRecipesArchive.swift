import Foundation
import RecipesCore
import RecipesLocalization

/// Unpacks GNOME Recipes' export archive with the system's `tar`.
///
/// GNOME Recipes exports a gzip'd tar holding `recipes.db`, `chefs.db` and `images/`
/// (`gr-recipe-store.c`). Its member names are listed first and the whole archive refused
/// if one would land outside the folder (an absolute path, a `..`); links are removed after
/// unpacking, so no picture copied later can point outside it either.
enum GnomeRecipesArchive {
  /// Unpacks `archive` into `folder` (created) and returns its `recipes.db`.
  static func unpack(_ archive: URL, into folder: URL) throws(ImportError) -> URL {
    func failure(_ reason: String) -> ImportError {
      .unusableArchive(path: archive.path, reason: reason)
    }
    guard let listing = try? run(["-tzf", archive.path]), listing.status == 0 else {
      throw failure(localized("it is not a GNOME Recipes export: tar cannot read it"))
    }
    let members = listing.output.split(whereSeparator: \.isNewline).map(String.init)
    if let escaping = members.first(where: escapesFolder) {
      throw failure(
        localized(
          "it holds “{name}”, which would land outside the folder", ["name": escaping]))
    }
    do {
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    } catch {
      throw failure(
        localized(
          "no folder to unpack it into: {reason}",
          ["reason": ImportSourceDetector.reason(error)]))
    }
    let extraction = try? run([
      "-xzf", archive.path, "-C", folder.path, "--no-same-owner", "--no-same-permissions",
    ])
    guard let extraction, extraction.status == 0 else {
      let said = extraction?.errors.split(whereSeparator: \.isNewline).first.map(String.init)
      throw failure(
        said.map { localized("tar could not unpack it: {reason}", ["reason": $0]) }
          ?? localized("tar could not unpack it"))
    }
    removeLinks(in: folder)
    guard let database = database(in: folder) else {
      throw failure(localized("it holds no recipes.db, so it is not a GNOME Recipes export"))
    }
    return database
  }

  /// Whether a member named `name` would be written outside the folder it is unpacked into.
  static func escapesFolder(_ name: String) -> Bool {
    name.hasPrefix("/") || name.split(separator: "/").contains("..")
  }

  /// `recipes.db` at the top of the archive, or in its one top folder.
  private static func database(in folder: URL) -> URL? {
    let files = FileManager.default
    let top = folder.appendingPathComponent("recipes.db")
    if files.fileExists(atPath: top.path) { return top }
    let entries = (try? files.contentsOfDirectory(atPath: folder.path)) ?? []
    return entries.sorted().lazy
      .map { folder.appendingPathComponent($0).appendingPathComponent("recipes.db") }
      .first { files.fileExists(atPath: $0.path) }
  }

  private static func removeLinks(in folder: URL) {
    let files = FileManager.default
    guard let walk = files.enumerator(atPath: folder.path) else { return }
    for case let relative as String in walk {
      let path = folder.appendingPathComponent(relative).path
      let type = (try? files.attributesOfItem(atPath: path))?[.type] as? FileAttributeType
      if type == .typeSymbolicLink { try? files.removeItem(atPath: path) }
    }
  }

  /// What `tar arguments` printed and how it exited; stderr goes to a file so neither pipe
  /// can fill up while the other is read.
  private static func run(_ arguments: [String]) throws -> (
    status: Int32, output: String, errors: String
  ) {
    let errorsFile = FileManager.default.temporaryDirectory
      .appendingPathComponent("recipes-tar-\(UUID().uuidString).err")
    guard FileManager.default.createFile(atPath: errorsFile.path, contents: nil) else {
      throw CocoaError(.fileWriteUnknown)
    }
    defer { try? FileManager.default.removeItem(at: errorsFile) }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["tar"] + arguments
    let output = Pipe()
    process.standardOutput = output
    process.standardError = try FileHandle(forWritingTo: errorsFile)
    process.standardInput = FileHandle.nullDevice
    try process.run()
    let printed = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    let errors = (try? String(contentsOf: errorsFile, encoding: .utf8)) ?? ""
    return (process.terminationStatus, String(decoding: printed, as: UTF8.self), errors)
  }
}
