import RxStyle
import RxStyleTest
import TestSupport
import XCTest

final class InfallibleConcurrencyTests: RxStyleTestCase {
  func test_values_yieldsEveryElementThenEnds_withoutTry() async {
    var received: [Int] = []
    for await element in Infallible.of(1, 2, 3).values { received.append(element) }
    XCTAssertEqual(received, [1, 2, 3])
  }

  func test_values_ofEmpty_endsAtOnce() async {
    var received: [Int] = []
    for await element in Infallible<Int>.empty().values { received.append(element) }
    XCTAssertEqual(received, [])
  }

  func test_values_deliversElementsSentAfterTheLoopStarted() async {
    let subject = PublishSubject<Int>()
    let stream = subject.asInfallible(onErrorJustReturn: -1).values
    let consumer = Task {
      var received: [Int] = []
      for await element in stream { received.append(element) }
      return received
    }
    subject.onNext(1)
    subject.onError(TestError())
    let received = await consumer.value
    XCTAssertEqual(received, [1, -1])
  }

  func test_values_cancellingTheConsumer_disposesTheSubscription() async {
    let disposed = AsyncLatch()
    let stream = Observable<Int>.never().do(onDispose: { disposed.signal() }).asInfallible(onErrorJustReturn: 0).values
    let consumer = Task {
      for await _ in stream {}
    }
    consumer.cancel()
    await disposed.wait()
    await consumer.value
  }

  func test_values_completionRacingCancellation_neitherDeadlocksNorLeaks() async {
    for _ in 0..<10_000 {
      let subject = PublishSubject<Int>()
      let stream = subject.asInfallible(onErrorJustReturn: 0).values
      let consumer = Task {
        for await _ in stream {}
      }
      await withTaskGroup(of: Void.self) { group in
        group.addTask {
          subject.onNext(1)
          subject.onCompleted()
        }
        group.addTask { consumer.cancel() }
      }
      await consumer.value
    }
  }
}
