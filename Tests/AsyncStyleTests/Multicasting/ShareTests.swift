import AsyncStyle
import AsyncStyleTest
import StyleInternals
import TestSupport
import XCTest

final class ShareTests: AsyncStyleTestCase {
  func test_share_consumersShareOneIteration() {
    let scheduler = AsyncTestScheduler()
    let source = scheduler.createColdSequence([.next(50, 1), .next(150, 2), .completed(200)])
    let shared = source.share()
    let first = scheduler.record(shared)
    let second = AsyncRecorderBox<Int, Never>()
    scheduler.schedule(at: 100) { second.recorder = scheduler.record(shared) }
    scheduler.advance(to: 1000)
    XCTAssertEqual(first.events, [.next(50, 1), .next(150, 2), .completed(200)])
    XCTAssertEqual(second.recorder?.events, [.next(150, 2), .completed(200)])
    XCTAssertEqual(source.iterations, [Iteration(0, 200)])
  }

  func test_share_lastConsumerLeavingCancelsIterationAndLaterOneRestarts() {
    let scheduler = AsyncTestScheduler()
    let source = scheduler.createColdSequence([.next(50, "a"), .next(150, "b")])
    let shared = source.share()
    let first = scheduler.record(shared)
    scheduler.schedule(at: 100) { first.cancel() }
    let second = AsyncRecorderBox<String, Never>()
    scheduler.schedule(at: 300) { second.recorder = scheduler.record(shared) }
    scheduler.advance(to: 400)
    XCTAssertEqual(first.events, [.next(50, "a")])
    XCTAssertEqual(second.recorder?.events, [.next(350, "a")])
    XCTAssertEqual(source.iterations, [Iteration(0, 100), Iteration(300)])
    second.recorder?.cancel()
    scheduler.runUntilIdle()
  }

  func test_share_consumerAfterTheSharedIterationFinishedStartsANewOne() {
    let scheduler = AsyncTestScheduler()
    let source = scheduler.createColdSequence([.next(50, 1), .completed(100)])
    let shared = source.share()
    let first = scheduler.record(shared)
    let second = AsyncRecorderBox<Int, Never>()
    scheduler.schedule(at: 300) { second.recorder = scheduler.record(shared) }
    scheduler.advance(to: 1000)
    XCTAssertEqual(first.events, [.next(50, 1), .completed(100)])
    XCTAssertEqual(second.recorder?.events, [.next(350, 1), .completed(400)])
    XCTAssertEqual(source.iterations, [Iteration(0, 100), Iteration(300, 400)])
  }

  func test_share_failureReachesEveryConsumer() {
    let scheduler = AsyncTestScheduler()
    let source = scheduler.createHotSequence([.next(10, 1), .failure(20, TestError(code: 2))])
    let shared = source.share()
    let first = scheduler.record(shared)
    let second = scheduler.record(shared)
    scheduler.advance(to: 100)
    XCTAssertEqual(first.events, [.next(10, 1), .failure(20, TestError(code: 2))])
    XCTAssertEqual(second.events, [.next(10, 1), .failure(20, TestError(code: 2))])
  }

  func test_share_boundedPolicyStopsPullingEndlessBaseWhileConsumerHasNotTaken() {
    let scheduler = AsyncTestScheduler()
    let pulled = Lock(0)
    let shared = (0...).async.map { element in
      pulled.withLock { $0 += 1 }
      return element
    }.share(bufferingPolicy: .bounded(2))
    let consumer = scheduler.spawn { () async -> [Int] in
      var iterator = shared.makeAsyncIterator()
      var taken: [Int] = []
      while taken.count < 5, let element = await iterator.next() { taken.append(element) }
      return taken
    }
    scheduler.runUntilIdle()
    XCTAssertEqual(consumer.value, [0, 1, 2, 3, 4])
    // The five taken and the two queued for the consumer: then the iterating task waits for room.
    XCTAssertEqual(pulled.withLock { $0 }, 7)
  }

  func test_share_unboundedPolicyYieldsSoConsumerOfEndlessBaseRuns() {
    let scheduler = AsyncTestScheduler()
    let shared = (0...).async.share(bufferingPolicy: .unbounded)
    let consumer = scheduler.spawn { () async -> [Int] in
      var iterator = shared.makeAsyncIterator()
      var taken: [Int] = []
      while taken.count < 3, let element = await iterator.next() { taken.append(element) }
      return taken
    }
    scheduler.runUntilIdle()
    XCTAssertEqual(consumer.value, [0, 1, 2])
  }

  func test_share_bufferingLatestKeepsNewestForSlowConsumer() {
    let scheduler = AsyncTestScheduler()
    let source = scheduler.createHotSequence([
      .next(210, 1), .next(220, 2), .next(230, 3), .next(240, 4), .completed(250),
    ])
    let shared = source.share(bufferingPolicy: .bufferingLatest(1))
    let clock = scheduler.clock
    let consumer = scheduler.spawn { () async -> [Int] in
      var received: [Int] = []
      for await element in shared {
        received.append(element)
        try? await clock.sleep(until: clock.now.advanced(by: .milliseconds(25)))
      }
      return received
    }
    scheduler.advance(to: 300)
    XCTAssertEqual(consumer.value, [1, 3, 4])
  }

