import RecipesCore

extension Recipe {
  /// Whether the recipe's own ingredient lines may be poorer than a page's list: none, one
  /// line holding them all, or names without a single amount.
  var mayLackIngredients: Bool {
    ingredients.count <= 1 || !ingredients.contains { $0.text.contains(where: \.isNumber) }
  }

  /// Whether the recipe's own steps may be poorer than a page's: none, one that is no
  /// step (a scrap of markup or data, a few characters), or the whole article they are in.
  var mayLackSteps: Bool {
    let steps = self.steps
    if holdsArticle { return true }
    guard steps.count == 1, let only = steps.first else { return steps.isEmpty }
    return only.count < 20 || only.hasPrefix("[") || only.hasPrefix("{")
  }

  /// Whether the steps are the article the method is in rather than the method: a theme
  /// that writes the post's text as the recipe's instructions, its links to other posts
  /// left as lines that are a web address alone.
  private var holdsArticle: Bool {
    steps.count > 1
      && steps.contains { step in
        (step.hasPrefix("https://") || step.hasPrefix("http://"))
          && !step.contains(where: \.isWhitespace)
      }
  }

  /// The recipe with the page's `lists` where its own are poorer.
  ///
  /// Its ingredients where it has none, one line or no amount while the page lists more
  /// lines or amounts, or where the page lists every line of its own and more lines with
  /// amounts (data that kept one group of several, on a page read for its missing steps);
  /// its steps where it has none or a scrap while the page lists steps, or where it has the
  /// whole article and the page lists the method found in it. What it has otherwise is kept.
  func filling(from lists: PageRecipeLists) -> Recipe {
    let listed = lists.ingredients
    let listedAmounts = listed.filter { $0.contains(where: \.isNumber) }.count
    let ownAmounts = ingredients.filter { $0.text.contains(where: \.isNumber) }.count
    let takesIngredients =
      !listed.isEmpty
      && (ingredients.isEmpty || (ingredients.count == 1 && listed.count >= 3)
        || (ownAmounts == 0 && listed.count >= ingredients.count
          && listedAmounts * 2 >= listed.count)
        || listsMore(listed))
    let takesSteps =
      holdsArticle
      ? lists.steps.count >= 2 && holdsEach(lists.steps)
      : lists.steps.count > steps.count && mayLackSteps
    if !takesIngredients && !takesSteps { return self }
    return Recipe(
      id: id, name: name, category: category, area: area,
      instructions: takesSteps ? lists.steps.joined(separator: "\n") : instructions, tags: tags,
      thumbnailURL: thumbnailURL, videoURL: videoURL, sourceURL: sourceURL,
      ingredients: takesIngredients
        ? listed.map { Ingredient(name: $0, measure: "", text: $0) } : ingredients,
      stepSections: takesSteps ? [StepSection(steps: lists.steps)] : stepSections,
      servings: servings, yield: yield, prepMinutes: prepMinutes, cookMinutes: cookMinutes,
      totalMinutes: totalMinutes, description: description, author: author, notes: notes,
      publishedMembers: publishedMembers)
  }

  /// Whether the recipe's steps hold each of `pageSteps` (however they are split in lines):
  /// the page's method is the part of the article the data gave.
  private func holdsEach(_ pageSteps: [String]) -> Bool {
    func key(_ text: String) -> String {
      text.lowercased().split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }
    let own = key(steps.joined(separator: " "))
    return pageSteps.allSatisfy { own.contains(key($0)) }
  }

  /// Whether `listed` holds each of the recipe's ingredient lines and more lines, at least
  /// two and half as many as the recipe's, most of them with an amount.
  private func listsMore(_ listed: [String]) -> Bool {
    guard !ingredients.isEmpty, listed.count >= ingredients.count + 2,
      (listed.count - ingredients.count) * 2 >= ingredients.count
    else { return false }
    func key(_ line: String) -> String {
      line.lowercased().split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }
    var extra = listed.map(key)
    for line in ingredients.map({ key($0.text) }) {
      guard let found = extra.firstIndex(of: line) else { return false }
      extra.remove(at: found)
    }
    return extra.filter { $0.contains(where: \.isNumber) }.count * 2 > extra.count
  }
}
