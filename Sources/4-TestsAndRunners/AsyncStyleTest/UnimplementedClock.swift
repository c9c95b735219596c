import AsyncStyleTestKit
import StyleTestReporting

/// A clock that fails the test whenever it is used: inject it into code that a test expects not
/// to look at time, so that a change which starts depending on the clock is caught.
///
/// Each use reports a failure through XCTest or Swift Testing, whichever runs the test, naming
/// the clock and the member used, at the place the clock was made; the call then behaves like
/// `ImmediateClock`'s, so the test goes on and reports the rest.
///
/// ```swift
/// let model = SettingsModel(clock: UnimplementedClock("SettingsModel.clock"))
/// model.save()  // fails the test if saving ever sleeps
/// ```
public struct UnimplementedClock: Clock {
  /// A point on the clock: the time slept so far, as on an `ImmediateClock`.
  public typealias Instant = ImmediateClock.Instant

  private let base: ImmediateClock
  private let name: String
  private let fileID: StaticString
  private let filePath: StaticString
  private let line: UInt
  private let column: UInt

  /// Creates a clock that reports every use.
  /// - Parameters:
  ///   - name: the name in the failure messages, as in `"Unimplemented: Clock.now"`.
  ///   - now: the time the clock reads.
  ///   - fileID: where failures are reported, for Swift Testing.
  ///   - filePath: where failures are reported.
  ///   - line: where failures are reported.
  ///   - column: where failures are reported, for Swift Testing.
  public init(
    _ name: String = "Clock", now: Instant = Instant(), fileID: StaticString = #fileID,
    filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
  ) {
    base = ImmediateClock(now: now)
    self.name = name
    self.fileID = fileID
    self.filePath = filePath
    self.line = line
    self.column = column
  }

  /// Reports the use and reads the clock's time.
  public var now: Instant {
    report("now")
    return base.now
  }

  /// Reports the use; zero.
  public var minimumResolution: Duration {
    report("minimumResolution")
    return base.minimumResolution
  }

  /// Reports the use, then sleeps as an `ImmediateClock` does.
  /// - Throws: `CancellationError` when the task is cancelled.
  public func sleep(until deadline: Instant, tolerance: Duration? = nil) async throws {
    report("sleep")
    try await base.sleep(until: deadline, tolerance: tolerance)
  }

  private func report(_ member: String) {
    reportFailure(
      "Unimplemented: \(name).\(member)", fileID: "\(fileID)", filePath: filePath, line: line, column: column)
  }
}
