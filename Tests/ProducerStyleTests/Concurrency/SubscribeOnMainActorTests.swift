import Dispatch
import Foundation
import ProducerStyle
import ProducerStyleTest
import StyleInternals
import Testing
import XCTest

/// Main-actor state standing for a view: writing checks that the caller is main-actor code, and
/// each line records whether it was written on the main queue. That is the main thread under
/// XCTest; under Swift Testing on Linux another thread drains the main queue.
@MainActor
private final class MainActorLabel {
  private(set) var lines: [String] = []

  func show(_ text: String) {
    MainActor.assertIsolated("a main-actor closure ran off the main actor")
    lines.append("\(text) on \(MainQueue.isCurrent ? "main" : "another queue")")
  }
}

/// Sends `values` then completion from a queue of its own, never the main thread.
private func sendInBackground(_ values: [Int], to input: Signal<Int, Never>.Observer) {
  DispatchQueue(label: "background sender").async {
    precondition(!Thread.isMainThread, "the sender must be off the main thread")
    for value in values { input.send(value: value) }
    input.sendCompleted()
  }
}

final class SubscribeOnMainActorTests: ProducerStyleTestCase {
  func test_startWithValuesOnMainActor_producerOnABackgroundQueue_runsTheClosureOnTheMainThread() {
    let valuesSeen = expectation(description: "values")
    valuesSeen.expectedFulfillmentCount = 2
    let (label, disposable) = MainActor.assumeIsolated {
      let label = MainActorLabel()
      let (signal, input) = Signal<Int, Never>.pipe()
      let disposable = SignalProducer(signal).startWithValuesOnMainActor { value in
        label.show("\(value)")
        valuesSeen.fulfill()
      }
      sendInBackground([1, 2], to: input)
      return (label, disposable)
    }
    wait(for: [valuesSeen], timeout: 10)
    MainActor.assumeIsolated {
      XCTAssertEqual(label.lines, ["1 on main", "2 on main"])
      disposable.dispose()
    }
  }

  func test_observeValuesOnMainActor_signalOnABackgroundQueue_runsTheClosureOnTheMainThread() {
    let valuesSeen = expectation(description: "values")
    valuesSeen.expectedFulfillmentCount = 2
    let label = MainActor.assumeIsolated {
      let label = MainActorLabel()
      let (signal, input) = Signal<Int, Never>.pipe()
      signal.observeValuesOnMainActor { value in
        label.show("\(value)")
        valuesSeen.fulfill()
      }
      sendInBackground([4, 5], to: input)
      return label
    }
    wait(for: [valuesSeen], timeout: 10)
    MainActor.assumeIsolated {
      XCTAssertEqual(label.lines, ["4 on main", "5 on main"])
    }
  }

  func test_bindingTargetOnUIScheduler_sourceOnABackgroundQueue_runsTheActionOnTheMainThread() {
    let valuesSeen = expectation(description: "values")
    valuesSeen.expectedFulfillmentCount = 2
    let (label, token) = MainActor.assumeIsolated {
      let label = MainActorLabel()
      let (lifetime, token) = Lifetime.make()
      let (signal, input) = Signal<Int, Never>.pipe()
      let target = BindingTarget<Int>(on: UIScheduler(), lifetime: lifetime) { value in
        label.show("bound \(value)")
        valuesSeen.fulfill()
      }
      target <~ signal
      sendInBackground([8, 9], to: input)
      return (label, token)
    }
    wait(for: [valuesSeen], timeout: 10)
    MainActor.assumeIsolated {
      XCTAssertEqual(label.lines, ["bound 8 on main", "bound 9 on main"])
      withExtendedLifetime(token) {}
    }
  }
}

/// The same guarantee from Swift Testing, where a main-actor test suspends instead of running the
/// run loop: the main queue runs the hops while the test awaits.
@MainActor
@Suite struct SubscribeOnMainActorSuite {
  @Test func startWithValuesOnMainActor_producerOnAThread_hopsToTheMainActor() async {
    let label = MainActorLabel()
    let (signal, input) = Signal<Int, Never>.pipe()
    await expectNoLeaks {
      await withCheckedContinuation { (finished: CheckedContinuation<Void, Never>) in
        SignalProducer(signal).startWithValuesOnMainActor { value in
          label.show("\(value)")
          if value == 3 { finished.resume() }
        }
        Thread {
          for value in [1, 2, 3] { input.send(value: value) }
          input.sendCompleted()
        }
        .start()
      }
    }
    #expect(label.lines == ["1 on main", "2 on main", "3 on main"])
  }
}
