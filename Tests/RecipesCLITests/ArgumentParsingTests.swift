import Foundation
import Testing

@testable import RecipesCLI

/// The command line as `recipes` reads it.
///
/// Which command, which options, which exit status for help and usage errors; nothing here
/// opens a library.
@Suite struct ArgumentParsingTests {
  private static let globalOptions = [
    "--offline", "--data-dir", "/tmp/recipes-elsewhere", "--timeout", "7.5",
    "--allow-http", "a.example", "--allow-http", "b.example",
    "--api-url", "http://127.0.0.1:9/api",
  ]

  /// The subcommands with their own arguments, as a person would type them.
  private static let subcommands: [[String]] = [
    ["list", "--category", "Dessert", "--json"],
    ["search", "chicken", "--limit", "3"],
    ["show", "catalog-1", "--json"],
    ["favorite", "catalog-1", "--remove"],
  ]

  private func headlessCommand(_ arguments: [String]) throws -> any HeadlessCommand {
    try #require(Invocation.parse(arguments).headlessCommand, "\(arguments) runs no command")
  }

  private func expectGlobalOptions(_ options: AppOptions) {
    #expect(options.offline)
    #expect(options.dataDirectory == "/tmp/recipes-elsewhere")
    #expect(options.timeout == 7.5)
    #expect(options.allowHTTPHosts == ["a.example", "b.example"])
    // A base URL always ends in "/", so endpoint paths resolve under it.
    #expect(options.apiURL?.absoluteString == "http://127.0.0.1:9/api/")
  }

  @Test func withoutASubcommandTheWindowOpensWithTheGlobalOptions() throws {
    guard case .window(let request) = Invocation.parse(Self.globalOptions) else {
      Issue.record("no window")
      return
    }
    expectGlobalOptions(request.options)
    #expect(!request.measureStartup)
    guard case .window(let measured) = Invocation.parse(["--measure-startup"]) else {
      Issue.record("no window")
      return
    }
    #expect(measured.measureStartup)
    #expect(!measured.options.offline)
    #expect(!request.service && !measured.service)
  }

  @Test func theDBusServiceFileStartsTheWindowAsAService() throws {
    // What the installed `….service` runs (with the global options a wrapper may add).
    guard case .window(let request) = Invocation.parse(["--gapplication-service", "--offline"])
    else {
      Issue.record("no window")
      return
    }
    #expect(request.service)
    #expect(request.options.offline)
  }

  @Test(arguments: subcommands)
  func globalOptionsComeBeforeTheSubcommand(_ subcommand: [String]) throws {
    let command = try headlessCommand(Self.globalOptions + subcommand)
    expectGlobalOptions(command.options)
  }

  @Test(arguments: subcommands)
  func globalOptionsComeAfterTheSubcommand(_ subcommand: [String]) throws {
    let command = try headlessCommand(subcommand + Self.globalOptions)
    expectGlobalOptions(command.options)
  }

  @Test func globalOptionsMaySurroundTheSubcommand() throws {
    let command = try headlessCommand(
      ["--offline", "--timeout", "7.5", "list", "--data-dir", "/tmp/recipes-elsewhere"])
    #expect(command.options.offline)
    #expect(command.options.timeout == 7.5)
    #expect(command.options.dataDirectory == "/tmp/recipes-elsewhere")
  }

  @Test func subcommandsReadTheirOwnArguments() throws {
    let list = try #require(
      try headlessCommand(["--offline", "list", "--category", "Dessert", "--favorites"])
        as? ListCommand)
    #expect(list.category == "Dessert")
    #expect(list.favorites)
    #expect(!list.json)
    let search = try #require(
      try headlessCommand(["search", "in:egg", "-in:nuts", "cake", "--limit", "3"])
        as? SearchCommand)
    #expect(search.query == ["in:egg", "-in:nuts", "cake"])
    #expect(search.limit == 3)
    let favorite = try #require(
      try headlessCommand(["favorite", "--remove", "catalog-9"]) as? FavoriteCommand)
    #expect(favorite.id == "catalog-9")
    #expect(favorite.remove)
  }

  @Test func defaultsAreOnlineWithTheProductionAPIAndTheXDGFolders() throws {
    let options = try headlessCommand(["list"]).options
    #expect(!options.offline)
    #expect(options.apiURL == nil)
    #expect(options.dataDirectory == nil)
    #expect(options.timeout == 15)
    #expect(options.allowHTTPHosts.isEmpty)
  }

  @Test(arguments: [
    (["--timeout", "0", "list"], "--timeout must be between"),
    (["list", "--timeout", "601"], "--timeout must be between"),
    (["list", "--timeout", "soon"], "soon"),
    (["--api-url", "not a url", "list"], "is not an http(s) URL"),
    (["list", "--bogus"], "--bogus"),
    (["show"], "id"),
    (["search", "   "], "Say what to search for"),
    (["search", "cake", "--limit", "0"], "--limit must be at least 1"),
    (["cook", "catalog-1"], "cook"),
  ])
  func usageErrorsExitWithStatus2(_ arguments: [String], _ complaint: String) {
    guard case .finished(let status, let output, let errors) = Invocation.parse(arguments) else {
      Issue.record("\(arguments) was accepted")
      return
    }
    #expect(status == 2)
    #expect(output.isEmpty)
    #expect(errors.contains(complaint), "\(errors)")
    #expect(errors.contains("Usage: recipes"), "\(errors)")
  }

  @Test func helpAndVersionExitWithStatus0OnTheOutput() {
    guard case .finished(let status, let output, let errors) = Invocation.parse(["--help"]) else {
      Issue.record("--help ran a command")
      return
    }
    #expect(status == 0)
    #expect(errors.isEmpty)
    for subcommand in ["list", "search", "show", "favorite"] {
      #expect(output.contains("  \(subcommand)"), "help lists `\(subcommand)`")
    }
    #expect(!output.contains("--measure-startup"), "a hidden flag stays hidden")

    guard case .finished(let listStatus, let listHelp, _) = Invocation.parse(["list", "--help"])
    else {
      Issue.record("list --help ran a command")
      return
    }
    #expect(listStatus == 0)
    #expect(listHelp.contains("--category"))
    #expect(listHelp.contains("--offline"), "the global options are in every command's help")

    guard
      case .finished(let helpStatus, let helpSubcommand, _) = Invocation.parse(["help", "show"])
    else {
      Issue.record("help show ran a command")
      return
    }
    #expect(helpStatus == 0)
    #expect(helpSubcommand.contains("recipes show"), "\(helpSubcommand)")

    guard case .finished(let versionStatus, let version, _) = Invocation.parse(["--version"])
    else {
      Issue.record("--version ran a command")
      return
    }
    #expect(versionStatus == 0)
    #expect(version == "\(AppInfo.version)\n")
  }
}

extension Invocation {
  /// The subcommand parsed, if one was.
  fileprivate var headlessCommand: (any HeadlessCommand)? {
    guard case .headless(let invocation) = self else { return nil }
    return invocation.command
  }
}
