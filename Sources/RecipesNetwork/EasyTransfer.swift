import CCurl
import Foundation
import RecipesCore

/// One transfer's curl easy handle and everything it writes into; lives on the transfer
/// thread only.
///
/// libcurl calls back into it through `Unmanaged` pointers (`CURLOPT_PRIVATE`,
/// `CURLOPT_WRITEDATA`, `CURLOPT_HEADERDATA`, `CURLOPT_READDATA`) that do not retain it: the
/// `TransferLoop` keeps it alive for exactly as long as its handle is in the multi handle.
///
/// Every transfer gets a fresh easy handle (connections are what the multi handle shares),
/// so no option of an earlier request — a `CURLOPT_CUSTOMREQUEST`, an upload, credentials —
/// can leak into the next one.
final class EasyTransfer {
  /// The request this transfer serves.
  let ticket: TransferTicket
  /// The `CURL *`.
  let handle: UnsafeMutableRawPointer

  private var headerList: UnsafeMutablePointer<curl_slist>?
  private let errorBuffer: UnsafeMutablePointer<CChar>
  private var response = ResponseAccumulator()
  private var abortReason: RecipesError?
  /// How many bytes of the request body curl has read so far.
  private var uploadOffset = 0
  private var isClosed = false

  private var settings: TransferSettings { ticket.settings }

  /// Creates a configured transfer for `ticket`, ready to be added to a multi handle.
  static func make(for ticket: TransferTicket) throws(RecipesError) -> EasyTransfer {
    guard let handle = curl_easy_init() else { throw .other("libcurl could not start a transfer.") }
    let transfer = EasyTransfer(ticket: ticket, handle: handle)
    do {
      try transfer.configure()
    } catch {
      transfer.close()
      throw error
    }
    return transfer
  }

  private init(ticket: TransferTicket, handle: UnsafeMutableRawPointer) {
    self.ticket = ticket
    self.handle = handle
    errorBuffer = .allocate(capacity: Int(CURL_ERROR_SIZE))
    errorBuffer.initialize(repeating: 0, count: Int(CURL_ERROR_SIZE))
  }

  deinit {
    close()
  }

  /// The transfer's result once curl reports it done with `code`.
  func outcome(for code: CURLcode) -> TransferTicket.Outcome {
    if let abortReason { return .failure(abortReason) }
    guard code == CURLE_OK else {
      let detail = CurlErrorMapping.detail(for: code, errorBuffer: String(cString: errorBuffer))
      return .failure(
        CurlErrorMapping.error(
          for: code, detail: detail, url: settings.url, limit: settings.maximumBodyBytes))
    }
    var status = 0
    _ = recipes_curl_getinfo_long(handle, CURLINFO_RESPONSE_CODE, &status)
    guard status < 400 || !settings.rejectsErrorStatus else {
      return .failure(.httpStatus(status))
    }
    return .success(
      HTTPResponse(
        status: status, headers: response.headers, body: response.body,
        url: currentURL().flatMap(URL.init(string:))))
  }

  /// Frees the handle, the header list and the error buffer; safe to call twice.
  ///
  /// Call only after removing the handle from its multi handle.
  func close() {
    guard !isClosed else { return }
    isClosed = true
    curl_easy_cleanup(handle)
    curl_slist_free_all(headerList)
    headerList = nil
    errorBuffer.deallocate()
  }

  // MARK: - Callbacks

  /// Keeps body bytes, or stops the transfer (returns 0) once they would pass the limit.
  fileprivate func receiveBody(_ bytes: UnsafeRawBufferPointer) -> Int {
    guard !ticket.isCancelled else { return 0 }
    guard response.body.count + bytes.count <= settings.maximumBodyBytes else {
      abortReason = .tooLarge(limit: settings.maximumBodyBytes)
      return 0
    }
    response.body.append(contentsOf: bytes)
    return bytes.count
  }

