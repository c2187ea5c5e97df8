import RecipesLocalization

/// The five star buttons of a recipe window, derived from its rating.
public struct RatingStars: Equatable, Sendable {
  /// One star button.
  public struct Star: Equatable, Sendable {
    /// The stars a click on it rates (1 to 5).
    public let stars: Int
    /// Whether it is drawn filled: the rating is at least `stars`.
    public let isFilled: Bool
    /// What a screen reader says of it ("Rate 3 stars").
    public let label: String
    /// What its tooltip says: the label, or how to take the rating away on the star set.
    public let tooltip: String
  }

  /// The five stars, from one to five.
  public let stars: [Star]

  /// The stars of a recipe rated `rating` (nil: not rated).
  public init(rating: Int?) {
    stars = RecipeRating.range.map { count in
      let label = localizedPlural("Rate {count} star", "Rate {count} stars", count: count)
      return Star(
        stars: count, isFilled: (rating ?? 0) >= count, label: label,
        tooltip: rating == count ? localized("Clear the rating") : label)
    }
  }
}
