import ProducerStyle
import ProducerStyleTest
import Synchronization
import XCTest

final class TakeFirstZeroTests: ProducerStyleTestCase {
  func test_takeFirstZero_producer_neverStartsTheSourceWork() {
    let sent = Atomic<Int>(0)
    let source = SignalProducer<Int, Never> { observer, lifetime in
      for value in 1...3 where !lifetime.hasEnded {
        sent.add(1, ordering: .relaxed)
        observer.send(value: value)
      }
    }
    XCTAssertEqual(EventRecorder(source.take(first: 0)).events, [.interrupted])
    XCTAssertEqual(sent.load(ordering: .relaxed), 0)
  }

  func test_takeFirstZero_signal_interruptsItsObservers() {
    let (signal, input) = Signal<Int, Never>.pipe()
    let recorder = EventRecorder(signal.take(first: 0))
    input.send(value: 1)
    XCTAssertEqual(recorder.events, [.interrupted])
  }
}
