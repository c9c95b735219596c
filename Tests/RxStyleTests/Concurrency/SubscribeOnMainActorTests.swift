import Dispatch
import Foundation
import RxStyle
import RxStyleTest
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
private func sendInBackground(_ values: [Int], to subject: PublishSubject<Int>) {
  DispatchQueue(label: "background sender").async {
    precondition(!Thread.isMainThread, "the sender must be off the main thread")
    for value in values { subject.onNext(value) }
    subject.onCompleted()
  }
}

final class SubscribeOnMainActorTests: RxStyleTestCase {
  func test_subscribeOnMainActor_sourceOnABackgroundQueue_runsTheClosuresOnTheMainThread() {
    let completed = expectation(description: "completed")
    let (label, subscription) = MainActor.assumeIsolated {
      let label = MainActorLabel()
      let subject = PublishSubject<Int>()
      let subscription = subject.subscribeOnMainActor(
        onNext: { label.show("\($0)") },
        onCompleted: {
          label.show("done")
          completed.fulfill()
        })
      sendInBackground([1, 2], to: subject)
      return (label, subscription)
    }
    wait(for: [completed], timeout: 10)
    MainActor.assumeIsolated {
      XCTAssertEqual(label.lines, ["1 on main", "2 on main", "done on main"])
      subscription.dispose()
    }
  }

  func test_subscribeOnMainActor_disposedOnABackgroundQueue_runsOnDisposedOnTheMainThread() {
    let disposed = expectation(description: "disposed")
    let label = MainActor.assumeIsolated {
      let label = MainActorLabel()
      let subscription = Observable<Int>.never().subscribeOnMainActor(onDisposed: {
        label.show("disposed")
        disposed.fulfill()
      })
      DispatchQueue(label: "background disposer").async { subscription.dispose() }
      return label
    }
    wait(for: [disposed], timeout: 10)
    MainActor.assumeIsolated {
      XCTAssertEqual(label.lines, ["disposed on main"])
    }
  }

  func test_drive_sourceOnABackgroundQueue_runsTheMainActorClosuresOnTheMainThread() {
    let completed = expectation(description: "completed")
    let (label, bag) = MainActor.assumeIsolated {
      let label = MainActorLabel()
      let subject = PublishSubject<Int>()
      let bag = DisposeBag()
      subject.asDriver(onErrorJustReturn: -1)
        .drive(
          onNext: { label.show("\($0)") },
          onCompleted: {
            label.show("done")
            completed.fulfill()
          }
        )
        .disposed(by: bag)
      sendInBackground([1, 2], to: subject)
      return (label, bag)
    }
    wait(for: [completed], timeout: 10)
    MainActor.assumeIsolated {
      XCTAssertEqual(label.lines, ["1 on main", "2 on main", "done on main"])
    }
    withExtendedLifetime(bag) {}
  }

  func test_emit_sourceOnABackgroundQueue_runsTheMainActorClosureOnTheMainThread() {
    let completed = expectation(description: "completed")
    let (label, bag) = MainActor.assumeIsolated {
      let label = MainActorLabel()
      let subject = PublishSubject<Int>()
      let bag = DisposeBag()
      subject.asSignal(onErrorJustReturn: -1)
        .emit(
          with: label,
          onNext: { label, value in label.show("\(value)") },
          onCompleted: { label in
            label.show("done")
            completed.fulfill()
          }
        )
        .disposed(by: bag)
      sendInBackground([3], to: subject)
      return (label, bag)
    }
    wait(for: [completed], timeout: 10)
    MainActor.assumeIsolated {
      XCTAssertEqual(label.lines, ["3 on main", "done on main"])
    }
    withExtendedLifetime(bag) {}
  }
}

/// The same guarantee from Swift Testing, where a main-actor test suspends instead of running the
/// run loop: the main queue runs the hops while the test awaits.
@MainActor
@Suite struct SubscribeOnMainActorSuite {
  @Test func subscribeOnMainActor_sourceOnAThread_hopsToTheMainActor() async {
    let label = MainActorLabel()
    let subject = PublishSubject<Int>()
    await expectNoLeaks {
      await withCheckedContinuation { (finished: CheckedContinuation<Void, Never>) in
        _ = subject.subscribeOnMainActor(
          onNext: { label.show("\($0)") },
          onCompleted: {
            label.show("done")
            finished.resume()
          })
        let sender = Thread {
          for value in [1, 2, 3] { subject.onNext(value) }
          subject.onCompleted()
        }
        sender.start()
      }
    }
    #expect(label.lines == ["1 on main", "2 on main", "3 on main", "done on main"])
  }

  @Test func drive_sourceOnAThread_runsTheMainActorClosureOnTheMainThread() async {
    let label = MainActorLabel()
    let subject = PublishSubject<Int>()
    let bag = DisposeBag()
    await withCheckedContinuation { (finished: CheckedContinuation<Void, Never>) in
      subject.asDriver(onErrorJustReturn: -1)
        .drive(
          onNext: { label.show("\($0)") },
          onCompleted: {
            label.show("done")
            finished.resume()
          }
        )
        .disposed(by: bag)
      Thread {
        subject.onNext(7)
        subject.onCompleted()
      }
      .start()
    }
    #expect(label.lines == ["7 on main", "done on main"])
  }
}
