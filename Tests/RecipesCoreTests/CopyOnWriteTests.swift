import RecipesCore
import RecipesTestSupport
import Testing

/// A part of the state in a shared box keeps value semantics, each write stamps it, and an
/// observer of the box hears every write made through the property.
@MainActor
@Suite("CopyOnWrite")
struct CopyOnWriteTests {
  private struct State: Equatable {
    @CopyOnWrite var names: [String] = []
    @CopyOnWrite var tags: [String] = []
    var count = 0
  }

  private struct Feature: Reducer {
    enum Action: Sendable { case named(String), renamed([String]), tagged(String), counted }

    func reduce(into state: inout State, action: Action) -> Effect<Action> {
      switch action {
      case .named(let name): state.names.append(name)
      case .renamed(let names): state.names = names
      case .tagged(let tag): state.tags.append(tag)
      case .counted: state.count += 1
      }
      return .none
    }
  }

  /// The names and the tags, observed together as a window would.
  private struct Shown: StateParts, Equatable {
    let names: [String]
    let tags: [String]

    struct Stamp: Equatable {
      let names: WriteStamp
      let tags: WriteStamp
    }

    init(names: [String], tags: [String]) {
      self.names = names
      self.tags = tags
    }

    init(_ state: borrowing State) {
      self.init(names: state.names, tags: state.tags)
    }

    static func stamp(of state: borrowing State) -> Stamp {
      Stamp(names: state.$names.stamp, tags: state.$tags.stamp)
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

  @Test func eachWriteStampsTheBoxAndACopyKeepsTheStampItWasMadeWith() {
    var state = State()
    let first = state.$names.stamp
    let copy = state
    state.names.append("Soup")
    let second = state.$names.stamp
    state.names = ["Soup"]
    #expect(second != first)
    #expect(state.$names.stamp != second)
    #expect(copy.$names.stamp == first)
    #expect(state.$tags.stamp == copy.$tags.stamp)
    // A new box never takes a stamp another box had.
    #expect(State().$names.stamp != first)
  }

  @Test func anObserverKeepsTheStampNotTheBoxSoTheNextWriteIsInPlace() throws {
    var initial = State()
    initial.names.reserveCapacity(16)
    let store = Store(initialState: initial, reducer: Feature())
    initial = State()
    // What it heard is written down, not kept: a kept array would share the names' storage.
    var heard: [String] = []
    let observation = store.observe({ $0.$names }) {
      heard.append($0.wrappedValue.joined(separator: ", "))
    }
    store.send(.named("Soup"))
    let before = store.state.names.withUnsafeBufferPointer { $0.baseAddress }
    store.send(.named("Bread"))
    let after = store.state.names.withUnsafeBufferPointer { $0.baseAddress }
    observation.cancel()
    #expect(heard == ["Soup", "Soup, Bread"])
    // Had the observer kept the box, the write would have copied it and then the names.
    #expect(try #require(before) == #require(after))
  }

  @Test func anObserverOfTheBoxHearsAWriteThatLeavesItEqual() {
    let store = Store(initialState: State(), reducer: Feature())
    var heard: [[String]] = []
    let observation = store.observe({ $0.$names }) { heard.append($0.wrappedValue) }
    store.send(.renamed(["Soup"]))
    store.send(.renamed(["Soup"]))
    store.send(.counted)
    observation.cancel()
    #expect(heard == [["Soup"], ["Soup"]])
  }

  @Test func partsObservedTogetherAreToldOncePerActionThatWroteOneOfThem() {
    let store = Store(initialState: State(), reducer: Feature())
    var heard: [Shown] = []
    let observation = store.observe(Shown.self) { heard.append($0) }
    store.send(.named("Soup"))
    store.send(.counted)
    store.send(.tagged("quick"))
    store.send(.counted)
    observation.cancel()
    store.send(.named("Bread"))
    #expect(
      heard == [
        Shown(names: ["Soup"], tags: []), Shown(names: ["Soup"], tags: ["quick"]),
      ])
  }
}
