import Foundation

/// The configuration file of one `RadicaleCalDAVServer`: one port on 127.0.0.1, Basic auth
/// from an htpasswd file, each user reaching only their own calendars, storage in a
/// temporary folder.
struct RadicaleConfiguration {
  /// The port on 127.0.0.1.
  var port: UInt16
  /// The htpasswd file (plain text: the fixture's throwaway password, nothing else).
  var passwordFile: URL
  /// Radicale's storage folder (`collection-root/USER/CALENDAR/` below it).
  var storageFolder: URL

  /// The configuration text.
  var text: String {
    """
    [server]
    hosts = 127.0.0.1:\(port)
    # Answer a 5xx at once: the default waits a second before each.
    delay_on_error = 0
    max_connections = 8
    timeout = 20

    [auth]
    type = htpasswd
    htpasswd_filename = \(passwordFile.path)
    # Needs no package beyond Radicale's own; the file holds only the test's password.
    htpasswd_encryption = plain
    # A wrong password is answered at once (the default waits a second).
    delay = 0

    [rights]
    type = owner_only

    [storage]
    filesystem_folder = \(storageFolder.path)

    [web]
    type = none

    [logging]
    level = warning

    """
  }
}
