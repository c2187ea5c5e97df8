import RecipesCore
import Testing

@Suite("Splitting instructions into steps")
struct InstructionStepsTests {
  struct Case: Sendable, CustomTestStringConvertible {
    let input: String
    let steps: [String]
    var testDescription: String { input.debugDescription }
  }

  @Test(arguments: [
    Case(input: "", steps: []),
    Case(input: "   \n\n  ", steps: []),
    Case(input: "Boil water.", steps: ["Boil water."]),
    Case(input: "Boil water.\nAdd pasta.", steps: ["Boil water.", "Add pasta."]),
    Case(input: "Boil water.\r\n\r\nAdd pasta.\r\n", steps: ["Boil water.", "Add pasta."]),
    Case(input: "1. Boil water.\n2. Add pasta.", steps: ["Boil water.", "Add pasta."]),
    Case(input: "1) Boil.\n2) Drain.", steps: ["Boil.", "Drain."]),
    Case(input: "STEP 1\nBoil water.\nSTEP 2\nAdd pasta.", steps: ["Boil water.", "Add pasta."]),
    Case(input: "Step 1: Boil water.\nstep 2 - Add pasta.", steps: ["Boil water.", "Add pasta."]),
    Case(input: "10. Serve.", steps: ["Serve."]),
    Case(input: "2 eggs, beaten.", steps: ["2 eggs, beaten."]),
    Case(input: "350 g of flour.", steps: ["350 g of flour."]),
    Case(input: "1.5 kg of potatoes, peeled.", steps: ["1.5 kg of potatoes, peeled."]),
    Case(input: "Stepping back, let it rest.", steps: ["Stepping back, let it rest."]),
    Case(input: "  Indented line.  ", steps: ["Indented line."]),
  ])
  func split(_ example: Case) {
    #expect(InstructionSteps.split(example.input) == example.steps)
  }
}
