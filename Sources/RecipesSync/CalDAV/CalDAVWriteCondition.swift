/// When a PUT of an event may go through: there is no unconditional write, so another
/// client's change is never overwritten unseen.
public enum CalDAVWriteCondition: Sendable, Equatable {
  /// A new event: only if nothing has that name yet (`If-None-Match: *`).
  case create
  /// An update: only if the event still has this ETag (`If-Match`).
  case update(WebDAVETag)

  var webDAV: WebDAVWriteCondition {
    switch self {
    case .create: return .createOnly
    case .update(let tag): return .unchangedSince(tag)
    }
  }
}

/// What a DELETE of an event found.
public enum CalDAVDeletion: Sendable, Equatable {
  /// The event was there and is gone now.
  case deleted
  /// It was gone already (404): deleted by another client, which is as good.
  case alreadyGone
}
