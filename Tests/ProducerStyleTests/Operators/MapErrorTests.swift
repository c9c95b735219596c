import ProducerStyle
import ProducerStyleTest
import TestSupport
import XCTest

final class MapErrorTests: ProducerStyleTestCase {
  private struct Wrapped: Swift.Error, Equatable { let inner: TestError }

  func test_mapError_transformsTheFailure() {
    let producer = SignalProducer<Int, TestError>(error: .boom).mapError { Wrapped(inner: $0) }
    XCTAssertEqual(EventRecorder(producer).events, [.failed(Wrapped(inner: .boom))])
  }

  func test_promoteError_letsANeverFailingProducerJoinAFailingOne() {
    let promoted: SignalProducer<Int, TestError> = SignalProducer<Int, Never>(value: 1).promoteError()
    let merged = SignalProducer.merge(promoted, SignalProducer(error: .other))
    XCTAssertEqual(EventRecorder(merged).events, [.value(1), .failed(.other)])
    let (signal, input) = Signal<Int, Never>.pipe()
    let recorder = EventRecorder(signal.promoteError(TestError.self))
    input.sendCompleted()
    XCTAssertEqual(recorder.events, [.completed])
  }

  func test_ignoreError_completesInsteadOfFailing() {
    let (signal, input) = Signal<Int, TestError>.pipe()
    let recorder = EventRecorder(signal.ignoreError())
    input.send(value: 1)
    input.send(error: .boom)
    XCTAssertEqual(recorder.events, [.value(1), .completed])
  }
}
