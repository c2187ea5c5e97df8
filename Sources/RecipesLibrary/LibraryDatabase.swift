// The live SQLite library: see the library issue.
