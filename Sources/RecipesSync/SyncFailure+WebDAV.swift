import Foundation
import RecipesCore
import RecipesLocalization

extension SyncFailure {
  /// What a sync with `folder` that ended in `error` tells the cook — in the window's
  /// status and on the command line alike: the kind of trouble, which decides what the app
  /// does next, and one translated line saying what happened and what to do.
  public init(_ error: SyncError, folder: URL) {
    switch error {
    case .server(let failure): self.init(failure, folder: folder)
    case .library(let detail):
      self.init(
        .library,
        localized("the recipe library could not be read or written ({detail})", ["detail": detail]))
    case .tooManyDeletions: self.init(.server, error.message)
    }
  }

  /// The failure for `error`, met talking to the sync folder `folder`.
  ///
  /// Never the password: none is ever part of an address here.
  public init(_ error: WebDAVError, folder: URL) {
    let address = folder.absoluteString
    switch error {
    case .unauthorized:
      self.init(
        .password, localized("the server refused the user or password: check the app password"),
        cause: .refused)
    case .forbidden, .depthInfinityRefused:
      self.init(
        .setup,
        localized("the server does not let this user use {address}", ["address": address]),
        cause: .forbidden)
    case .notFound:
      self.init(
        .setup, localized("there is no folder at {address}", ["address": address]),
        cause: .notFound)
    case .conflict:
      self.init(
        .setup,
        localized(
          "the folder above {address} does not exist on the server: check the address",
          ["address": address]), cause: .noParentFolder)
    case .locked:
      self.init(
        .server,
        localized(
          "the folder {address} is locked by another client; try again in a minute",
          ["address": address]))
    case .insufficientStorage:
      self.init(.server, localized("the server is out of space; nothing here was lost"))
    case .serverError(let status):
      self.init(
        .server,
        localized(
          "the server failed (HTTP {status}); nothing here was lost, the sync tries again later",
          ["status": String(status)]))
    case .unexpectedStatus(let status) where (300..<400).contains(status):
      self.init(
        .setup,
        localized(
          "the server redirected the sync elsewhere (HTTP {status}); give the folder's final address, with https",
          ["status": String(status)]), cause: .redirected)
    case .unexpectedStatus(let status):
      self.init(
        .server,
        localized(
          "the server answered HTTP {status}; nothing here was lost", ["status": String(status)]))
    case .preconditionFailed, .alreadyExists:
      self.init(
        .server,
        localized(
          "another client changed the folder at the same moment; the sync tries again"))
    case .badXML(let detail):
      self.init(unusableAnswer: localized("not valid XML: {detail}", ["detail": detail]))
    case .unsafeHref(let href):
      self.init(
        unusableAnswer: localized(
          "it named a file outside the folder: {href}", ["href": href]))
    case .tooLarge(let limit):
      self.init(unusableAnswer: localized("over {limit} bytes", ["limit": String(limit)]))
    case .transport(.refusedURL):
      self.init(
        .setup,
        localized(
          """
          {address} is plain http to another computer: the password would travel unencrypted; \
          use https
          """, ["address": address]), cause: .plainHTTP)
    case .transport(let failure):
      self.init(
        .unreachable,
        localized(
          "could not reach {address}: {reason}",
          ["address": address, "reason": failure.connectionReason]),
        cause: .unreachable(reason: failure.connectionReason))
    case .invalidPath:
      self.init(
        .setup, localized("{address} is not a folder address", ["address": address]),
        cause: .notAFolder)
    }
  }

  /// A server failure whose answer the client would not use, for `reason`.
  private init(unusableAnswer reason: String) {
    self.init(
      .server,
      localized(
        "the server's answer could not be used ({reason}); nothing here was lost",
        ["reason": reason]))
  }
}