  func test_share_boundedZeroPacesTheBaseToTheSlowestConsumer() {
    let scheduler = AsyncTestScheduler()
    let clock = scheduler.clock
    let pulls = Lock<[Int]>([])
    let shared = (1...3).async.map { element in
      pulls.withLock { $0.append(scheduler.currentTick) }
      return element
    }.share(bufferingPolicy: .bounded(0))
    let fast = scheduler.spawn { () async -> [String] in
      var seen: [String] = []
      for await element in shared { seen.append("\(element)@\(scheduler.currentTick)") }
      seen.append("end@\(scheduler.currentTick)")
      return seen
    }
    let slow = scheduler.spawn { () async -> [Int] in
      var seen: [Int] = []
      for await element in shared {
        seen.append(element)
        try? await clock.sleep(until: scheduler.instant(atTick: scheduler.currentTick + 10))
      }
      return seen
    }
    scheduler.advance(to: 100)
    XCTAssertEqual(fast.value, ["1@0", "2@10", "3@20", "end@30"])
    XCTAssertEqual(slow.value, [1, 2, 3])
    XCTAssertEqual(pulls.withLock { $0 }, [0, 10, 20])
  }

  func test_share_iterationStartsAtFirstDemandSoEveryEarlierIteratorGetsTheFirstElement() {
    let scheduler = AsyncTestScheduler()
    let clock = scheduler.clock
    let source = scheduler.createColdSequence([.next(5, "a"), .next(15, "b"), .completed(20)])
    let shared = source.share()
    let consumer = scheduler.spawn { () async -> [String] in
      var first = shared.makeAsyncIterator()
      try? await clock.sleep(until: scheduler.instant(atTick: 10))
      var second = shared.makeAsyncIterator()
      try? await clock.sleep(until: scheduler.instant(atTick: 20))
      var seen: [String] = []
      for _ in 0..<3 {
        seen.append("first \(await first.next() ?? "end")@\(scheduler.currentTick)")
        seen.append("second \(await second.next() ?? "end")@\(scheduler.currentTick)")
      }
      return seen
    }
    scheduler.advance(to: 100)
    XCTAssertEqual(
      consumer.value,
      ["first a@25", "second a@25", "first b@35", "second b@35", "first end@40", "second end@40"])
    XCTAssertEqual(source.iterations, [Iteration(20, 40)])
  }

  func test_share_cancelledConsumerEndsWithoutItsQueue() {
    assertEndsWhenCancelled(allowance: 1) { (0...).async.share() }
  }

  func test_share_unboundedCancelledConsumerEnds() {
    assertEndsWhenCancelled(allowance: 1) { (0...).async.share(bufferingPolicy: .unbounded) }
  }

  /// A base that never suspends, shared by two consumers on the global executor: neither the
  /// iterating task nor a consumer may keep a thread to itself, or on a two-core machine the task
  /// that cancels them never runs; and with the default policy the base is pulled only as fast as
  /// the consumers take. Repeated to make an interleaving that starves likely.
  func test_share_endlessBaseDoesNotStarveTheCancellingTask() async {
    for round in 0..<200 {
      let pulled = Lock(0)
      let shared = (0...).async.map { element in
        pulled.withLock { $0 += 1 }
        return element
      }.share()
      let started = Lock(0)
      let bothStarted = expectation(description: "both consumers started, round \(round)")
      let consumers = (0..<2).map { _ in
        Task { () -> Int in
          var taken = 0
          for await _ in shared {
            taken += 1
            if taken == 1,
              started.withLock({
                $0 += 1
                return $0
              }) == 2
            {
              bothStarted.fulfill()
            }
          }
          return taken
        }
      }
      await fulfillment(of: [bothStarted], timeout: 5)
      consumers[0].cancel()
      let takenByFirst = await ended(consumers[0], round: round)
      consumers[1].cancel()
      let taken = takenByFirst + (await ended(consumers[1], round: round))
      // Every element pulled reached a consumer, but for one queued for each and one in the
      // iterating task's hand.
      XCTAssertLessThanOrEqual(pulled.withLock { $0 }, taken + 3, "round \(round)")
      if pulled.withLock({ $0 }) > taken + 3 { break }
    }
  }

  private func ended(_ consumer: Task<Int, Never>, round: Int) async -> Int {
    let done = expectation(description: "consumer ended, round \(round)")
    let taken = Lock(0)
    Task {
      let count = await consumer.value
      taken.withLock { $0 = count }
      done.fulfill()
    }
    await fulfillment(of: [done], timeout: 5)
    return taken.withLock { $0 }
  }
}