  /// Records a header line; at the end of a response's headers, stops the transfer
  /// (returns 0) if it announces too large a body or redirects somewhere refused.
  fileprivate func receiveHeaderLine(_ bytes: UnsafeRawBufferPointer) -> Int {
    guard response.receive(line: String(decoding: bytes, as: UTF8.self)) else {
      return bytes.count
    }
    if settings.followsRedirects, let location = response.redirectLocation {
      do {
        let current = currentURL() ?? settings.url
        let target = try ticket.policy.vetRedirect(from: current, to: location)
        // Credentials belong to one origin: a redirect elsewhere is refused, not just
        // stripped of them (curl would strip them, and the request would fail later as 401).
        if settings.credentials != nil, CurlURL(current)?.origin != target.origin {
          throw RecipesError.refusedURL(target.absoluteString)
        }
      } catch {
        abortReason = RecipesError(error)
        return 0
      }
    } else if let length = response.contentLength {
      guard length <= settings.maximumBodyBytes else {
        abortReason = .tooLarge(limit: settings.maximumBodyBytes)
        return 0
      }
      response.body.reserveCapacity(length)
    }
    return bytes.count
  }

  /// Copies the next bytes of the request body into curl's buffer; 0 at the end, and
  /// `CURL_READFUNC_ABORT` once the request is cancelled (a 0 there would tell curl the
  /// body ended early, not that the transfer should stop).
  fileprivate func sendBody(into buffer: UnsafeMutableRawBufferPointer) -> Int {
    guard !ticket.isCancelled else { return Int(CURL_READFUNC_ABORT) }
    guard let body = settings.body, uploadOffset < body.count else { return 0 }
    let count = min(buffer.count, body.count - uploadOffset)
    body.withUnsafeBytes { bytes in
      buffer.copyMemory(
        from: UnsafeRawBufferPointer(rebasing: bytes[uploadOffset..<uploadOffset + count]))
    }
    uploadOffset += count
    return count
  }

  /// Moves to `offset` of the request body, for a request curl must send again (a reused
  /// connection that turned out closed).
  fileprivate func rewindBody(to offset: Int) -> Bool {
    guard let body = settings.body, (0...body.count).contains(offset) else { return false }
    uploadOffset = offset
    return true
  }

  private func currentURL() -> String? {
    var url: UnsafeMutablePointer<CChar>?
    guard recipes_curl_getinfo_string(handle, CURLINFO_EFFECTIVE_URL, &url) == CURLE_OK,
      let url
    else { return nil }
    return String(cString: url)
  }

  // MARK: - Options

  private func configure() throws(RecipesError) {
    try set(CURLOPT_URL, settings.url)
    try set(CURLOPT_PROTOCOLS_STR, settings.protocols)
    try set(CURLOPT_REDIR_PROTOCOLS_STR, settings.redirectProtocols)
    try set(CURLOPT_FOLLOWLOCATION, settings.followsRedirects ? 1 : 0)
    try set(CURLOPT_MAXREDIRS, settings.maximumRedirects)
    try set(CURLOPT_NOSIGNAL, 1)
    try set(CURLOPT_CONNECTTIMEOUT_MS, settings.connectTimeoutMilliseconds)
    try set(CURLOPT_TIMEOUT_MS, settings.timeoutMilliseconds)
    try set(CURLOPT_LOW_SPEED_LIMIT, settings.lowSpeedBytesPerSecond)
    try set(CURLOPT_LOW_SPEED_TIME, settings.lowSpeedSeconds)
    try set(CURLOPT_SSL_VERIFYPEER, 1)
    try set(CURLOPT_SSL_VERIFYHOST, 2)
    try set(CURLOPT_HTTP_VERSION, Int(CURL_HTTP_VERSION_2TLS))
    try set(CURLOPT_PIPEWAIT, settings.waitsToMultiplex ? 1 : 0)
    try set(CURLOPT_ACCEPT_ENCODING, settings.acceptEncoding)
    try set(CURLOPT_USERAGENT, settings.userAgent)
    if settings.bypassesProxy { try set(CURLOPT_PROXY, "") }
    if let method = settings.customMethod { try set(CURLOPT_CUSTOMREQUEST, method) }
    try configureCredentials()
    if settings.maximumBodyBytes > 0 {
      try check(
        recipes_curl_setopt_off_t(
          handle, CURLOPT_MAXFILESIZE_LARGE, curl_off_t(settings.maximumBodyBytes)),
        "CURLOPT_MAXFILESIZE_LARGE")
    }
    for line in settings.headerLines {
      guard let list = curl_slist_append(headerList, line) else {
        throw .other("libcurl could not store a request header.")
      }
      headerList = list
    }
    try check(recipes_curl_setopt_slist(handle, CURLOPT_HTTPHEADER, headerList), "HTTPHEADER")
    try check(recipes_curl_setopt_pointer(handle, CURLOPT_ERRORBUFFER, errorBuffer), "ERRORBUFFER")
    let context = Unmanaged.passUnretained(self).toOpaque()
    try check(recipes_curl_setopt_pointer(handle, CURLOPT_PRIVATE, context), "PRIVATE")
    try check(recipes_curl_setopt_writefunction(handle, writeBody), "WRITEFUNCTION")
    try check(recipes_curl_setopt_pointer(handle, CURLOPT_WRITEDATA, context), "WRITEDATA")
    try check(recipes_curl_setopt_headerfunction(handle, writeHeader), "HEADERFUNCTION")
    try check(recipes_curl_setopt_pointer(handle, CURLOPT_HEADERDATA, context), "HEADERDATA")
    if let body = settings.body {
      try set(CURLOPT_UPLOAD, 1)
      try check(
        recipes_curl_setopt_off_t(handle, CURLOPT_INFILESIZE_LARGE, curl_off_t(body.count)),
        "CURLOPT_INFILESIZE_LARGE")
      try check(recipes_curl_setopt_readfunction(handle, readBody), "READFUNCTION")
      try check(recipes_curl_setopt_pointer(handle, CURLOPT_READDATA, context), "READDATA")
      try check(recipes_curl_setopt_seekfunction(handle, seekBody), "SEEKFUNCTION")
      try check(recipes_curl_setopt_pointer(handle, CURLOPT_SEEKDATA, context), "SEEKDATA")
    }
  }

