import CCurl
import RecipesCore

/// The transfer thread's work: it alone drives the multi handle, adding, removing and
/// finishing transfers as the inbox and libcurl ask.
final class TransferLoop {
  /// How long to sleep when nothing happens; a wake-up or a curl timer ends it sooner.
  private static let idleWaitMilliseconds: Int32 = 1000

  private let multi: MultiHandle
  private let inbox: TransferInbox
  private var transfers: [ObjectIdentifier: EasyTransfer] = [:]

  /// Creates the loop for `multi`, fed by `inbox`.
  init(multi: MultiHandle, inbox: TransferInbox) {
    self.multi = multi
    self.inbox = inbox
  }

  /// Runs transfers until the session shuts down, then cancels what is left and frees the
  /// multi handle.
  func run() {
    while true {
      let batch = inbox.take()
      if batch.isShuttingDown {
        for ticket in batch.started { ticket.settle(.failure(.cancelled)) }
        break
      }
      batch.started.forEach(start)
      batch.cancelled.forEach(cancel)
      var running: Int32 = 0
      _ = curl_multi_perform(multi.pointer, &running)
      finishCompletedTransfers()
      _ = curl_multi_poll(multi.pointer, nil, 0, Self.idleWaitMilliseconds, nil)
    }
    for transfer in Array(transfers.values) {
      detach(transfer)
      transfer.ticket.settle(.failure(.cancelled))
    }
    curl_multi_cleanup(multi.pointer)
  }

  private func start(_ ticket: TransferTicket) {
    guard !ticket.isCancelled else { return }
    let transfer: EasyTransfer
    do {
      transfer = try EasyTransfer.make(for: ticket)
    } catch {
      ticket.settle(.failure(error))
      return
    }
    let code = curl_multi_add_handle(multi.pointer, transfer.handle)
    guard code == CURLM_OK else {
      transfer.close()
      let reason = String(cString: curl_multi_strerror(code))
      ticket.settle(.failure(.other("libcurl could not start the transfer: \(reason).")))
      return
    }
    transfers[ObjectIdentifier(ticket)] = transfer
  }

  private func cancel(_ ticket: TransferTicket) {
    guard let transfer = transfers[ObjectIdentifier(ticket)] else { return }
    detach(transfer)
    ticket.settle(.failure(.cancelled))
  }

  private func finishCompletedTransfers() {
    var remaining: Int32 = 0
    while let message = curl_multi_info_read(multi.pointer, &remaining) {
      // The message is freed by curl_multi_remove_handle: read everything first.
      guard message.pointee.msg == CURLMSG_DONE, let handle = message.pointee.easy_handle else {
        continue
      }
      let code = message.pointee.data.result
      var context: UnsafeMutableRawPointer?
      guard recipes_curl_getinfo_private(handle, &context) == CURLE_OK, let context else {
        continue
      }
      let transfer = Unmanaged<EasyTransfer>.fromOpaque(context).takeUnretainedValue()
      let outcome = transfer.outcome(for: code)
      detach(transfer)
      transfer.ticket.settle(outcome)
    }
  }

  private func detach(_ transfer: EasyTransfer) {
    _ = curl_multi_remove_handle(multi.pointer, transfer.handle)
    transfer.close()
    transfers[ObjectIdentifier(transfer.ticket)] = nil
  }
}
