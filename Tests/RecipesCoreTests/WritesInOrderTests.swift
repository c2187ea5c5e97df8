import RecipesCore
import Testing

/// Writes queued one after another land in that order, however long each takes, and each
/// gives back its own outcome.
@Suite("Writes in order")
struct WritesInOrderTests {
  @Test func aSlowWriteQueuedFirstLandsFirst() async {
    let writes = WritesInOrder()
    let landed = Locked<[Int]>([])
    // The first write takes many turns of the pool; queued independently, the second
    // (which takes none) would land before it.
    let first = writes.queue { () -> Int in
      for _ in 0..<200 { await Task.yield() }
      landed.withLock { $0.append(1) }
      return 1
    }
    let second = writes.queue { () -> Int in
      landed.withLock { $0.append(2) }
      return 2
    }
    #expect(await second.value == 2)
    #expect(await first.value == 1)
    #expect(landed.withLock { $0 } == [1, 2])
  }

  @Test func manyWritesLandInTheOrderTheyWereQueued() async {
    let writes = WritesInOrder()
    let landed = Locked<[Int]>([])
    let tasks = (0..<50).map { index in
      writes.queue { () -> Void in
        for _ in 0..<(index % 7 == 0 ? 20 : 0) { await Task.yield() }
        landed.withLock { $0.append(index) }
      }
    }
    for task in tasks { await task.value }
    #expect(landed.withLock { $0 } == Array(0..<50))
  }

  @Test func aChangeGivesBackWhyItFailedAfterTheOnesBeforeIt() async {
    let writes = WritesInOrder()
    let landed = Locked<[Int]>([])
    let slow = writes.queueChange {
      for _ in 0..<200 { await Task.yield() }
      landed.withLock { $0.append(1) }
    }
    let failing = writes.queueChange {
      landed.withLock { $0.append(2) }
      throw RecipesError.offline
    }
    #expect(await failing.value == .offline)
    #expect(await slow.value == nil)
    #expect(landed.withLock { $0 } == [1, 2])
  }
}
