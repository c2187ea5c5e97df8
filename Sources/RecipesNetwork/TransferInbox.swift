import CCurl
import RecipesCore

/// The multi handle's address, shared so other threads can call `curl_multi_wakeup`, the
/// one multi function libcurl allows from any thread.
struct MultiHandle: @unchecked Sendable {
  /// The `CURLM *`.
  let pointer: UnsafeMutableRawPointer
}

/// Where other threads leave work for the transfer thread, and wake it.
///
/// Every wake-up happens under the lock and only before shutdown is requested, so the
/// transfer thread may free the multi handle once it has seen the shutdown.
final class TransferInbox: Sendable {
  /// What the transfer thread picks up in one go.
  struct Batch {
    /// Tickets to start.
    var started: [TransferTicket] = []
    /// Tickets whose transfers are to be removed.
    var cancelled: [TransferTicket] = []
    /// Whether the session is shutting down.
    var isShuttingDown = false
  }

  private let multi: MultiHandle
  private let pending = Locked(Batch())

  /// Creates an inbox that wakes `multi`.
  init(multi: MultiHandle) {
    self.multi = multi
  }

  /// Queues `ticket` to start; false if the session has shut down.
  func start(_ ticket: TransferTicket) -> Bool {
    pending.withLock { batch in
      guard !batch.isShuttingDown else { return false }
      batch.started.append(ticket)
      curl_multi_wakeup(multi.pointer)
      return true
    }
  }

  /// Queues the removal of `ticket`'s transfer.
  func cancel(_ ticket: TransferTicket) {
    pending.withLock { batch in
      guard !batch.isShuttingDown else { return }
      batch.cancelled.append(ticket)
      curl_multi_wakeup(multi.pointer)
    }
  }

  /// Asks the transfer thread to stop; true the first time only.
  func shutDown() -> Bool {
    pending.withLock { batch in
      guard !batch.isShuttingDown else { return false }
      batch.isShuttingDown = true
      curl_multi_wakeup(multi.pointer)
      return true
    }
  }

  /// Takes everything queued since the last call.
  func take() -> Batch {
    pending.withLock { batch in
      let taken = batch
      batch.started.removeAll()
      batch.cancelled.removeAll()
      return taken
    }
  }
}
