import CCurl
import Foundation
import RecipesCore

/// The app's HTTP client: libcurl's multi interface driven by one dedicated thread, so all
/// transfers share connections and no thread waits per request.
///
/// Create one at the composition root, inject it, and shut it down on exit:
///
/// ```swift
/// try CurlSession.globalInit()  // once per process, before any session
/// let session = try CurlSession(policy: HTTPURLPolicy(allowingPlainHTTPTo: allowedHosts))
/// let api = RecipesAPI.live(
///   session: session, baseURL: RecipesAPI.productionBaseURL, timeout: .seconds(15))
/// // … run the app …
/// session.shutdown()
/// CurlSession.globalCleanup()
/// ```
///
/// Only `http` and `https` are fetched, TLS is always verified, and plain `http` is refused
/// except to loopback and allow-listed hosts (see `HTTPURLPolicy`). Every failure is a
/// `RecipesError`.
public final class CurlSession: Sendable {
  /// The `User-Agent` sent unless the session is given another.
  public static let defaultUserAgent = "Recipes/0.1 (+Linux)"
  /// How many connections the session opens to one host at most; more requests queue.
  public static let defaultMaximumConnectionsPerHost = 6

  /// Which addresses the session may fetch.
  public let policy: HTTPURLPolicy
  /// The `User-Agent` header of every request.
  public let userAgent: String

  private let inbox: TransferInbox
  private let loopThread: Locked<JoinableThread?>

  /// Initializes libcurl for the process; call once, before creating any session.
  public static func globalInit() throws(RecipesError) {
    let code = recipes_curl_global_init_default()
    guard code == CURLE_OK else {
      throw .other("libcurl could not start: \(String(cString: curl_easy_strerror(code))).")
    }
  }

  /// Releases libcurl's process-wide resources; call once, after every session shut down.
  public static func globalCleanup() {
    curl_global_cleanup()
  }

  /// Starts a session and its transfer thread.
  public init(
    policy: HTTPURLPolicy = HTTPURLPolicy(),
    userAgent: String = CurlSession.defaultUserAgent,
    maximumConnectionsPerHost: Int = CurlSession.defaultMaximumConnectionsPerHost
  ) throws(RecipesError) {
    guard let pointer = curl_multi_init() else {
      throw .other("libcurl could not create a transfer queue.")
    }
    _ = recipes_curl_multi_setopt_long(
      pointer, CURLMOPT_MAX_HOST_CONNECTIONS, max(1, maximumConnectionsPerHost))
    _ = recipes_curl_multi_setopt_long(pointer, CURLMOPT_PIPELINING, Int(CURLPIPE_MULTIPLEX))
    let multi = MultiHandle(pointer: pointer)
    let inbox = TransferInbox(multi: multi)
    let thread: JoinableThread
    do {
      thread = try JoinableThread(name: "recipes-curl") {
        TransferLoop(multi: multi, inbox: inbox).run()
      }
    } catch {
      curl_multi_cleanup(pointer)
      throw error
    }
    self.policy = policy
    self.userAgent = userAgent
    self.inbox = inbox
    self.loopThread = Locked(thread)
  }

  deinit {
    shutdown()
  }

  /// Fetches `request` and returns its response.
  ///
  /// Throws `RecipesError`: `.refusedURL` before any connection for an address the policy
  /// refuses, `.httpStatus` for a status of 400 or more, `.tooLarge` for a body over the
  /// request's limit, `.cancelled` when the calling task is cancelled (the transfer is
  /// abandoned at once and its connection closed) or the session has shut down, and the
  /// connectivity errors (`.offline`, `.connectionRefused`, `.timedOut`, `.tls`).
  public func data(for request: HTTPRequest) async throws(RecipesError) -> HTTPResponse {
    try await perform(request, rejectingErrorStatus: true)
  }

  /// Sends `request` and returns the final response whatever its status: a WebDAV client
  /// reads 207, 412, 423 or 507 (and the body explaining them) itself.
  ///
  /// Throws the same errors as `data(for:)` except `.httpStatus`. A method other than GET
  /// does not follow redirects, so a 3xx comes back as it is.
  public func response(for request: HTTPRequest) async throws(RecipesError) -> HTTPResponse {
    try await perform(request, rejectingErrorStatus: false)
  }

  private func perform(_ request: HTTPRequest, rejectingErrorStatus: Bool)
    async throws(RecipesError) -> HTTPResponse
  {
    let url = try policy.vet(request.url.absoluteString)
    let settings = TransferSettings(
      request: request, url: url, userAgent: userAgent, rejectsErrorStatus: rejectingErrorStatus)
    let ticket = TransferTicket(settings: settings, policy: policy)
    let inbox = self.inbox
    let outcome = await withTaskCancellationHandler {
      await withCheckedContinuation { continuation in
        guard ticket.attach(continuation) else { return }
        if !inbox.start(ticket) { ticket.settle(.failure(.cancelled)) }
      }
    } onCancel: {
      ticket.cancel()
      inbox.cancel(ticket)
    }
    return try outcome.get()
  }

  /// Fetches a picture's bytes (at most 20 MiB) for the image loader.
  public func imageData(from url: URL, timeout: Duration = HTTPRequest.defaultTimeout)
    async throws(RecipesError) -> Data
  {
    try await data(for: HTTPRequest(url: url, kind: .image, timeout: timeout)).body
  }

  /// Cancels every transfer, stops the transfer thread and waits for it.
  ///
  /// Later requests fail with `.cancelled`. Safe to call more than once; also done on deinit.
  public func shutdown() {
    _ = inbox.shutDown()
    let thread = loopThread.withLock { $0.take() }
    thread?.join()
  }
}
