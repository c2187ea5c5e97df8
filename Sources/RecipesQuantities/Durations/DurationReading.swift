/// What a text is read as, which decides the units of time it may use.
enum DurationReading {
  /// A step of a method, scanned for every wait it gives: units that also mean other things
  /// ("s", "m") and spans nobody sets a timer for (days) are left out.
  case step
  /// A field that holds one time and nothing else ("Prep time: 1 d 2 h", "20m"): every unit
  /// reads, and a number after hours with no unit of its own is minutes ("1 hr 20").
  case field
}
