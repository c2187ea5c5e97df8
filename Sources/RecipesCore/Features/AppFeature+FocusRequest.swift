extension AppFeature {
  /// A request to bring a detail window to the front.
  public struct FocusRequest: Equatable, Sendable {
    /// The recipe whose window to raise.
    public var recipeID: Recipe.ID
    /// Increases with every request, so two requests for one window differ.
    public var sequence: Int

    /// Creates a request.
    public init(recipeID: Recipe.ID, sequence: Int) {
      self.recipeID = recipeID
      self.sequence = sequence
    }
  }
}
