import Foundation

/// The `httpd.conf` of one `ApacheWebDAVServer`: mod_dav on a folder, Basic auth, one port
/// on 127.0.0.1, every file of its own in one temporary directory.
struct ApacheConfiguration {
  /// Where Debian installs Apache's modules.
  static let modulesDirectory = "/usr/lib/apache2/modules"
  /// The modules loaded, by the name `LoadModule` takes and the file it loads.
  static let modules = [
    ("mpm_event_module", "mod_mpm_event.so"), ("authz_core_module", "mod_authz_core.so"),
    ("authn_core_module", "mod_authn_core.so"), ("authn_file_module", "mod_authn_file.so"),
    ("auth_basic_module", "mod_auth_basic.so"), ("authz_user_module", "mod_authz_user.so"),
    ("dav_module", "mod_dav.so"), ("dav_fs_module", "mod_dav_fs.so"),
    ("dav_lock_module", "mod_dav_lock.so"), ("mime_module", "mod_mime.so"),
  ]

  /// The temporary directory holding everything.
  var directory: URL
  /// The folder served over WebDAV.
  var documentRoot: URL
  /// The folder of mod_dav_fs's lock database.
  var lockDirectory: URL
  /// The password file.
  var passwordFile: URL
  /// Apache's error log.
  var errorLog: URL
  /// The port on 127.0.0.1.
  var port: UInt16
  /// Whether PROPFIND may ask for `Depth: infinity`.
  var allowsDepthInfinity: Bool
  /// The user and group the children run as when Apache starts as root (it refuses to
  /// serve as root); nil when it does not start as root.
  var runAs: (user: String, group: String)?

  /// Where Apache writes its pid (`PidFile`), once it is ready to serve.
  var pidFile: URL { directory.appendingPathComponent("httpd.pid") }

  /// The configuration text.
  var text: String {
    var lines = [
      "ServerRoot \(quoted(directory))",
      "ServerName 127.0.0.1",
      "Listen 127.0.0.1:\(port)",
      "PidFile \(quoted(pidFile))",
      "DefaultRuntimeDir \(quoted(directory))",
      "ErrorLog \(quoted(errorLog))",
      "LogLevel warn",
      "Timeout 20",
      "KeepAliveTimeout 5",
    ]
    lines += Self.modules.map { name, file in
      "LoadModule \(name) \(Self.modulesDirectory)/\(file)"
    }
    if let runAs { lines += ["User \(runAs.user)", "Group \(runAs.group)"] }
    if FileManager.default.fileExists(atPath: "/etc/mime.types") {
      lines.append("TypesConfig /etc/mime.types")
    }
    lines += [
      // One child with a few threads: enough for a test, light on a 2-core machine.
      "StartServers 1", "ServerLimit 1", "ThreadsPerChild 16", "MaxRequestWorkers 16",
      "MinSpareThreads 1", "MaxSpareThreads 16",
      "DavLockDB \(quoted(lockDirectory.appendingPathComponent("DavLock")))",
      "DocumentRoot \(quoted(documentRoot))",
      "<Directory \(quoted(documentRoot))>",
      "  Dav On",
      "  DavDepthInfinity \(allowsDepthInfinity ? "On" : "Off")",
      "  AuthType Basic",
      "  AuthName \"Recipes WebDAV test\"",
      "  AuthUserFile \(quoted(passwordFile))",
      "  Require valid-user",
      "</Directory>",
    ]
    return lines.joined(separator: "\n") + "\n"
  }

  private func quoted(_ url: URL) -> String {
    "\"\(url.path)\""
  }
}
