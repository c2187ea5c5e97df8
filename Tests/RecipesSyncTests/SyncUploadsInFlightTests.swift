import Foundation
import RecipesCore
import RecipesFixtures
import RecipesSync
import Testing

/// Three new recipes on their way at once, and the server fails one: the other two finish
/// (their answers are not cancelled), so the next sync finds them recorded and makes no
/// duplicate ("Stew 1 (2)") of a recipe the server had already taken.
///
/// Deterministic: the test holds each `recipe.json`'s answer and releases the others only
/// once the engine has taken the failure in (`SyncEngine.uploadAnswered`).
@Suite(.serialized) struct SyncUploadsInFlightTests {
  @Test func theUploadsOnTheirWayFinishAfterOneFailsAndTheNextSyncMakesNoDuplicate()
    async throws
  {
    try await ApacheSession.run(allowingDepthInfinity: true) { apache in
      let held = HeldPutsWebDAV(apache.dav, failing: ["Stew 2": .insufficientStorage])
      let a = try SyncMachine("A", folder: apache.folder)
      for number in 1...3 {
        try await a.write(Recipe(id: .mine(UUID()), name: "Stew \(number)"))
      }
      let failureTakenIn = AsyncStream<Void>.makeStream()
      let firstSync = Task {
        try await a.sync(held.client) { answer in
          if answer != nil { failureTakenIn.continuation.yield() }
        }
      }

      await held.waitUntilHeld(3)
      held.release("Stew 2")
      var taken = failureTakenIn.stream.makeAsyncIterator()
      _ = await taken.next()
      held.release("Stew 1")
      held.release("Stew 3")
      let result = await firstSync.result
      #expect(throws: SyncError.server(.insufficientStorage)) { try result.get() }
      #expect(held.lostAnswers.isEmpty, "cancelled on their way: \(held.lostAnswers)")

      let next = try await a.sync(apache.dav)
      #expect(next.uploaded == 1, "\(next)")
      let expected = ["Stew 1", "Stew 2", "Stew 3"]
      #expect(await a.names() == expected)
      let folders = try FileManager.default.contentsOfDirectory(
        atPath: apache.server.file("Recipes").path
      ).filter { !$0.hasPrefix(".") }.sorted()
      #expect(folders == expected)
      let b = try SyncMachine("B", folder: apache.folder)
      _ = try await b.sync(apache.dav)
      #expect(await b.names() == expected)
    }
  }
}
