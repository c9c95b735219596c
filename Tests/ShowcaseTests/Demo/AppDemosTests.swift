import Foundation
import Showcase
import TestSupport
import XCTest

/// Each app's demo loop fed in-memory input, and the command line that picks the app.
final class AppDemosTests: AllStylesTestCase {
  private func play(input: [String], _ run: (() -> String?, @escaping @Sendable (String) -> Void) -> Void) -> [String] {
    var lines = input[...]
    let output = Locked<[String]>([])
    run({ lines.popFirst() }, { line in output.withLock { $0.append(line) } })
    return output.value
  }

  // MARK: Tap counter

  func test_tapCounter_countsEachStylesTaps() {
    let demo = TapCounterDemo()
    let output = play(input: ["t", "1", "3", "x", "q", "t"], demo.run)

    XCTAssertEqual(
      output,
      [
        "Tap counter — t: tap all, 1: rx, 2: producer, 3: async, q: quit",
        "[rx]       count 1", "[producer] count 1", "[async]    count 1",
        "[rx]       count 2", "[producer] count 1", "[async]    count 1",
        "[rx]       count 2", "[producer] count 1", "[async]    count 2",
        "Unknown command 'x': t, 1, 2, 3 or q.",
        "Bye.",
      ])
  }

  // MARK: Hex colour

  func test_hexColor_showsColourRGBAndName_andClearForBadText() {
    let demo = HexColorDemo()
    let output = play(input: ["#006636", "#12345"], demo.run)

    XCTAssertEqual(
      output,
      [
        "Hex colour — type #rrggbb, q: quit",
        "[rx]       rgba(0, 102, 54, 1.0)  (0, 102, 54)  rayWenderlichGreen",
        "[producer] rgba(0, 102, 54, 1.0)  (0, 102, 54)  rayWenderlichGreen",
        "[async]    rgba(0, 102, 54, 1.0)  (0, 102, 54)  rayWenderlichGreen",
        "[rx]       rgba(0, 0, 0, 0.0)  (0, 0, 0)  --",
        "[producer] rgba(0, 0, 0, 0.0)  (0, 0, 0)  --",
        "[async]    rgba(0, 0, 0, 0.0)  (0, 0, 0)  --",
        "Bye.",
      ])
  }

  // MARK: Currency

  func test_currency_offline_showsTheBundledRates() {
    let demo = CurrencyDemo(service: FileCurrencyService())
    let output = play(input: ["2"], demo.run)

    XCTAssertEqual(output.count, 5, "\(output)")
    XCTAssertEqual(output[1], "[rx]       —")
    XCTAssertTrue(output[2].hasPrefix("[producer] 8 rates: AUD 1.7317, CAD 1.6974"), output[2])
    XCTAssertEqual(output[3], "[async]    —")
  }

  func test_currency_failingService_showsEachStylesError_andThePushRatesEnd() {
    let missing = FileManager.default.temporaryDirectory.appendingPathComponent("no-such-rates.json")
    let demo = CurrencyDemo(service: FileCurrencyService(url: missing), answerTimeout: 5)
    let output = play(input: ["r", "r"], demo.run)

    let error = "error: No rates file at \(missing.path)"
    // The article's Driver ends with its fallback on the first failure: the Rx style fetches
    // no more.
    let ended = error + " (the rates have ended: the Driver completed)"
    XCTAssertEqual(
      Array(output.dropFirst()),
      [
        "[rx]       \(ended)", "[producer] \(error)", "[async]    \(error)",
        "[rx]       \(ended)", "[producer] \(error)", "[async]    \(error)",
        "Bye.",
      ])
  }

  // MARK: Lights

  func test_lights_togglesEachStyle_andReportsFailedToggles() {
    let demo = LightsDemo()
    let output = play(input: ["t 2", "t 4", "t", "l"], demo.run)

    let toggled = "Hall off, Kitchen on, Porch off, Garage off — some on"
    XCTAssertEqual(
      Array(output.dropFirst()),
      [
        "[rx]       \(toggled)", "[producer] \(toggled)", "[async]    \(toggled)",
        "[rx]       \(toggled) (toggle failed: light 4 did not answer)",
        "[producer] \(toggled) (toggle failed: light 4 did not answer)",
        "[async]    \(toggled) (toggle failed: light 4 did not answer)",
        "Unknown command 't': t N, l or q.",
        "[rx]       \(toggled)", "[producer] \(toggled)", "[async]    \(toggled)",
        "Bye.",
      ])
  }

  // MARK: The command line

  func test_commandLine_picksTheAppAndItsOptions() {
    XCTAssertEqual(try ShowcaseCommandLine.parse([]).get(), ShowcaseOptions())
    XCTAssertEqual(try ShowcaseCommandLine.parse(["lights"]).get().app, .lights)
    let currency = try? ShowcaseCommandLine.parse(["currency", "--url", "http://127.0.0.1:9/rates", "--timeout", "2"])
      .get()
    XCTAssertEqual(currency?.app, .currency)
    XCTAssertEqual(currency?.url, URL(string: "http://127.0.0.1:9/rates"))
    XCTAssertEqual(currency?.timeout, 2)
  }

  func test_commandLine_rejectsMistakes_withAMessage() {
    let mistakes: [([String], String)] = [
      (["nope"], "unknown app 'nope'"),
      (["lights", "--url", "http://example.com"], "lights runs offline only and takes no --url"),
      (["--url"], "--url needs a value"),
      (["currency", "--url", "ftp://example.com"], "'ftp://example.com' is not an http or https URL with a host"),
      (["--timeout", "0"], "--timeout needs a positive number of seconds"),
      (["tapcounter", "--fast"], "unknown option '--fast'"),
    ]
    for (arguments, message) in mistakes {
      XCTAssertEqual(
        ShowcaseCommandLine.parse(arguments), .failure(ShowcaseUsageError(message: message)), "\(arguments)")
    }
    XCTAssertEqual(ShowcaseCommandLine.parse(["--help"]), .failure(ShowcaseUsageError(message: nil)))
    XCTAssertEqual(ShowcaseCommandLine.parse(["help"]), .failure(ShowcaseUsageError(message: nil)))
  }

  func test_usage_listsEveryApp() {
    for app in ShowcaseApp.allCases {
      XCTAssertTrue(ShowcaseCommandLine.usage.contains("\n  \(app.rawValue)  "), app.rawValue)
    }
  }
}
