import RecipesCore
import Testing

@Suite struct LockedTests {
  private struct Refused: Error {}

  @Test func concurrentUpdatesAreNeverLost() async {
    let counter = Locked(0)
    await withTaskGroup(of: Void.self) { group in
      for _ in 0..<8 {
        group.addTask {
          for _ in 0..<10_000 { counter.withLock { $0 += 1 } }
        }
      }
    }
    #expect(counter.withLock { $0 } == 80_000)
  }

  @Test func anErrorLeavesTheLockFreeAndKeepsWhatWasDoneBeforeIt() {
    let names = Locked<[String]>([])
    #expect(throws: Refused.self) {
      try names.withLock { names in
        names.append("kept")
        throw Refused()
      }
    }
    // Would deadlock had the throw left the lock held.
    names.withLock { $0.append("after") }
    #expect(names.withLock { $0 } == ["kept", "after"])
  }
}
