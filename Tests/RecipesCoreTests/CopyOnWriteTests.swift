import RecipesCore
import RecipesTestSupport
import Testing

/// A part of the state in a shared box keeps value semantics, and an observer of the box
/// hears every change made through the property.
@MainActor
@Suite("CopyOnWrite")
struct CopyOnWriteTests {
  private struct State: Equatable {
    @CopyOnWrite var names: [String] = []
    var count = 0
  }

  private struct Feature: Reducer {
    enum Action: Sendable { case named(String), counted }

    func reduce(into state: inout State, action: Action) -> Effect<Action> {
      switch action {
      case .named(let name): state.names.append(name)
      case .counted: state.count += 1
      }
      return .none
    }
  }

  @Test func aCopyWrittenToLeavesTheOriginalAsItWas() {
    var original = State()
    original.names = ["Soup"]
    var copy = original
    copy.names.append("Bread")
    #expect(original.names == ["Soup"])
    #expect(copy.names == ["Soup", "Bread"])
    #expect(original != copy)
  }

  @Test func boxesAreEqualWhenTheirValuesAre() {
    var one = State()
    var other = State()
    one.names = ["Soup"]
    other.names = ["Soup"]
    #expect(one == other)
    #expect(one.$names == other.$names)
    other.names = ["Bread"]
    #expect(one.$names != other.$names)
  }

  @Test func anObserverOfTheBoxHearsEachChangeAndNoOther() {
    let store = Store(initialState: State(), reducer: Feature())
    var heard: [[String]] = []
    let observation = store.observe({ $0.$names }) { heard.append($0.wrappedValue) }
    store.send(.named("Soup"))
    store.send(.counted)
    store.send(.named("Bread"))
    observation.cancel()
    #expect(heard == [["Soup"], ["Soup", "Bread"]])
  }
}
