import RecipesQuantities

/// A duration a cook would set a timer for, found in a step's text: the phrase
/// `KitchenDuration` reads, the one reading of durations in steps.
///
/// "bake for 25–30 minutes" gives `seconds` 1500 and `upperBoundSeconds` 1800; the timer
/// counts down from the lower bound, the shorter wait being the one to check on.
public typealias StepTimer = DurationPhrase
