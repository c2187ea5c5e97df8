import Foundation

/// What the planner window shows for a week, derived from the state by a pure function.
public struct PlanWeekViewState: Equatable, Sendable {
  /// One planned thing: a recipe card or a note.
  public struct Card: Equatable, Sendable, Identifiable {
    /// The entry.
    public let id: PlanEntry.ID
    /// The recipe's name, or the note.
    public let title: String
    /// The recipe, if it is not a note.
    public let recipeID: Recipe.ID?
    /// The recipe's picture, if it has one.
    public let thumbnailURL: URL?
    /// "4 servings" for a recipe; nil for a note.
    public let servingsText: String?
    /// The servings planned, for a recipe; nil for a note.
    public let servings: Int?
    /// The drawing shown for a recipe without a picture (or under it); nil for a note.
    public let illustration: Illustration?
    /// Whether it is a note rather than a recipe.
    public var isNote: Bool { recipeID == nil }

    /// Creates a card.
    public init(
      id: PlanEntry.ID, title: String, recipeID: Recipe.ID?, thumbnailURL: URL?,
      servingsText: String?, servings: Int? = nil, illustration: Illustration? = nil
    ) {
      self.id = id
      self.title = title
      self.recipeID = recipeID
      self.thumbnailURL = thumbnailURL
      self.servingsText = servingsText
      self.servings = servings
      self.illustration = illustration
    }
  }

  /// A meal of a day and what is planned for it, in order.
  public struct Slot: Equatable, Sendable {
    /// The meal.
    public let meal: Meal
    /// Its heading ("Dinner").
    public var title: String { PlanText.mealTitle(meal) }
    /// The cards, in their order.
    public let cards: [Card]
  }

  /// A day of the week.
  public struct Day: Equatable, Sendable, Identifiable {
    /// The day.
    public let day: PlanDay
    /// "Monday 30 November".
    public let title: String
    /// Whether it is today.
    public let isToday: Bool
    /// Every meal, breakfast first, each with its cards (maybe none).
    public let slots: [Slot]
    /// The day, as its identifier.
    public var id: PlanDay { day }
  }

  /// "30 Nov – 6 Dec 2026"; empty before the planner opens.
  public let title: String
  /// The seven days, the first weekday first.
  public let days: [Day]
  /// Whether the week shown holds today.
  public let showsToday: Bool
  /// The undo banner's text, while a removal can be undone.
  public let undoText: String?
  /// What the last shopping or suggestion did.
  public let noticeText: String?
  /// Whether the notice offers Undo: the dinners just suggested can be taken off again,
  /// and what the week just put on the shopping list.
  public let noticeOffersUndo: Bool
  /// What the notice's Undo sends, when it offers one.
  public let noticeUndo: PlanFeature.Action?
  /// A failure to show over the week.
  public let errorMessage: String?
  /// Whether the library is being read.
  public let isLoading: Bool

  /// Derives what the planner shows from its state.
  public init(_ state: PlanFeature.State) {
    let days = state.days
    title = days.first.map { PlanText.weekTitle(from: $0, to: $0.adding(days: 6)) } ?? ""
    var byDay: [PlanDay: [Meal: [Card]]] = [:]
    for entry in state.week.entries {
      byDay[entry.day, default: [:]][entry.meal, default: []].append(
        Self.card(entry, state.week.recipes))
    }
    self.days = days.map { day in
      let meals = byDay[day] ?? [:]
      return Day(
        day: day, title: PlanText.longDay(day), isToday: day == state.today,
        slots: Meal.allCases.map { Slot(meal: $0, cards: meals[$0] ?? []) })
    }
    showsToday = state.today.map(days.contains) ?? false
    undoText = state.removed.map { PlanText.removed(Self.card($0, state.week.recipes).title) }
    noticeText = state.notice.map(PlanText.notice)
    noticeUndo =
      !state.suggested.isEmpty
      ? .undoSuggestionTapped : state.shopped != nil ? .undoShoppingTapped : nil
    noticeOffersUndo = noticeUndo != nil
    errorMessage = state.error?.message
    isLoading = state.isLoading
  }

  private static func card(_ entry: PlanEntry, _ recipes: [Recipe.ID: RecipeSummary]) -> Card {
    switch entry.content {
    case .recipe(let id, let servings):
      let summary = recipes[id]
      return Card(
        id: entry.id, title: summary?.name ?? PlanText.missingRecipe(id), recipeID: id,
        thumbnailURL: summary?.thumbnailURL, servingsText: PlanText.servings(servings),
        servings: servings,
        illustration: Illustration(category: summary?.category, area: summary?.area))
    case .note(let text):
      return Card(
        id: entry.id, title: text, recipeID: nil, thumbnailURL: nil, servingsText: nil)
    }
  }
}
