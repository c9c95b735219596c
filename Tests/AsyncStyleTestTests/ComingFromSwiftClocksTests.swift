import AsyncStyleTest
import Testing
import XCTest

/// A model of the kind swift-clocks' tests are written for: a timer that counts seconds while it
/// runs, started by a `Task {}` on the main actor.
@MainActor final class CountingTimerModel<C: Clock<Duration>> {
  private(set) var count = 0
  private let clock: C
  private var timer: Task<Void, Never>?

  init(clock: C) {
    self.clock = clock
  }

  func startButtonTapped() {
    timer = Task {
      while true {
        do {
          try await clock.sleep(for: .seconds(1))
        } catch {
          return
        }
        count += 1
      }
    }
  }

  func stopButtonTapped() {
    timer?.cancel()
    timer = nil
  }
}

/// The test as swift-clocks and swift-concurrency-extras users write it, with only the import
/// changed: in XCTest inside `withMainSerialExecutor`, in Swift Testing under `.virtualTime`.
final class ComingFromSwiftClocksXCTests: XCTestCase {
  // snippet: coming-from-swift-clocks-xctest
  @MainActor func test_timerCountsEverySecondUntilStopped() async throws {
    try await withMainSerialExecutor {
      let clock = TestClock()
      let model = CountingTimerModel(clock: clock)

      model.startButtonTapped()
      await clock.advance(by: .seconds(1))
      XCTAssertEqual(model.count, 1)
      await clock.advance(by: .seconds(4))
      XCTAssertEqual(model.count, 5)

      model.stopButtonTapped()
      await clock.run()
      XCTAssertEqual(model.count, 5)
      try await clock.checkSuspension()
    }
  }
  // end snippet
}

@MainActor @Suite(.virtualTime) struct ComingFromSwiftClocksTests {
  // snippet: coming-from-swift-clocks-swift-testing
  @Test func timerCountsEverySecondUntilStopped() async throws {
    let clock = TestClock()
    let model = CountingTimerModel(clock: clock)

    model.startButtonTapped()
    await clock.advance(by: .seconds(1))
    #expect(model.count == 1)
    await clock.advance(by: .seconds(4))
    #expect(model.count == 5)

    model.stopButtonTapped()
    await clock.run()
    #expect(model.count == 5)
    try await clock.checkSuspension()
  }
  // end snippet
}
