import Foundation

/// The process's resident memory, from `/proc/self/statm`, for `--measure-startup`.
enum ResidentMemory {
  /// Resident set size in MiB; 0 if `/proc` cannot be read.
  static func megabytes() -> Double {
    guard let text = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else {
      return 0
    }
    let fields = text.split(separator: " ")
    guard fields.count > 1, let pages = Double(fields[1]) else { return 0 }
    return pages * Double(sysconf(Int32(_SC_PAGESIZE))) / 1_048_576
  }
}
