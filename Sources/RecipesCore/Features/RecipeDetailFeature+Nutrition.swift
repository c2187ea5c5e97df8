extension RecipeDetailFeature {
  /// Applies the actions of the window's Nutrition section: the estimate, and the cook's
  /// choice of another food for a line, kept for that ingredient in every recipe.
  func reduceNutrition(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .nutritionResponse(let facts):
      state.nutrition = facts
      state.nutritionFailure = nil
      return .none

    case .nutritionFailed(let failure):
      state.nutrition = nil
      state.nutritionFailure = failure
      return .none

    case .changeFoodTapped(let key):
      guard let line = state.nutrition?.lines.first(where: { $0.key == key }) else {
        return .none
      }
      state.foodPicker = FoodPickerFeature.State(key: key, line: line.text, text: key)
      return reduceNutrition(into: &state, action: .foodPicker(.searchChanged(key)))

    case .foodPicker(let pickerAction):
      guard var picker = state.foodPicker else { return .none }
      let effect = FoodPickerFeature(nutrition: nutrition).reduce(
        into: &picker, action: pickerAction)
      state.foodPicker = picker
      return effect.map(Action.foodPicker)

    case .foodPickerClosed:
      state.foodPicker = nil
      return .none

    case .foodChosen(let choice):
      guard let key = state.foodPicker?.key else { return .none }
      state.foodPicker = nil
      state.actionError = nil
      return .run { [library] send in
        let saved = await Result {
          try await library.setFoodCorrection(key, choice)
          return key
        }
        await send(.foodCorrectionSaved(saved))
      }
      .cancellable(id: CancelID.foodCorrection(state.id), cancelInFlight: true)

    case .foodCorrectionSaved(.success), .foodCorrectionsChanged:
      return estimateNutrition(of: state.recipe)

    case .foodCorrectionSaved(.failure(let error)):
      state.actionError = error
      return .none

    default:
      return .none
    }
  }

  /// Works out what a serving of `recipe` holds, with the cook's corrections, off the main
  /// actor; nothing without a nutrition client or a recipe.
  func estimateNutrition(of recipe: Recipe?) -> Effect<Action> {
    guard let recipe, !recipe.ingredients.isEmpty, let estimate = nutrition.estimate else {
      return .none
    }
    return .run { [library] send in
      // Corrections the library cannot read leave the estimate as the engine makes it.
      let corrections = (try? await library.foodCorrections()) ?? [:]
      do {
        await send(.nutritionResponse(try await estimate(recipe, corrections)))
      } catch {
        await send(.nutritionFailed(error as? NutritionUnavailable ?? .foodTableUnreadable))
      }
    }
    .cancellable(id: CancelID.nutrition(recipe.id), cancelInFlight: true)
  }
}
