import Foundation

/// Reads HTTP's date format (RFC 9110's IMF-fixdate, `Sun, 06 Nov 1994 08:49:37 GMT`), the
/// one `DAV:getlastmodified` uses.
enum HTTPDate {
  private static let months = [
    "jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec",
  ]

  /// The date `text` names; nil for any other format.
  static func parse(_ text: String) -> Date? {
    let fields = text.split(separator: " ")
    guard fields.count == 6, fields[5] == "GMT" || fields[5] == "UTC",
      let day = Int(fields[1]), let month = months.firstIndex(of: fields[2].lowercased()),
      let year = Int(fields[3])
    else { return nil }
    let time = fields[4].split(separator: ":").compactMap { Int($0) }
    guard time.count == 3 else { return nil }
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(identifier: "GMT") ?? calendar.timeZone
    let components = DateComponents(
      year: year, month: month + 1, day: day, hour: time[0], minute: time[1], second: time[2])
    guard components.isValidDate(in: calendar) else { return nil }
    return calendar.date(from: components)
  }
}
