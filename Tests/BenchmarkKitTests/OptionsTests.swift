import BenchmarkKit
import XCTest

final class OptionsTests: XCTestCase {
  func test_noArguments_givesDefaultsForTheFullRun() throws {
    let options = try Options.parse([])
    XCTAssertEqual(options, Options())
    XCTAssertEqual(options.effectiveIterations, 10)
    XCTAssertEqual(options.effectiveWarmup, 2)
    XCTAssertTrue(options.effectiveIsolate)
    XCTAssertEqual(options.threshold, 25)
    XCTAssertEqual(options.format, .table)
  }

  func test_quick_shrinksRunsAndTurnsIsolationOff() throws {
    let options = try Options.parse(["--quick"])
    XCTAssertEqual(options.effectiveIterations, 3)
    XCTAssertEqual(options.effectiveWarmup, 1)
    XCTAssertFalse(options.effectiveIsolate)
    XCTAssertTrue(try Options.parse(["--quick", "--isolate"]).effectiveIsolate)
    XCTAssertFalse(try Options.parse(["--no-isolate"]).effectiveIsolate)
  }

  func test_processes_defaultsToThreeForTheFullRunAndAsksForIsolation() throws {
    XCTAssertEqual(try Options.parse([]).effectiveProcesses, 3)
    XCTAssertEqual(try Options.parse(["--quick"]).effectiveProcesses, 1)
    XCTAssertEqual(try Options.parse(["--quick", "--isolate"]).effectiveProcesses, 1)
    XCTAssertEqual(try Options.parse(["--no-isolate"]).effectiveProcesses, 1)
    let several = try Options.parse(["--processes", "5"])
    XCTAssertEqual(several.effectiveProcesses, 5)
    XCTAssertTrue(several.effectiveIsolate)
    let quick = try Options.parse(["--quick", "--processes=2"])
    XCTAssertTrue(quick.effectiveIsolate, "a quick run isolates its cells once it asks for processes")
    XCTAssertEqual(quick.effectiveProcesses, 2)
  }

  func test_cpuTime_isAFlagThatDefaultsToTheWallClock() throws {
    XCTAssertFalse(try Options.parse([]).cpuTime)
    XCTAssertTrue(try Options.parse(["--cpu-time"]).cpuTime)
    assertUsageError(["--cpu-time=yes"], "--cpu-time takes no value")
  }

  func test_everyOption_isParsedWithSpaceOrEquals() throws {
    let options = try Options.parse([
      "--filter", "W1|W4", "--styles=rx,async", "--iterations", "7", "--warmup=0", "--format", "csv",
      "--output", "out", "--baseline=base.json", "--threshold", "12.5%",
    ])
    XCTAssertEqual(options.filter, "W1|W4")
    XCTAssertEqual(options.styles, [.rx, .async])
    XCTAssertEqual(options.effectiveIterations, 7)
    XCTAssertEqual(options.effectiveWarmup, 0)
    XCTAssertEqual(options.format, .csv)
    XCTAssertEqual(options.outputDirectory, "out")
    XCTAssertEqual(options.baseline, "base.json")
    XCTAssertEqual(options.threshold, 12.5)
  }

  func test_badCommandLines_throwAMessageNamingTheProblem() {
    assertUsageError(["--bogus"], "unknown option '--bogus'")
    assertUsageError(["quick"], "unexpected argument 'quick'")
    assertUsageError(["--filter"], "--filter needs a value")
    assertUsageError(["--filter", "("], "--filter '(' is not a valid regular expression")
    assertUsageError(["--styles", "rx,loop"], "--styles: unknown style 'loop'")
    assertUsageError(["--styles", "push"], "--styles: unknown style 'push'")
    assertUsageError(["--format", "xml"], "--format: unknown format 'xml'")
    assertUsageError(["--iterations", "0"], "--iterations needs a whole number of at least 1, not '0'")
    assertUsageError(["--warmup", "-1"], "--warmup needs a whole number of at least 0, not '-1'")
    assertUsageError(["--threshold", "fast"], "--threshold needs a percentage")
    assertUsageError(["--quick=yes"], "--quick takes no value")
    assertUsageError(["--processes", "0"], "--processes needs a whole number of at least 1, not '0'")
    assertUsageError(["--no-isolate", "--processes", "2"], "--processes runs each cell in child processes")
  }

  func test_filter_matchesAnywhereInTheCellName() throws {
    let options = try Options.parse(["--filter", "W1/rx"])
    XCTAssertTrue(options.matches("W1/rx"))
    XCTAssertTrue(options.matches("W1/rx:range"))
    XCTAssertFalse(options.matches("W1/loop"))
    XCTAssertTrue(try Options.parse(["--filter", "^W5$|range$"]).matches("W1/rx:range"))
    XCTAssertTrue(Options().matches("anything"))
  }

  func test_usage_mentionsEveryOption() {
    for option in [
      "--filter", "--styles", "--iterations", "--warmup", "--quick", "--format", "--output", "--baseline",
      "--threshold", "--isolate", "--no-isolate", "--processes", "--help",
    ] {
      XCTAssertTrue(Options.usage.contains(option), option)
    }
  }

  private func assertUsageError(_ arguments: [String], _ expected: String, line: UInt = #line) {
    do {
      _ = try Options.parse(arguments)
      XCTFail("\(arguments) parsed without an error", line: line)
    } catch {
      XCTAssertTrue(error.message.hasPrefix(expected), "\(error.message) does not start with \(expected)", line: line)
    }
  }

  func test_scaling_isAFlagWithFewerIterationsPerSize() throws {
    let options = try Options.parse(["--scaling"])
    XCTAssertTrue(options.scaling)
    XCTAssertEqual(options.effectiveIterations, 5)
    XCTAssertEqual(try Options.parse(["--scaling", "--iterations", "2"]).effectiveIterations, 2)
    XCTAssertThrowsError(try Options.parse(["--scaling=yes"])) { error in
      XCTAssertEqual((error as? UsageError)?.message, "--scaling takes no value")
    }
  }

  func test_size_isAWholeNumberOfAtLeastOne() throws {
    XCTAssertEqual(try Options.parse(["--size", "1000"]).size, 1_000)
    XCTAssertThrowsError(try Options.parse(["--size", "0"])) { error in
      XCTAssertEqual((error as? UsageError)?.message, "--size needs a whole number of at least 1, not '0'")
    }
  }
}
