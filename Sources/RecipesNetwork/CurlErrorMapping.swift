import CCurl
import RecipesCore

/// Turns a failed transfer's `CURLcode` into the `RecipesError` the screen can explain.
enum CurlErrorMapping {
  /// The error for `code`; `detail` is curl's message for it, `url` what was requested.
  static func error(for code: CURLcode, detail: String, url: String, limit: Int) -> RecipesError {
    switch code {
    case CURLE_COULDNT_RESOLVE_HOST, CURLE_COULDNT_RESOLVE_PROXY:
      return .offline
    case CURLE_COULDNT_CONNECT:
      return .connectionRefused
    case CURLE_OPERATION_TIMEDOUT:
      return .timedOut
    case CURLE_FILESIZE_EXCEEDED:
      return .tooLarge(limit: limit)
    case CURLE_ABORTED_BY_CALLBACK:
      return .cancelled
    case CURLE_UNSUPPORTED_PROTOCOL, CURLE_URL_MALFORMAT:
      return .refusedURL(url)
    case CURLE_TOO_MANY_REDIRECTS:
      return .invalidResponse("The server redirected too many times.")
    case CURLE_PARTIAL_FILE:
      return .invalidResponse("The response ended before its announced length.")
    case CURLE_GOT_NOTHING:
      return .invalidResponse("The server closed the connection without answering.")
    case CURLE_WEIRD_SERVER_REPLY, CURLE_BAD_CONTENT_ENCODING, CURLE_HTTP2, CURLE_HTTP2_STREAM,
      CURLE_RECV_ERROR, CURLE_SEND_ERROR, CURLE_HTTP3:
      return .invalidResponse(detail)
    default:
      return isTLSFailure(code) ? .tls(detail) : .other(detail)
    }
  }

  /// Curl's message: the transfer's error buffer when it has one, else the code's text.
  static func detail(for code: CURLcode, errorBuffer: String) -> String {
    errorBuffer.isEmpty ? String(cString: curl_easy_strerror(code)) : errorBuffer
  }

  private static func isTLSFailure(_ code: CURLcode) -> Bool {
    let tlsCodes: [CURLcode] = [
      CURLE_SSL_CONNECT_ERROR, CURLE_PEER_FAILED_VERIFICATION, CURLE_SSL_ENGINE_NOTFOUND,
      CURLE_SSL_ENGINE_SETFAILED, CURLE_SSL_CERTPROBLEM, CURLE_SSL_CIPHER,
      CURLE_SSL_ENGINE_INITFAILED, CURLE_SSL_CACERT_BADFILE, CURLE_SSL_SHUTDOWN_FAILED,
      CURLE_SSL_CRL_BADFILE, CURLE_SSL_ISSUER_ERROR, CURLE_SSL_PINNEDPUBKEYNOTMATCH,
      CURLE_SSL_INVALIDCERTSTATUS, CURLE_SSL_CLIENTCERT, CURLE_USE_SSL_FAILED,
    ]
    return tlsCodes.contains(code)
  }
}
