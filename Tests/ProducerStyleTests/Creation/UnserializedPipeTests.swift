import ProducerStyle
import ProducerStyleTest
import TestSupport
import XCTest

final class UnserializedPipeTests: ProducerStyleTestCase {
  func test_reentrantUnserializedPipe_deliversReentrantSendsAfterTheCurrentOne() {
    let (signal, input) = Signal<Int, Never>.reentrantUnserializedPipe()
    let seen = Locked<[String]>([])
    signal.observeValues { value in
      seen.withLock { $0.append("begin \(value)") }
      if value < 3 { input.send(value: value + 1) }
      seen.withLock { $0.append("end \(value)") }
    }
    input.send(value: 1)
    input.sendCompleted()
    XCTAssertEqual(seen.withLock { $0 }, ["begin 1", "end 1", "begin 2", "end 2", "begin 3", "end 3"])
  }

  func test_unserializedPipe() {
    let (signal, input) = Signal<Int, TestError>.unserializedPipe()
    let recorder = EventRecorder(signal)
    input.send(value: 1)
    input.send(error: .boom)
    XCTAssertEqual(recorder.events, [.value(1), .failed(.boom)])
  }
}
