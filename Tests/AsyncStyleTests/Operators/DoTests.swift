import AsyncStyle
import AsyncStyleTest
import StyleInternals
import TestSupport
import XCTest

final class DoTests: AsyncStyleTestCase {
  private final class Log: Sendable {
    let entries = Lock<[String]>([])
    func add(_ entry: String) { entries.withLock { $0.append(entry) } }
    var all: [String] { entries.withLock { $0 } }
  }

  private func logged<S: AsyncSequence>(_ base: S, into log: Log) -> AsyncHandleEventsSequence<S> {
    base.handleEvents(
      onStart: { log.add("start") }, onElement: { log.add("element \($0)") }, onFinish: { log.add("finish") },
      onFailure: { log.add("failure \($0)") }, onCancel: { log.add("cancel") })
  }

  func test_handleEvents_reportsElementsAndFinish() async {
    let log = Log()
    let result = await elements(logged([1, 2].async, into: log))
    XCTAssertEqual(result, [1, 2])
    XCTAssertEqual(log.all, ["start", "element 1", "element 2", "finish"])
  }

  func test_handleEvents_reportsFailure() async {
    let log = Log()
    _ = await events(logged(Scripted([1], failing: TestError(code: 4)), into: log))
    XCTAssertEqual(log.all, ["start", "element 1", "failure TestError(4)"])
  }

  func test_handleEvents_reportsCancelWhenDroppedEarly() async {
    let log = Log()
    do {
      var iterator = logged([1, 2, 3].async, into: log).makeAsyncIterator()
      _ = await iterator.next()
    }
    XCTAssertEqual(log.all, ["start", "element 1", "cancel"])
  }
}
