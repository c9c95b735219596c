import RxStyle
import RxStyleTest
import TestSupport
import XCTest

final class ObservableConcurrencyTests: RxStyleTestCase {
  // MARK: values

  func test_values_yieldsEveryElementThenEnds() async throws {
    var received: [Int] = []
    for try await element in Observable.of(1, 2, 3).values { received.append(element) }
    XCTAssertEqual(received, [1, 2, 3])
  }

  func test_values_ofEmpty_endsWithoutElements() async throws {
    var received: [Int] = []
    for try await element in Observable<Int>.empty().values { received.append(element) }
    XCTAssertEqual(received, [])
  }

  func test_values_throwsTheSourceErrorAfterItsElements() async {
    var received: [Int] = []
    do {
      for try await element in Observable.of(1, 2).concat(Observable<Int>.error(TestError())).values {
        received.append(element)
      }
      XCTFail("expected the source's error")
    } catch {
      XCTAssertEqual(error as? TestError, TestError())
    }
    XCTAssertEqual(received, [1, 2])
  }

  func test_values_deliversElementsSentAfterTheLoopStarted() async throws {
    let subject = PublishSubject<Int>()
    let stream = subject.values
    let consumer = Task {
      var received: [Int] = []
      for try await element in stream { received.append(element) }
      return received
    }
    subject.onNext(1)
    subject.onNext(2)
    subject.onCompleted()
    let received = try await consumer.value
    XCTAssertEqual(received, [1, 2])
  }

  func test_values_cancellingTheConsumer_disposesTheSubscription() async {
    let disposed = expectation(description: "subscription disposed")
    let stream = Observable<Int>.never().do(onDispose: { disposed.fulfill() }).values
    let consumer = Task {
      for try await _ in stream {}
    }
    consumer.cancel()
    await fulfillment(of: [disposed], timeout: 5)
    _ = await consumer.result
  }

  func test_values_inAnAlreadyCancelledTask_silentSource_throwsCancellationError() async {
    let consumer = Task {
      withUnsafeCurrentTask { $0?.cancel() }
      for try await _ in Observable<Int>.never().values {}
    }
    let result = await consumer.result
    XCTAssertThrowsError(try result.get()) { XCTAssertTrue($0 is CancellationError) }
  }

  func test_values_cancelledAfterCompletion_endsWithoutError() async throws {
    let consumer = Task {
      let stream = Observable.of(1, 2).values
      withUnsafeCurrentTask { $0?.cancel() }
      var elements: [Int] = []
      for try await element in stream { elements.append(element) }
      return elements
    }
    let elements = try await consumer.value
    XCTAssertEqual(elements, [1, 2])
  }

  func test_values_releasingTheStreamUnread_disposesTheSubscription() {
    let disposed = Locked(false)
    do {
      let stream = Observable<Int>.never().do(onDispose: { disposed.withLock { $0 = true } }).values
      _ = stream
    }
    XCTAssertTrue(disposed.value)
  }

  // MARK: AsyncSequence.asObservable

  func test_asObservable_sendsTheElementsThenCompletes() async {
    let events = await recordedEvents(
      of: AsyncStream { continuation in
        continuation.yield(1)
        continuation.yield(2)
        continuation.finish()
      }.asObservable())
    XCTAssertEqual(events, ["next(1)", "next(2)", "completed"])
  }

  func test_asObservable_sendsTheThrownErrorAsItsError() async {
    let events = await recordedEvents(
      of: AsyncThrowingStream<Int, any Error> { continuation in
        continuation.yield(1)
        continuation.finish(throwing: TestError())
      }.asObservable())
    XCTAssertEqual(events, ["next(1)", "error(\(TestError()))"])
  }

  func test_asObservable_cancellationErrorCompletes() async {
    let events = await recordedEvents(
      of: AsyncThrowingStream<Int, any Error> { continuation in
        continuation.finish(throwing: CancellationError())
      }.asObservable())
    XCTAssertEqual(events, ["completed"])
  }

  func test_asObservable_disposingCancelsTheIteratingTask() async {
    let cancelled = expectation(description: "iteration cancelled")
    let (stream, continuation) = AsyncStream<Int>.makeStream()
    continuation.onTermination = { termination in
      if case .cancelled = termination { cancelled.fulfill() }
    }
    let received = Locked<[Int]>([])
    let subscription = stream.asObservable().subscribe(onNext: { value in received.withLock { $0.append(value) } })
    subscription.dispose()
    await fulfillment(of: [cancelled], timeout: 5)
    continuation.yield(1)
    XCTAssertEqual(received.value, [])
  }

  func test_asObservable_eachSubscriptionIteratesAfresh() async {
    let numbers = Numbers(count: 2)
    let first = await recordedEvents(of: numbers.asObservable())
    let second = await recordedEvents(of: numbers.asObservable())
    XCTAssertEqual(first, ["next(0)", "next(1)", "completed"])
    XCTAssertEqual(second, first)
  }

  // MARK: races

  func test_values_completionRacingCancellation_neitherDeadlocksNorLeaks() async {
    for _ in 0..<10_000 {
      let subject = PublishSubject<Int>()
      let stream = subject.values
      let consumer = Task {
        for try await _ in stream {}
      }
      await withTaskGroup(of: Void.self) { group in
        group.addTask {
          subject.onNext(1)
          subject.onCompleted()
        }
        group.addTask { consumer.cancel() }
      }
      _ = await consumer.result
    }
  }

  func test_asObservable_completionRacingDisposal_neitherDeadlocksNorLeaks() async {
    for _ in 0..<10_000 {
      let finished = AsyncLatch()
      let subscription = Numbers(count: 1).asObservable().subscribe(onDisposed: { finished.signal() })
      subscription.dispose()
      await finished.wait()
    }
  }

  /// Subscribes and returns the events, once the sequence has ended.
  private func recordedEvents(of observable: Observable<Int>) async -> [String] {
    let events = Locked<[String]>([])
    let ended = AsyncLatch()
    _ = observable.subscribe(
      onNext: { value in events.withLock { $0.append("next(\(value))") } },
      onError: { error in events.withLock { $0.append("error(\(error))") } },
      onCompleted: { events.withLock { $0.append("completed") } },
      onDisposed: { ended.signal() })
    await ended.wait()
    return events.value
  }
}

/// The numbers from zero, each iteration starting over.
private struct Numbers: AsyncSequence, Sendable {
  let count: Int

  struct AsyncIterator: AsyncIteratorProtocol {
    var next = 0
    let count: Int
    mutating func next() async -> Int? {
      guard next < count else { return nil }
      defer { next += 1 }
      return next
    }
  }

  func makeAsyncIterator() -> AsyncIterator { AsyncIterator(count: count) }
}
