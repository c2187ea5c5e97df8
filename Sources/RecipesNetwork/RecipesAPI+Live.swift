import Foundation
import RecipesCore

extension RecipesAPI {
  /// TheMealDB's public API, the default `baseURL` of `live(session:baseURL:timeout:)`.
  public static var productionBaseURL: URL {
    guard let url = URL(string: "https://www.themealdb.com/api/json/v1/1/") else {
      preconditionFailure("The production base URL literal is malformed.")
    }
    return url
  }

  /// The API over `session`, with endpoints relative to `baseURL` and each request limited
  /// to `timeout`.
  ///
  /// Every endpoint throws `RecipesError`: the session's errors, or `.invalidResponse` for a
  /// body that is not TheMealDB's JSON. `{"meals": null}` is an empty result.
  public static func live(session: CurlSession, baseURL: URL, timeout: Duration) -> RecipesAPI {
    let client = MealDBClient(session: session, baseURL: baseURL, timeout: timeout)
    return RecipesAPI(
      search: { text in try await MealDB.decodeRecipes(from: client.fetch(.search(text))) },
      lookup: { id in
        try await MealDB.decodeRecipes(from: client.fetch(.lookup(id.rawValue))).first
      },
      byFirstLetter: { letter in
        try await MealDB.decodeRecipes(from: client.fetch(.firstLetter(letter)))
      }
    )
  }
}

/// Fetches TheMealDB endpoints' JSON bodies through a `CurlSession`.
private struct MealDBClient: Sendable {
  let session: CurlSession
  let baseURL: URL
  let timeout: Duration

  func fetch(_ endpoint: MealDBEndpoint) async throws(RecipesError) -> Data {
    var base = baseURL.absoluteString
    if !base.hasSuffix("/") { base += "/" }
    guard let url = URL(string: base + endpoint.relativePath) else {
      throw .refusedURL(base + endpoint.relativePath)
    }
    return try await session.data(for: HTTPRequest(url: url, kind: .json, timeout: timeout)).body
  }
}
