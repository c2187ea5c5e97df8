/// What cooking mode shows of one recipe: its steps one at a time, with their timers, and
/// its ingredients a tap away.
public struct CookingSession: Equatable, Sendable {
  /// One step as cooking mode shows it.
  public struct Step: Equatable, Sendable {
    /// The step as written.
    public let text: String
    /// The durations it gives, each a timer button.
    public let timers: [StepTimer]

    /// Creates a step; its timers are read from `text`.
    public init(text: String) {
      self.text = text
      self.timers = StepTimers.find(in: text)
    }
  }

  /// The recipe cooked.
  public let recipeID: Recipe.ID
  /// Its name, the window's title.
  public let recipeName: String
  /// Every step, in order, whatever section it is in.
  public let steps: [Step]
  /// The ingredient lines, for the servings and units cooking started with.
  public let ingredients: [String]
  /// How many servings it is cooked for; nil when the recipe does not say and the cook did
  /// not choose.
  public let servings: Int?
  /// The step shown, from 0.
  public var stepIndex = 0
  /// Whether the ingredients are shown instead of the step.
  public var showsIngredients = false
  /// The desktop's answer to "stay awake", once it came.
  public var inhibitToken: IdleInhibitor.Token?

  /// Starts cooking `recipe` at its first step, its ingredients scaled and converted by
  /// `scaling` (as written when nil).
  public init(recipe: Recipe, scaling: IngredientScaling? = nil) {
    recipeID = recipe.id
    recipeName = recipe.name
    // The steps name the amounts and temperatures for the servings and units cooked for.
    steps = (scaling?.steps(of: recipe) ?? recipe.steps).map(Step.init(text:))
    ingredients =
      scaling.map { $0.rows(of: recipe).map(\.line) }
      ?? recipe.ingredients.map(\.text)
    // Only servings the recipe states, or the cook chose, are said, as the recipe window
    // says them: a recipe that does not say is scaled as for 4, which it never claimed.
    let stated = IngredientScaling.statedServings(of: recipe)
    servings =
      scaling.flatMap {
        stated != nil || $0.servings != IngredientScaling.assumedServings ? $0.servings : nil
      } ?? stated
  }

  /// Whether there is a step before the one shown.
  public var hasPrevious: Bool { stepIndex > 0 }
  /// Whether there is a step after the one shown.
  public var hasNext: Bool { stepIndex + 1 < steps.count }
}
