import Foundation

/// The apps the `showcase` executable plays, one subcommand each.
public enum ShowcaseApp: String, CaseIterable, Sendable {
  case library, tapcounter, hexcolor, currency, lights

  /// One line for the usage text.
  public var summary: String {
    switch self {
    case .library: "the library picker: a tap fetches a library (the default)"
    case .tapcounter: "the tap counter: a presenter counts taps"
    case .hexcolor: "the hex colour: #rrggbb to a colour, its RGB and its name"
    case .currency: "the currency converter: reload the rates, or see the error"
    case .lights: "the lights: toggle lights over an in-memory repository"
    }
  }

  /// Whether the app fetches over the network when given `--url`.
  public var takesURL: Bool { self == .library || self == .currency }
}

/// What the command line asked for.
public struct ShowcaseOptions: Equatable, Sendable {
  /// The app to play.
  public var app: ShowcaseApp = .library
  /// The live service's address; `nil` runs offline.
  public var url: URL?
  /// How long a live request may take, in seconds.
  public var timeout: TimeInterval = 10

  /// The default: the library picker, offline, with a 10-second timeout.
  public init() {}
}

/// A command-line mistake, or a request for help (`message` is `nil`).
public struct ShowcaseUsageError: Error, Equatable, Sendable {
  /// What is wrong, or `nil` when help was asked for.
  public let message: String?

  /// A mistake described by `message`, or a request for help when it is `nil`.
  /// - Parameter message: what is wrong.
  public init(message: String?) {
    self.message = message
  }
}

/// Reads the `showcase` executable's arguments.
///
/// ```swift
/// ShowcaseCommandLine.parse(["currency", "--url", "http://127.0.0.1:8080/rates"])
/// ```
public enum ShowcaseCommandLine {
  /// The usage text: every app and option.
  public static let usage: String = {
    let width = ShowcaseApp.allCases.map(\.rawValue.count).max() ?? 0
    let apps = ShowcaseApp.allCases.map { app in
      "  \(app.rawValue.padding(toLength: width, withPad: " ", startingAt: 0))  \(app.summary)"
    }
    return """
      usage: showcase [APP] [--url URL] [--timeout SECONDS]
      Each app shows its Rx, producer and async styles side by side. Apps:
      \(apps.joined(separator: "\n"))
      Options:
        --url URL          library and currency only: fetch JSON from URL; without it they run
                           offline (a simulated library service; the rates shipped with the package)
        --timeout SECONDS  how long a live request may take (default 10)
        --help             show this text
      """
  }()

  /// Reads `arguments` (without the program name).
  /// - Parameter arguments: the app, then options, or options only.
  /// - Returns: the options, or a ``ShowcaseUsageError`` (whose message is `nil` for `--help`).
  public static func parse(_ arguments: [String]) -> Result<ShowcaseOptions, ShowcaseUsageError> {
    var options = ShowcaseOptions()
    var rest = arguments[...]
    if let first = rest.first, !first.hasPrefix("-") {
      guard let app = ShowcaseApp(rawValue: first) else {
        return .failure(.init(message: first == "help" ? nil : "unknown app '\(first)'"))
      }
      options.app = app
      rest = rest.dropFirst()
    }
    while let option = rest.popFirst() {
      switch option {
      case "--url":
        guard let text = rest.popFirst() else { return .failure(.init(message: "--url needs a value")) }
        guard let parsed = URL(string: text), let scheme = parsed.scheme?.lowercased(),
          ["http", "https"].contains(scheme), parsed.host?.isEmpty == false
        else { return .failure(.init(message: "'\(text)' is not an http or https URL with a host")) }
        options.url = parsed
      case "--timeout":
        guard let text = rest.popFirst(), let seconds = TimeInterval(text), seconds > 0 else {
          return .failure(.init(message: "--timeout needs a positive number of seconds"))
        }
        options.timeout = seconds
      case "--help", "-h":
        return .failure(.init(message: nil))
      default:
        return .failure(.init(message: "unknown option '\(option)'"))
      }
    }
    if options.url != nil, !options.app.takesURL {
      return .failure(.init(message: "\(options.app.rawValue) runs offline only and takes no --url"))
    }
    return .success(options)
  }
}
