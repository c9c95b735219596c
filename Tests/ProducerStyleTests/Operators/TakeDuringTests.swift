import ProducerStyle
import ProducerStyleTest
import TestSupport
import XCTest

final class TakeDuringTests: ProducerStyleTestCase {
  func test_takeDuring_completesWhenTheLifetimeEnds() {
    let (lifetime, token) = Lifetime.make()
    let (signal, input) = Signal<Int, Never>.pipe()
    let recorder = EventRecorder(SignalProducer(signal).take(during: lifetime))
    let hot = EventRecorder(signal.take(during: lifetime))
    input.send(value: 1)
    token.dispose()
    input.send(value: 2)
    XCTAssertEqual(recorder.events, [.value(1), .completed])
    XCTAssertEqual(hot.events, [.value(1), .completed])
    XCTAssertEqual(EventRecorder(SignalProducer<Int, Never>.never.take(during: lifetime)).events, [.completed])
  }
}
