import Foundation
import ProducerStyle
import RxStyle
import Showcase
import TestSupport
import XCTest

/// The demo's loop fed in-memory input, and the `showcase` executable run as a process.
final class LibraryPickerDemoTests: AllStylesTestCase {
  private func simulatedDemo(failing error: WebServiceError? = nil) -> LibraryPickerDemo {
    // The latency keeps each style's "loading…" well ahead of its answer, which the async style
    // writes from another task.
    let service = SimulatedWebService(
      library: Library(name: "Demo library"), latency: .milliseconds(100),
      rxScheduler: SerialDispatchQueueScheduler(internalSerialQueueName: "test.rx"),
      producerScheduler: QueueScheduler(name: "test.producer"), clock: ContinuousClock())
    if let error { service.result = .failure(error) }
    return LibraryPickerDemo(webService: service, debounce: .milliseconds(10), answerTimeout: 10)
  }

  private func play(_ demo: LibraryPickerDemo, input: [String]) -> [String] {
    var lines = input[...]
    let output = Locked<[String]>([])
    demo.run(readLine: { lines.popFirst() }, write: { line in output.withLock { $0.append(line) } })
    return output.value
  }

  func test_eachKeyTapsItsStyle_andShowsTheLabels() {
    let output = play(simulatedDemo(), input: ["1", "2 3"])

    XCTAssertEqual(
      output,
      [
        "Library picker — 1: rx, 2: producer, 3: async, q: quit",
        "[rx]       tap",
        "[rx]       loading…",
        "[rx]       Library name: Demo library",
        "Labels: [rx] Library name: Demo library | [producer] — | [async] —",
        "[producer] tap",
        "[producer] loading…",
        "[producer] Library name: Demo library",
        "Labels: [rx] Library name: Demo library | [producer] Library name: Demo library | [async] —",
        "[async]    tap",
        "[async]    loading…",
        "[async]    Library name: Demo library",
        "Labels: [rx] Library name: Demo library | [producer] Library name: Demo library"
          + " | [async] Library name: Demo library",
        "Bye.",
      ])
  }

  func test_failingService_showsTheError() {
    let output = play(simulatedDemo(failing: .httpStatus(503)), input: ["2"])

    XCTAssertEqual(
      output.dropFirst().prefix(3),
      ["[producer] tap", "[producer] loading…", "[producer] Error occurred: HTTP status 503"])
  }

  func test_quitsOnQ_andRejectsOtherKeys() {
    let output = play(simulatedDemo(), input: ["x", "q", "1"])

    XCTAssertEqual(
      output,
      [
        "Library picker — 1: rx, 2: producer, 3: async, q: quit",
        "Unknown key 'x': press 1, 2 or 3, or q to quit.",
        "Bye.",
      ])
  }

  // MARK: The executable
  // Starting a process needs Foundation's Process, which iOS, tvOS and watchOS do not have.
  #if os(macOS) || os(Linux)

    private func runShowcase(_ arguments: [String], input: String) throws -> (
      status: Int32, output: String, error: String
    ) {
      // The products sit beside the test bundle: on Linux its URL is that folder, elsewhere the
      // `.xctest` inside it.
      let bundle = Bundle(for: Self.self).bundleURL
      let candidates = [bundle, bundle.deletingLastPathComponent()].map { $0.appendingPathComponent("showcase") }
      guard let executable = candidates.first(where: { FileManager.default.isExecutableFile(atPath: $0.path) }) else {
        throw XCTSkip("build the showcase product first (swift build): \(candidates[0].path)")
      }
      let process = Process()
      process.executableURL = executable
      process.arguments = arguments
      let (stdin, stdout, stderr) = (Pipe(), Pipe(), Pipe())
      (process.standardInput, process.standardOutput, process.standardError) = (stdin, stdout, stderr)
      try process.run()
      stdin.fileHandleForWriting.write(Data(input.utf8))
      try stdin.fileHandleForWriting.close()
      let output = stdout.fileHandleForReading.readDataToEndOfFile()
      let error = stderr.fileHandleForReading.readDataToEndOfFile()
      process.waitUntilExit()
      return (
        process.terminationStatus, String(decoding: output, as: UTF8.self), String(decoding: error, as: UTF8.self)
      )
    }

