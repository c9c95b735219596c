import AsyncStyleTest
import TestSupport
import XCTest

final class FirstValueTests: XCTestCase {
  func test_schedulerFirstValue_stopsTheClockWhenTheElementArrives() throws {
    let scheduler = AsyncTestScheduler()
    let source = scheduler.createColdSequence([.next(300, "a"), .next(400, "b")])
    XCTAssertEqual(try scheduler.firstValue(of: source, timeout: .seconds(1)), "a")
    XCTAssertEqual(scheduler.currentTick, 300)
    XCTAssertEqual(scheduler.pendingCount, 0, "the timeout sleeper and the playback are gone")
    XCTAssertEqual(source.iterations, [Iteration(0, 300)])
  }

  func test_schedulerFirstValue_timesOutOnVirtualTime() {
    let scheduler = AsyncTestScheduler()
    let source = scheduler.createColdSequence([.next(1500, "late")])
    XCTAssertThrowsError(try scheduler.firstValue(of: source, timeout: .seconds(1))) { error in
      guard case .timedOut(let after) = error as? FirstValueError else { return XCTFail("\(error)") }
      XCTAssertEqual(after, .seconds(1))
    }
    XCTAssertEqual(scheduler.currentTick, 1000)
    XCTAssertEqual(source.iterations, [Iteration(0, 1000)])
  }

  func test_schedulerFirstValue_emptySequenceGivesNil() throws {
    let scheduler = AsyncTestScheduler()
    let source = scheduler.createColdSequence([.completed(50)] as [AsyncRecorded<Int, Never>])
    XCTAssertNil(try scheduler.firstValue(of: source))
    XCTAssertEqual(scheduler.currentTick, 50)
  }

  func test_schedulerFirstValue_failureIsReported() {
    let scheduler = AsyncTestScheduler()
    let source = scheduler.createColdSequence([.failure(20, TestError.boom)] as [AsyncRecorded<Int, TestError>])
    XCTAssertThrowsError(try scheduler.firstValue(of: source)) { error in
      guard case .failed(let cause) = error as? FirstValueError else { return XCTFail("\(error)") }
      XCTAssertEqual(cause as? TestError, .boom)
    }
  }

  func test_firstValueWithClock_insideASpawnedTask() {
    let scheduler = AsyncTestScheduler()
    let clock = scheduler.clock
    let source = scheduler.createHotSequence([.next(700, 7)])
    let task = scheduler.spawn { try await source.firstValue(timeout: .milliseconds(500), clock: clock) }
    scheduler.advance(to: 1000)
    guard case .timedOut(let after)? = task.error as? FirstValueError else {
      return XCTFail("\(String(describing: task.result))")
    }
    XCTAssertEqual(after, .milliseconds(500))
  }

  func test_firstValueWithClock_cancelled() {
    let scheduler = AsyncTestScheduler()
    let clock = scheduler.clock
    let source = scheduler.createHotSequence([.next(700, 7)])
    let task = scheduler.spawn { try await source.firstValue(timeout: .seconds(1), clock: clock) }
    scheduler.advance(to: 100)
    task.cancel()
    scheduler.runUntilIdle()
    guard case .cancelled? = task.error as? FirstValueError else {
      return XCTFail("\(String(describing: task.result))")
    }
    XCTAssertEqual(scheduler.pendingCount, 1, "only the hot sequence's own event is left")
  }

  func test_blockingFirst_outsideATask_returnsTheFirstElement() throws {
    let stream = AsyncStream<Int> { continuation in
      continuation.yield(1)
      continuation.yield(2)
    }
    XCTAssertEqual(try stream.blockingFirst(timeout: .seconds(5)), 1)
  }

  func test_blockingFirst_onTheMainThread_letsMainActorProducersRun() throws {
    try XCTSkipUnless(Thread.isMainThread, "XCTest runs this test on the main thread")
    let stream = AsyncStream<Int> { continuation in
      Task { @MainActor in continuation.yield(5) }
    }
    XCTAssertEqual(try stream.blockingFirst(timeout: .seconds(5)), 5)
  }

  func test_blockingFirst_emptyAndFailing() throws {
    XCTAssertNil(try AsyncStream<Int> { $0.finish() }.blockingFirst())
    let failing = AsyncThrowingStream<Int, any Error> { $0.finish(throwing: TestError.other) }
    XCTAssertThrowsError(try failing.blockingFirst()) { error in
      guard case .failed(let cause) = error as? FirstValueError else { return XCTFail("\(error)") }
      XCTAssertEqual(cause as? TestError, .other)
    }
  }

  func test_blockingFirst_timesOut() {
    let silent = AsyncStream<Int> { _ in }
    XCTAssertThrowsError(try silent.blockingFirst(timeout: .milliseconds(20))) { error in
      guard case .timedOut? = error as? FirstValueError else { return XCTFail("\(error)") }
    }
  }

  func test_blockingFirst_insideATask_refusesWithoutBlocking() async {
    let stream = AsyncStream<Int> { $0.yield(1) }
    XCTAssertThrowsError(try stream.blockingFirst()) { error in
      guard case .calledFromTask? = error as? FirstValueError else { return XCTFail("\(error)") }
    }
  }

  func test_blockingFirst_onTheSchedulerExecutor_refuses() {
    let scheduler = AsyncTestScheduler()
    let source = scheduler.createHotSequence([.next(10, 1)])
    let task = scheduler.spawn { try source.blockingFirst() }
    scheduler.runUntilIdle()
    guard case .calledFromTask? = task.error as? FirstValueError else {
      return XCTFail("\(String(describing: task.result))")
    }
  }
}

final class ImmediateClockTests: XCTestCase {
  func test_sleep_returnsAtOnceAndMovesTime() async throws {
    let clock = ImmediateClock()
    try await clock.sleep(for: .seconds(5))
    try await clock.sleep(until: clock.now.advanced(by: .seconds(-1)))
    XCTAssertEqual(clock.now, ImmediateClock.Instant(offset: .seconds(5)))
    try await clock.sleep(for: .milliseconds(250))
    XCTAssertEqual(clock.now.offset, .milliseconds(5250))
  }

  func test_sleep_whenCancelled_throwsAndKeepsTime() async {
    let clock = ImmediateClock()
    let task = Task {
      withUnsafeCurrentTask { $0?.cancel() }
      try await clock.sleep(for: .seconds(1))
    }
    let result = await task.result
    XCTAssertThrowsError(try result.get()) { XCTAssertTrue($0 is CancellationError) }
    XCTAssertEqual(clock.now.offset, .zero)
  }

  func test_sleep_onTheScheduler_isASuspensionPoint() {
    let scheduler = AsyncTestScheduler()
    let clock = ImmediateClock()
    let log = Log()
    scheduler.spawn {
      log.append("a")
      try await clock.sleep(for: .seconds(1))
      log.append("a after")
    }
    scheduler.spawn { log.append("b") }
    scheduler.runUntilIdle()
    XCTAssertEqual(log.entries, ["a", "b", "a after"])
    XCTAssertEqual(scheduler.currentTick, 0)
  }
}
