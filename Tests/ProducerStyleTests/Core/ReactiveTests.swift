import ProducerStyle
import ProducerStyleTest
import TestSupport
import XCTest

private final class Counter: ReactiveExtensionsProvider {
  let changes = Signal<Int, Never>.pipe()
}

extension Reactive where Base: Counter {
  fileprivate var values: Signal<Int, Never> { base.changes.output }
  fileprivate static var name: String { "counter" }
}

final class ReactiveTests: ProducerStyleTestCase {
  func test_reactiveNamespace_reachesTheBase() {
    let counter = Counter()
    let recorder = EventRecorder(counter.reactive.values)
    counter.changes.input.send(value: 3)
    XCTAssertEqual(recorder.values, [3])
    XCTAssertTrue(counter.reactive.base === counter)
    XCTAssertEqual(Counter.reactive.name, "counter")
    counter.changes.input.sendCompleted()
  }
}
