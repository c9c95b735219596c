import AsyncStyle
import AsyncStyleTest
import TestSupport
import XCTest

final class OperatorDeterminismTests: AsyncStyleTestCase {
  /// Debounced queries switch to the newest search, whose errors become an empty result.
  private func searchScenario() -> [AsyncRecorded<[String], Never>] {
    let scheduler = AsyncTestScheduler()
    let clock = scheduler.clock
    let typed = scheduler.createHotSequence([
      .next(210, "s"), .next(240, "sw"), .next(400, "swi"), .next(420, "swift"), .next(700, "x"), .completed(900),
    ])
    let recorder = scheduler.start {
      typed.removeDuplicates()
        .debounce(for: .milliseconds(50), clock: clock)
        .flatMapLatest { query in
          scheduler.createColdSequence(
            query == "x"
              ? [.failure(30, TestError(code: 1))]
              : [.next(30, [query, query + "!"]), .completed(30)] as [AsyncRecorded<[String], TestError>]
          )
          .replaceError(with: [])
        }
    }
    return recorder.events
  }

  func test_searchScenario_identicalInEveryRun() {
    let expected: [AsyncRecorded<[String], Never>] = [
      .next(320, ["sw", "sw!"]), .next(500, ["swift", "swift!"]), .next(780, []), .completed(900),
    ]
    for run in 1...1000 {
      let events = searchScenario()
      guard events == expected else {
        XCTAssertEqual(events, expected, "run \(run)")
        return
      }
    }
  }
}
