import RecipesLocalization

/// Everything that can go wrong, typed so the screen can explain it and offer a way out.
public enum RecipesError: Error, Equatable, Sendable {
  /// No network, or the host name could not be resolved (also `--offline`).
  case offline
  /// The server refused the connection.
  case connectionRefused
  /// The server took too long to answer.
  case timedOut
  /// The secure connection could not be established.
  case tls(String)
  /// The server answered with an HTTP error status.
  case httpStatus(Int)
  /// The response was larger than the limit, in bytes, and was abandoned.
  case tooLarge(limit: Int)
  /// The request was cancelled.
  case cancelled
  /// The response could not be understood.
  case invalidResponse(String)
  /// The recipe asked for does not exist.
  case notFound
  /// The local library failed.
  case library(String)
  /// The link is not one the app will open (only http and https are).
  case refusedURL(String)
  /// Any other failure, described.
  case other(String)

  /// Wraps any error, keeping a `RecipesError` as it is.
  public init(_ error: any Error) {
    switch error {
    case let error as RecipesError: self = error
    case is CancellationError: self = .cancelled
    default: self = .other(String(describing: error))
    }
  }

  /// Whether the failure means "the remote can't be reached", so saved recipes are shown.
  public var isConnectivity: Bool {
    switch self {
    case .offline, .connectionRefused, .timedOut, .tls: return true
    default: return false
    }
  }

  /// Why a connection to a server of the cook's own (a sync folder, a calendar) failed, as
  /// a clause after "could not reach …:"; `message` speaks of the recipe server.
  public var connectionReason: String {
    switch self {
    case .offline: return localized("this computer appears to be offline")
    case .connectionRefused: return localized("the connection was refused")
    case .timedOut: return localized("it took too long to answer")
    case .tls(let detail):
      return localized("no secure connection could be made ({detail})", ["detail": detail])
    default: return message
    }
  }

  /// A sentence for the person using the app.
  public var message: String {
    switch self {
    case .offline: return localized("You appear to be offline.")
    case .connectionRefused: return localized("The recipe server refused the connection.")
    case .timedOut: return localized("The recipe server took too long to answer.")
    case .tls(let detail):
      return localized("A secure connection could not be made ({detail}).", ["detail": detail])
    case .httpStatus(let code):
      return localized(
        "The recipe server answered with an error (HTTP {code}).", ["code": String(code)])
    case .tooLarge: return localized("The server sent more data than the app accepts.")
    case .cancelled: return localized("The request was cancelled.")
    case .invalidResponse:
      return localized("The recipe server sent something the app could not read.")
    case .notFound: return localized("That recipe could not be found.")
    case .library(let detail):
      return localized("The recipe library could not be read ({detail}).", ["detail": detail])
    case .refusedURL(let url):
      return localized("The link “{url}” is not a web address, so it was not opened.", ["url": url])
    case .other(let detail):
      return localized("Something went wrong ({detail}).", ["detail": detail])
    }
  }
}

extension Result where Failure == RecipesError {
  /// Runs `body`, keeping its value or its error as a `RecipesError`.
  public init(catching body: () async throws -> Success) async {
    do {
      self = .success(try await body())
    } catch {
      self = .failure(RecipesError(error))
    }
  }
}