    func test_executable_playsTheSimulatedService_untilEndOfInput() throws {
      let run = try runShowcase([], input: "3\n")

      XCTAssertEqual(run.status, 0)
      XCTAssertTrue(run.output.contains("[async]    Library name: Simulated library\n"), run.output)
      XCTAssertTrue(run.output.hasSuffix("Bye.\n"), run.output)
    }

    func test_executable_rejectsABadURL() throws {
      let run = try runShowcase(["--url", "not a url"], input: "")

      XCTAssertEqual(run.status, 2)
      XCTAssertTrue(run.error.hasPrefix("error: 'not a url' is not an http or https URL with a host\n"), run.error)
      XCTAssertEqual(run.output, "")
    }

    func test_executable_help_listsEveryApp() throws {
      let run = try runShowcase(["--help"], input: "")

      XCTAssertEqual(run.status, 0)
      XCTAssertEqual(run.output, ShowcaseCommandLine.usage + "\n")
      for app in ShowcaseApp.allCases { XCTAssertTrue(run.output.contains("  \(app.rawValue)  "), app.rawValue) }
    }

    func test_executable_unknownApp_printsUsageAndExits2() throws {
      let run = try runShowcase(["juggler"], input: "")

      XCTAssertEqual(run.status, 2)
      XCTAssertEqual(run.error, "error: unknown app 'juggler'\n" + ShowcaseCommandLine.usage + "\n")
      XCTAssertEqual(run.output, "")
    }

    func test_executable_offlineApp_rejectsAURL() throws {
      let run = try runShowcase(["hexcolor", "--url", "http://127.0.0.1:9/"], input: "")

      XCTAssertEqual(run.status, 2)
      XCTAssertTrue(run.error.hasPrefix("error: hexcolor runs offline only and takes no --url\n"), run.error)
    }

    func test_executable_everyApp_runsOffline() throws {
      let inputs: [ShowcaseApp: (input: String, expected: String)] = [
        .library: ("3\n", "[async]    Library name: Simulated library\n"),
        .tapcounter: ("t\n", "[async]    count 1\n"),
        .hexcolor: ("#ff0000\n", "[async]    rgba(255, 0, 0, 1.0)  (255, 0, 0)  red\n"),
        .currency: ("r\n", "[async]    8 rates: AUD 1.7317"),
        .lights: ("t 1\n", "[async]    Hall on, Kitchen off, Porch off, Garage off — some on\n"),
      ]
      for app in ShowcaseApp.allCases {
        let (input, expected) = try XCTUnwrap(inputs[app])
        let run = try runShowcase([app.rawValue], input: input)

        XCTAssertEqual(run.status, 0, app.rawValue)
        XCTAssertTrue(run.output.contains(expected), "\(app.rawValue): \(run.output)")
        XCTAssertTrue(run.output.hasSuffix("Bye.\n"), "\(app.rawValue): \(run.output)")
      }
    }

    func test_executable_currency_fetchesFromTheURL() throws {
      let server = try LoopbackHTTPServer.currencyRoutes()
      defer { server.stop() }

      let run = try runShowcase(["currency", "--url", server.url("/rates").absoluteString], input: "r\nr\n")

      XCTAssertEqual(run.status, 0)
      XCTAssertTrue(run.output.contains("[rx]       2 rates: EUR 1.1271, USD 1.3513\n"), run.output)
      XCTAssertEqual(server.paths, Array(repeating: "/rates", count: 6))
    }

    func test_executable_reportsAnUnreachableHost() throws {
      let server = try LoopbackHTTPServer(routes: [:])
      let url = server.url("/library")
      server.stop()

      let run = try runShowcase(["--url", url.absoluteString, "--timeout", "5"], input: "1\nq\n")

      XCTAssertEqual(run.status, 0)
      XCTAssertTrue(run.output.contains("[rx]       Error occurred: network error: "), run.output)
    }
  #endif
}
