/// A countdown the cook started from a step; it lives in the store, so it keeps running
/// whichever window is open, or none.
public struct CookingTimer: Equatable, Sendable, Identifiable {
  /// Identifies a timer for its whole life; a restarted timer gets a new one.
  public struct ID: Hashable, Sendable, CustomStringConvertible {
    /// The count of timers started before this one, plus one.
    public let rawValue: Int

    /// Wraps a number.
    public init(_ rawValue: Int) { self.rawValue = rawValue }

    /// The number, as the notification's id uses it.
    public var description: String { String(rawValue) }
  }

  /// Which step's which timer a countdown was started from.
  public struct Origin: Hashable, Sendable {
    /// The recipe cooked.
    public let recipeID: Recipe.ID
    /// The step's position among all steps, from 0.
    public let stepIndex: Int
    /// The timer's position among its step's timers, from 0.
    public let timerIndex: Int

    /// Creates an origin.
    public init(recipeID: Recipe.ID, stepIndex: Int, timerIndex: Int) {
      self.recipeID = recipeID
      self.stepIndex = stepIndex
      self.timerIndex = timerIndex
    }
  }

  /// This countdown's identifier.
  public let id: ID
  /// The step timer it counts down.
  public let origin: Origin
  /// The recipe's name, for the header and the notification.
  public let recipeName: String
  /// The phrase of the step it came from ("25–30 minutes").
  public let phrase: String
  /// How long it runs, in seconds.
  public let duration: Int
  /// Seconds left; 0 once it finished.
  public var remaining: Int

  /// Creates a timer that has not started counting.
  public init(id: ID, origin: Origin, recipeName: String, phrase: String, duration: Int) {
    self.id = id
    self.origin = origin
    self.recipeName = recipeName
    self.phrase = phrase
    self.duration = duration
    self.remaining = duration
  }

  /// Whether it reached zero.
  public var isFinished: Bool { remaining == 0 }
}

/// A running timer the cook stopped, kept counting while Undo is offered.
public struct StoppedTimer: Equatable, Sendable {
  /// How long Undo is offered after a stop, in the timer's seconds.
  public static let undoSeconds = 10

  /// The timer as it would be had it not been stopped.
  public var timer: CookingTimer
  /// The seconds left to undo the stop.
  public var undoSecondsLeft: Int

  /// `timer`, just stopped.
  public init(timer: CookingTimer, undoSecondsLeft: Int = StoppedTimer.undoSeconds) {
    self.timer = timer
    self.undoSecondsLeft = undoSecondsLeft
  }
}
