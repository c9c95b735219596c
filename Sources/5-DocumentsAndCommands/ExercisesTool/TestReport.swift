import Foundation

/// What one run of `swift test` said about the exercises' test classes, read from its output
/// (XCTest's lines, as Linux and macOS print them).
public struct TestReport: Equatable, Sendable {
  /// A test method that ran, with its class, whether it passed, and the messages of its failures.
  public struct Case: Equatable, Sendable {
    /// The test class.
    public var testClass: String
    /// The test method.
    public var method: String
    /// Whether it passed.
    public var passed: Bool
    /// Each failed expectation's message, with its continuation lines (a marble diagram's).
    public var failures: [Failure]

    /// A test method's result.
    /// - Parameters:
    ///   - testClass: the test class.
    ///   - method: the test method.
    ///   - passed: whether it passed.
    ///   - failures: its failed expectations.
    public init(testClass: String, method: String, passed: Bool, failures: [Failure]) {
      self.testClass = testClass
      self.method = method
      self.passed = passed
      self.failures = failures
    }
  }

  /// One failed expectation: where, and what it says.
  public struct Failure: Equatable, Sendable {
    /// The test file's name and the line, `RxMapTests.swift:12`.
    public var location: String
    /// The message; a marble assertion's holds the expected diagram above the actual one.
    public var message: String

    /// A failed expectation.
    /// - Parameters:
    ///   - location: the test file's name and the line.
    ///   - message: what it says.
    public init(location: String, message: String) {
      self.location = location
      self.message = message
    }
  }

  /// The test methods that ran, in the order they finished.
  public var cases: [Case]

  /// Reads the output of `swift test`.
  ///
  /// ```swift
  /// let report = TestReport(parsing: log)
  /// report.passed(testClass: "RxMapTests")  // true, false, or nil when no test of it ran
  /// ```
  /// - Parameter output: what `swift test` printed, standard output and error together.
  public init(parsing output: String) {
    var cases: [Case] = []
    var failures: [Failure] = []
    var message: [Substring]?
    var location = ""
    func endMessage() {
      if let lines = message {
        failures.append(Failure(location: location, message: lines.joined(separator: "\n")))
      }
      message = nil
    }
    for line in output.split(separator: "\n", omittingEmptySubsequences: false) {
      if let finished = Self.finishedCase(line) {
        endMessage()
        cases.append(
          Case(testClass: finished.testClass, method: finished.method, passed: finished.passed, failures: failures))
        failures = []
      } else if let failure = Self.failureLine(line) {
        endMessage()
        location = failure.location
        message = [Substring(failure.message)]
      } else if line.hasPrefix("Test Case ") || line.hasPrefix("Test Suite ") || line.hasPrefix("[") {
        endMessage()
      } else if message != nil {
        message?.append(line)
      }
    }
    self.cases = cases
  }

  /// Whether every test of `testClass` passed; `nil` when none ran.
  /// - Parameter testClass: the class's name.
  public func passed(testClass: String) -> Bool? {
    let ran = cases.filter { $0.testClass == testClass }
    return ran.isEmpty ? nil : ran.allSatisfy(\.passed)
  }

  /// The cases of `testClass`.
  /// - Parameter testClass: the class's name.
  public func cases(of testClass: String) -> [Case] {
    cases.filter { $0.testClass == testClass }
  }

  /// `Test Case 'Class.method' passed (…)` (Linux) or `Test Case '-[Module.Class method]' failed (…)` (macOS).
  private static func finishedCase(_ line: Substring) -> (testClass: String, method: String, passed: Bool)? {
    guard line.hasPrefix("Test Case '"), let end = line.dropFirst("Test Case '".count).firstIndex(of: "'") else {
      return nil
    }
    let rest = line[line.index(after: end)...]
    let passed: Bool
    if rest.hasPrefix(" passed") {
      passed = true
    } else if rest.hasPrefix(" failed") {
      passed = false
    } else {
      return nil
    }
    guard let name = testName(line[line.index(line.startIndex, offsetBy: "Test Case '".count)..<end]) else {
      return nil
    }
    return (name.testClass, name.method, passed)
  }

  /// `Class.method`, `Module.Class.method` or `-[Module.Class method]` as the class and the method.
  private static func testName(_ text: Substring) -> (testClass: String, method: String)? {
    var name = text
    if name.hasPrefix("-["), name.hasSuffix("]") {
      name = name.dropFirst(2).dropLast()
      let parts = name.split(separator: " ")
      guard parts.count == 2 else { return nil }
      return (String(parts[0].split(separator: ".").last ?? parts[0]), String(parts[1]))
    }
    let parts = name.split(separator: ".")
    guard parts.count >= 2 else { return nil }
    return (String(parts[parts.count - 2]), String(parts[parts.count - 1]))
  }

  /// `/path/File.swift:12: error: Class.method : failed - message` (XCTest on Linux and macOS,
  /// where the name is `-[Module.Class method]`), the message being what follows `failed - `
  /// or the last ` : `.
  private static func failureLine(_ line: Substring) -> (location: String, message: String)? {
    guard let error = line.range(of: ": error: ") else { return nil }
    let place = line[..<error.lowerBound]
    let file = place.split(separator: "/").last.map(String.init) ?? String(place)
    let rest = line[error.upperBound...]
    guard let separator = rest.range(of: " : ") else { return nil }
    var text = rest[separator.upperBound...]
    if let failed = text.range(of: "failed - "), text[..<failed.lowerBound].allSatisfy({ $0 != ":" }) {
      text = text[failed.upperBound...]
    }
    return (file, String(text))
  }
}
