import RxStyle
import RxStyleTest
import TestSupport
import XCTest

final class PrimitiveSequenceConcurrencyTests: RxStyleTestCase {
  // MARK: value

  func test_singleValue_returnsTheElement() async throws {
    let value = try await Single.just(7).value
    XCTAssertEqual(value, 7)
  }

  func test_singleValue_throwsTheError() async {
    do {
      _ = try await Single<Int>.error(TestError()).value
      XCTFail("expected the single's error")
    } catch {
      XCTAssertEqual(error as? TestError, TestError())
    }
  }

  func test_singleValue_waitsForALateElement() async throws {
    let subject = PublishSubject<Int>()
    let single = subject.asSingle()
    let subscribed = AsyncLatch()
    let awaiting = Task { try await single.do(onSubscribed: { subscribed.signal() }).value }
    await subscribed.wait()
    subject.onNext(3)
    subject.onCompleted()
    let value = try await awaiting.value
    XCTAssertEqual(value, 3)
  }

  func test_singleValue_cancellingTheTask_disposesAndThrowsCancellationError() async {
    let subscribed = AsyncLatch()
    let disposed = AsyncLatch()
    let awaiting = Task {
      try await Single<Int>.never().do(onSubscribed: { subscribed.signal() }, onDispose: { disposed.signal() }).value
    }
    await subscribed.wait()
    awaiting.cancel()
    await disposed.wait()
    let result = await awaiting.result
    XCTAssertThrowsError(try result.get()) { XCTAssertTrue($0 is CancellationError) }
  }

  func test_singleValue_inAnAlreadyCancelledTask_returnsAnElementSentWhileSubscribing() async throws {
    let awaiting = Task {
      withUnsafeCurrentTask { $0?.cancel() }
      return try await Single.just(1).value
    }
    let value = try await awaiting.value
    XCTAssertEqual(value, 1)
  }

  func test_singleValue_inAnAlreadyCancelledTask_silentSource_throwsCancellationErrorAndDisposes() async {
    let disposals = Locked(0)
    let awaiting = Task {
      withUnsafeCurrentTask { $0?.cancel() }
      return try await Single<Int>.never().do(onDispose: { disposals.withLock { $0 += 1 } }).value
    }
    let result = await awaiting.result
    XCTAssertThrowsError(try result.get()) { XCTAssertTrue($0 is CancellationError) }
    XCTAssertEqual(disposals.value, 1)
  }

  func test_maybeValue_inAnAlreadyCancelledTask_completedEmpty_returnsNil() async throws {
    let awaiting = Task {
      withUnsafeCurrentTask { $0?.cancel() }
      return try await Maybe<Int>.empty().value
    }
    let value = try await awaiting.value
    XCTAssertNil(value)
  }

  func test_completableValue_inAnAlreadyCancelledTask_completed_doesNotThrow() async throws {
    let awaiting = Task {
      withUnsafeCurrentTask { $0?.cancel() }
      try await Completable.empty().value
    }
    try await awaiting.value
  }

  func test_maybeValue_returnsTheElementOrNil() async throws {
    let element = try await Maybe.just(5).value
    let nothing = try await Maybe<Int>.empty().value
    XCTAssertEqual(element, 5)
    XCTAssertNil(nothing)
  }

  func test_maybeValue_throwsTheError() async {
    do {
      _ = try await Maybe<Int>.error(TestError()).value
      XCTFail("expected the maybe's error")
    } catch {
      XCTAssertEqual(error as? TestError, TestError())
    }
  }

  func test_completableValue_returnsOnCompletionAndThrowsTheError() async throws {
    try await Completable.empty().value
    do {
      try await Completable.error(TestError()).value
      XCTFail("expected the completable's error")
    } catch {
      XCTAssertEqual(error as? TestError, TestError())
    }
  }

  // MARK: async create

  func test_asyncCreate_sendsTheFunctionsResult() async throws {
    let value = try await Single.create {
      await Task.yield()
      return 42
    }.value
    XCTAssertEqual(value, 42)
  }

  func test_asyncCreate_sendsTheThrownError() async {
    do {
      _ = try await Single<Int>.create { throw TestError() }.value
      XCTFail("expected the function's error")
    } catch {
      XCTAssertEqual(error as? TestError, TestError())
    }
  }

  func test_asyncCreate_detached_sendsTheFunctionsResult() async throws {
    let value = try await Single.create(detached: true, priority: .low) { 9 }.value
    XCTAssertEqual(value, 9)
  }

  func test_asyncCreate_disposingCancelsTheTask_andDropsItsResult() async {
    let started = AsyncLatch()
    let sawCancellation = AsyncLatch()
    let outcomes = Locked<[String]>([])
    let single = Single<Int>.create {
      started.signal()
      do {
        try await suspendUntilCancelled()
      } catch {
        sawCancellation.signal()
        throw error
      }
      return 1
    }
    let subscription = single.subscribe(
      onSuccess: { value in outcomes.withLock { $0.append("success(\(value))") } },
      onFailure: { error in outcomes.withLock { $0.append("failure(\(error))") } })
    await started.wait()
    subscription.dispose()
    await sawCancellation.wait()
    XCTAssertEqual(outcomes.value, [])
  }

  func test_asyncCreate_cancellingTheAwaitingTask_cancelsTheWork() async {
    let started = AsyncLatch()
    let sawCancellation = AsyncLatch()
    let awaiting = Task {
      try await Single<Int>.create {
        started.signal()
        do {
          try await suspendUntilCancelled()
        } catch {
          sawCancellation.signal()
          throw error
        }
        return 1
      }.value
    }
    await started.wait()
    awaiting.cancel()
    await sawCancellation.wait()
    let result = await awaiting.result
    XCTAssertThrowsError(try result.get()) { XCTAssertTrue($0 is CancellationError) }
  }

  // MARK: races

  func test_singleValue_completionRacingCancellation_neitherDeadlocksNorLeaks() async {
    var outcomes = (values: 0, cancellations: 0)
    for _ in 0..<10_000 {
      // A replay subject, so that the outcome reaches a subscription made after it was sent.
      let subject = ReplaySubject<Int>.create(bufferSize: 1)
      let single = subject.asSingle()
      let awaiting = Task { try await single.value }
      await withTaskGroup(of: Void.self) { group in
        group.addTask {
          subject.onNext(1)
          subject.onCompleted()
        }
        group.addTask { awaiting.cancel() }
      }
      switch await awaiting.result {
      case .success: outcomes.values += 1
      case .failure(let error as CancellationError):
        _ = error
        outcomes.cancellations += 1
      case .failure(let error): XCTFail("unexpected \(error)")
      }
    }
    XCTAssertEqual(outcomes.values + outcomes.cancellations, 10_000)
  }

  func test_asyncCreate_completionRacingDisposal_neitherDeadlocksNorLeaks() async {
    for _ in 0..<10_000 {
      let ended = AsyncLatch()
      let subscription = Single.create { 1 }.subscribe(onDisposed: { ended.signal() })
      subscription.dispose()
      await ended.wait()
    }
  }
}
