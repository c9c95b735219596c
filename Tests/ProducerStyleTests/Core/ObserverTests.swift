import ProducerStyle
import ProducerStyleTest
import XCTest

/// The open `Observer` class and `Termination`, as ReactiveSwift declares them: `Signal.Observer`
/// is one of its subclasses, and code of its own may subclass it.
final class ObserverTests: ProducerStyleTestCase {
  private struct Failure: Error, Equatable {}

  private final class LoggingObserver: Observer<Int, Failure> {
    var log: [String] = []
    override func receive(_ value: Int) { log.append("value \(value)") }
    override func terminate(_ termination: Termination<Failure>) {
      switch termination {
      case .failed(let error): log.append("failed \(error)")
      case .completed: log.append("completed")
      case .interrupted: log.append("interrupted")
      }
    }
  }

  func test_aSubclassOfTheOpenObserver_receivesWhatItIsSent() {
    let observer = LoggingObserver()
    let asBase: Observer<Int, Failure> = observer
    asBase.receive(1)
    asBase.terminate(.failed(Failure()))
    XCTAssertEqual(observer.log, ["value 1", "failed Failure()"])
  }

  func test_signalObserver_isAnObserver_andTerminateSendsTheMatchingEvent() {
    for (termination, expected) in [
      (Termination<Failure>.completed, Signal<Int, Failure>.Event.completed),
      (.failed(Failure()), .failed(Failure())),
      (.interrupted, .interrupted),
    ] {
      let (signal, input) = Signal<Int, Failure>.pipe()
      let recorder = EventRecorder(signal)
      let base: Observer<Int, Failure> = input
      base.receive(7)
      base.terminate(termination)
      input.send(value: 8)
      XCTAssertEqual(recorder.events, [.value(7), expected])
    }
  }
}
