import RecipesCore

/// Paprika's ingredients and directions: one text each, a line per ingredient or step, with
/// the headings cooks type between them ("For the sauce:").
enum PaprikaLines {
  /// A heading is a short line ending with ":" and naming no amount.
  private static let longestHeading = 48

  /// The ingredient lines as written, each in the group of the heading above it.
  static func ingredients(_ text: String) -> [Ingredient] {
    var group: String?
    var ingredients: [Ingredient] = []
    for line in lines(text) {
      if let heading = heading(line) {
        group = heading
        continue
      }
      ingredients.append(Ingredient(name: line, measure: "", text: line, group: group))
    }
    return ingredients
  }

  /// The directions as sections of steps.
  ///
  /// A line is a step (its "1." dropped); a heading starts a titled section. A heading with
  /// no step after it stays as a step, so no text is lost.
  static func sections(_ text: String) -> [StepSection] {
    var sections: [(title: String?, steps: [String])] = []
    for line in lines(text) {
      if let heading = heading(line) {
        sections.append((heading, []))
        continue
      }
      let steps = InstructionSteps.split(line)
      if steps.isEmpty { continue }
      if sections.isEmpty { sections.append((nil, [])) }
      sections[sections.count - 1].steps += steps
    }
    var result: [StepSection] = []
    for section in sections {
      if !section.steps.isEmpty {
        result.append(StepSection(title: section.title, steps: section.steps))
      } else if let title = section.title {
        let previous = result.popLast() ?? StepSection(title: nil, steps: [])
        result.append(StepSection(title: previous.title, steps: previous.steps + [title + ":"]))
      }
    }
    return result
  }

  /// The non-blank lines, whitespace tidied.
  private static func lines(_ text: String) -> [String] {
    text.split(whereSeparator: \.isNewline).map { SchemaOrgText.collapsed(String($0)) }
      .filter { !$0.isEmpty }
  }

  /// "For the sauce:" → "For the sauce"; nil for a line that is no heading.
  private static func heading(_ line: String) -> String? {
    guard line.hasSuffix(":"), line.count <= longestHeading,
      !line.contains(where: { $0.isNumber })
    else { return nil }
    let title = String(line.dropLast()).trimmingCharacters(in: .whitespaces)
    return title.isEmpty ? nil : title
  }
}