/// The edge classes of share, each as exact events and iteration spans.
final class ShareEdgeTests: AsyncStyleTestCase {
  func test_share_emptyBase_finishesEveryConsumerAfterOneIteration() {
    let scheduler = AsyncTestScheduler()
    let source = scheduler.createColdSequence([.completed(30)] as [AsyncRecorded<Int, Never>])
    let shared = source.share()
    let first = scheduler.record(shared)
    let second = scheduler.record(shared)
    scheduler.advance(to: 100)
    XCTAssertEqual(first.events, [.completed(30)])
    XCTAssertEqual(second.events, [.completed(30)])
    XCTAssertEqual(source.iterations, [Iteration(0, 30)])
  }

  func test_share_oneOfTwoConsumersCancelled_theOtherGetsEverythingFromTheSameIteration() {
    let scheduler = AsyncTestScheduler()
    let source = scheduler.createColdSequence([.next(50, "a"), .next(100, "b"), .next(150, "c"), .completed(200)])
    let shared = source.share()
    let staying = scheduler.record(shared)
    let leaving = scheduler.record(shared)
    scheduler.schedule(at: 75) { leaving.cancel() }
    scheduler.advance(to: 300)
    XCTAssertEqual(staying.events, [.next(50, "a"), .next(100, "b"), .next(150, "c"), .completed(200)])
    XCTAssertEqual(leaving.events, [.next(50, "a")])
    XCTAssertEqual(source.iterations, [Iteration(0, 200)])
  }

  func test_share_consumerJoiningAfterAFailure_startsANewIterationThatFailsAgain() {
    let scheduler = AsyncTestScheduler()
    let source = scheduler.createColdSequence([.next(10, 1), .failure(20, TestError(code: 5))])
    let shared = source.share()
    let first = scheduler.record(shared)
    let second = AsyncRecorderBox<Int, TestError>()
    scheduler.schedule(at: 50) { second.recorder = scheduler.record(shared) }
    scheduler.advance(to: 200)
    XCTAssertEqual(first.events, [.next(10, 1), .failure(20, TestError(code: 5))])
    XCTAssertEqual(second.recorder?.events, [.next(60, 1), .failure(70, TestError(code: 5))])
    XCTAssertEqual(source.iterations, [Iteration(0, 20), Iteration(50, 70)])
  }

  func test_share_consumerSendingIntoTheSourceWhileHandlingAnElement_everyConsumerGetsItNext() {
    let scheduler = AsyncTestScheduler()
    let subject = AsyncPassthroughSubject<String, Never>()
    let shared = subject.share()
    let sending = scheduler.record(shared.handleEvents(onElement: { if $0 == "a" { subject.send("b") } }))
    let watching = scheduler.record(shared)
    scheduler.schedule(at: 10) { subject.send("a") }
    scheduler.schedule(at: 50) { subject.finish() }
    scheduler.advance(to: 100)
    XCTAssertEqual(sending.events, [.next(10, "a"), .next(10, "b"), .completed(50)])
    XCTAssertEqual(watching.events, [.next(10, "a"), .next(10, "b"), .completed(50)])
    XCTAssertEqual(subject.consumerCount, 0)
  }

  func test_share_everyConsumerCancelled_endsTheSharedIteration() {
    let scheduler = AsyncTestScheduler()
    let source = scheduler.createColdSequence([.next(10, 1), .next(500, 2)])
    let shared = source.share()
    let first = scheduler.record(shared)
    let second = scheduler.record(shared)
    scheduler.schedule(at: 50) { first.cancel() }
    scheduler.schedule(at: 80) { second.cancel() }
    scheduler.advance(to: 600)
    XCTAssertEqual(first.events, [.next(10, 1)])
    XCTAssertEqual(second.events, [.next(10, 1)])
    XCTAssertEqual(source.iterations, [Iteration(0, 80)])
    XCTAssertEqual(scheduler.pendingCount, 0)
  }

  func test_share_manyConsumers_allGetTheSameEventsFromOneIteration() {
    let scheduler = AsyncTestScheduler()
    let source = scheduler.createColdSequence([.next(10, 1), .next(20, 2), .next(30, 3), .completed(40)])
    let shared = source.share()
    let recorders = (0..<10).map { _ in scheduler.record(shared) }
    scheduler.advance(to: 100)
    for (index, recorder) in recorders.enumerated() {
      XCTAssertEqual(
        recorder.events, [.next(10, 1), .next(20, 2), .next(30, 3), .completed(40)], "consumer \(index)")
    }
    XCTAssertEqual(source.iterations, [Iteration(0, 40)])
  }
}

/// Holds a recorder made inside a scheduled action.
final class AsyncRecorderBox<Element: Sendable, Failure: Error>: @unchecked Sendable {
  // Safety: written and read only on the test's thread, inside and between scheduler drives.
  var recorder: AsyncRecorder<Element, Failure>?
}