  /// HTTP Basic only, never re-sent to another host (`CURLOPT_UNRESTRICTED_AUTH` off; a
  /// cross-origin redirect is refused anyway in `receiveHeaderLine`).
  private func configureCredentials() throws(RecipesError) {
    try set(CURLOPT_UNRESTRICTED_AUTH, 0)
    guard let credentials = settings.credentials else { return }
    try check(recipes_curl_setopt_basic_auth(handle), "HTTPAUTH")
    try set(CURLOPT_USERNAME, credentials.user)
    try set(CURLOPT_PASSWORD, credentials.password)
  }

  private func set(_ option: CURLoption, _ value: Int) throws(RecipesError) {
    try check(recipes_curl_setopt_long(handle, option, value), "option \(option.rawValue)")
  }

  private func set(_ option: CURLoption, _ value: String) throws(RecipesError) {
    try check(recipes_curl_setopt_string(handle, option, value), "option \(option.rawValue)")
  }

  private func check(_ code: CURLcode, _ what: String) throws(RecipesError) {
    guard code == CURLE_OK else {
      throw .other("libcurl refused \(what): \(String(cString: curl_easy_strerror(code))).")
    }
  }
}

// MARK: - C callbacks

/// `CURLOPT_WRITEFUNCTION`: hands body bytes to the transfer named by the context pointer.
private let writeBody: curl_write_callback = { data, size, count, context in
  guard let context else { return 0 }
  let transfer = Unmanaged<EasyTransfer>.fromOpaque(context).takeUnretainedValue()
  return transfer.receiveBody(UnsafeRawBufferPointer(start: data, count: size * count))
}

/// `CURLOPT_HEADERFUNCTION`: hands one header line to the transfer named by the context.
private let writeHeader: curl_write_callback = { data, size, count, context in
  guard let context else { return 0 }
  let transfer = Unmanaged<EasyTransfer>.fromOpaque(context).takeUnretainedValue()
  return transfer.receiveHeaderLine(UnsafeRawBufferPointer(start: data, count: size * count))
}

/// `CURLOPT_READFUNCTION`: hands curl the next bytes of the request body.
private let readBody: curl_read_callback = { buffer, size, count, context in
  guard let buffer, let context else { return 0 }
  let transfer = Unmanaged<EasyTransfer>.fromOpaque(context).takeUnretainedValue()
  return transfer.sendBody(into: UnsafeMutableRawBufferPointer(start: buffer, count: size * count))
}

/// `CURLOPT_SEEKFUNCTION`: rewinds the request body (curl seeks from the start only).
private let seekBody: curl_seek_callback = { context, offset, origin in
  guard let context, origin == SEEK_SET else { return Int32(CURL_SEEKFUNC_CANTSEEK) }
  let transfer = Unmanaged<EasyTransfer>.fromOpaque(context).takeUnretainedValue()
  return transfer.rewindBody(to: Int(offset)) ? Int32(CURL_SEEKFUNC_OK) : Int32(CURL_SEEKFUNC_FAIL)
}
