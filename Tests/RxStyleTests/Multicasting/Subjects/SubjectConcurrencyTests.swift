import Dispatch
import RxStyle
import RxStyleTest
import TestSupport
import XCTest

final class SubjectConcurrencyTests: RxStyleTestCase {
  override func tearDown() {
    SynchronizationChecks.policy = .ignore
    super.tearDown()
  }

  /// Sends from four threads while an observer notices any overlap of its own calls.
  func test_subject_sendsFromSeveralThreads_areDeliveredOneAtATime() {
    let anomalies = Locked(0)
    SynchronizationChecks.policy = .report { _ in anomalies.withLock { $0 += 1 } }
    let subject = PublishSubject<Int>()
    let active = Locked(0)
    let overlaps = Locked(0)
    let received = Locked<[Int]>([])
    let subscription = subject.subscribe(onNext: { value in
      if active.withLock({ count -> Int in
        count += 1
        return count
      }) > 1 {
        overlaps.withLock { $0 += 1 }
      }
      received.withLock { $0.append(value) }
      active.withLock { $0 -= 1 }
    })
    DispatchQueue.concurrentPerform(iterations: 4) { thread in
      for index in 0..<500 { subject.onNext(thread * 1_000 + index) }
    }
    XCTAssertEqual(overlaps.value, 0)
    XCTAssertEqual(anomalies.value, 0, "cross-thread sends are serialised, not anomalies")
    let values = received.value
    XCTAssertEqual(values.count, 2_000)
    for thread in 0..<4 {
      let fromThread = values.filter { $0 / 1_000 == thread }
      XCTAssertEqual(fromThread, (0..<500).map { thread * 1_000 + $0 }, "each thread's order is kept")
    }
    subscription.dispose()
  }

  func test_behaviorSubject_subscribingWhileOtherThreadsSend_seesIncreasingValuesWithoutGaps() {
    let subject = BehaviorSubject(value: 0)
    let group = DispatchGroup()
    DispatchQueue.global().async(group: group) {
      for value in 1...2_000 { subject.onNext(value) }
    }
    var subscriptions: [any Disposable] = []
    let sequences = (0..<20).map { _ in Locked<[Int]>([]) }
    for sequence in sequences {
      subscriptions.append(subject.subscribe(onNext: { value in sequence.withLock { $0.append(value) } }))
    }
    group.wait()
    for sequence in sequences {
      let values = sequence.value
      guard let first = values.first else { return XCTFail("a subscriber received no current value") }
      XCTAssertEqual(values, Array(first...2_000), "the replayed value comes first and nothing is skipped")
    }
    for subscription in subscriptions { subscription.dispose() }
  }

  func test_twoSubjectsFeedingEachOtherFromTwoThreads_doNotDeadlock() {
    let left = PublishSubject<Int>()
    let right = PublishSubject<Int>()
    let forwardedLeft = left.filter { $0 % 2 == 0 }.map { $0 + 1 }.subscribe(onNext: { right.onNext($0) })
    let forwardedRight = right.filter { $0 % 2 == 0 }.map { $0 + 1 }.subscribe(onNext: { left.onNext($0) })
    let total = Locked(0)
    let countLeft = left.subscribe(onNext: { _ in total.withLock { $0 += 1 } })
    DispatchQueue.concurrentPerform(iterations: 2) { thread in
      for value in 0..<1_000 {
        if thread == 0 { left.onNext(value * 2) } else { right.onNext(value * 2) }
      }
    }
    // Every even value sent into `right` comes back into `left` once, odd values stop there.
    XCTAssertEqual(total.value, 2_000)
    for subscription in [forwardedLeft, forwardedRight, countLeft] { subscription.dispose() }
  }
}
