import AsyncStyle
import AsyncStyleTest
import StyleInternals
import TestSupport
import XCTest

final class BackPressureTests: AsyncStyleTestCase {
  func test_bufferPolicy_boundedStopsPullingWhileFull() {
    let scheduler = AsyncTestScheduler()
    let pulled = Lock(0)
    let buffered = (0...).async.map { element in
      pulled.withLock { $0 += 1 }
      return element
    }.buffer(policy: .bounded(3))
    let consumer = scheduler.spawn { () async -> [Int] in
      var iterator = buffered.makeAsyncIterator()
      var taken: [Int] = []
      while taken.count < 2, let element = await iterator.next() { taken.append(element) }
      return taken
    }
    scheduler.runUntilIdle()
    XCTAssertEqual(consumer.value, [0, 1])
    XCTAssertLessThanOrEqual(pulled.withLock { $0 }, 2 + 3 + 1)
  }

  func test_bufferPolicy_bufferingLatestKeepsNewestForSlowConsumer() {
    let scheduler = AsyncTestScheduler()
    let clock = scheduler.clock
    let source = scheduler.createHotSequence([
      .next(210, 1), .next(220, 2), .next(230, 3), .next(240, 4), .completed(250),
    ])
    let consumer = scheduler.spawn { () async -> [Int] in
      var received: [Int] = []
      for await element in source.buffer(policy: .bufferingLatest(1)) {
        received.append(element)
        try? await clock.sleep(until: clock.now.advanced(by: .milliseconds(25)))
      }
      return received
    }
    scheduler.advance(to: 300)
    XCTAssertEqual(consumer.value, [1, 3, 4])
  }

  func test_bufferPolicy_bufferingOldestKeepsOldestForSlowConsumer() {
    let scheduler = AsyncTestScheduler()
    let clock = scheduler.clock
    let source = scheduler.createHotSequence([
      .next(210, 1), .next(220, 2), .next(230, 3), .next(240, 4), .completed(250),
    ])
    let consumer = scheduler.spawn { () async -> [Int] in
      var received: [Int] = []
      for await element in source.buffer(policy: .bufferingOldest(1)) {
        received.append(element)
        try? await clock.sleep(until: clock.now.advanced(by: .milliseconds(25)))
      }
      return received
    }
    scheduler.advance(to: 300)
    XCTAssertEqual(consumer.value, [1, 2, 4])
  }

  func test_bufferPolicy_unboundedKeepsEverythingAndFailsAfterBufferedElements() {
    let scheduler = AsyncTestScheduler()
    let source = scheduler.createHotSequence([.next(210, 1), .next(220, 2), .failure(230, TestError(code: 6))])
    let recorder = scheduler.start { source.buffer(policy: .unbounded) }
    XCTAssertEqual(recorder.events, [.next(210, 1), .next(220, 2), .failure(230, TestError(code: 6))])
  }

  func test_bufferPolicy_empty() {
    let scheduler = AsyncTestScheduler()
    let source = scheduler.createHotSequence([.completed(250)] as [AsyncRecorded<Int, Never>])
    let recorder = scheduler.start { source.buffer(policy: .bounded(2)) }
    XCTAssertEqual(recorder.events, [.completed(250)])
  }

  func test_bufferPolicy_cancelledMidStream() {
    assertEndsWhenCancelled(allowance: 3) { (0...).async.buffer(policy: .bounded(2)) }
    assertEndsWhenCancelled(allowance: 3) { (0...).async.buffer(policy: .unbounded) }
  }

  func test_bufferPolicy_boundedZeroPullsOnlyWhenTheConsumerAsks() {
    let scheduler = AsyncTestScheduler()
    let log = Lock<[String]>([])
    let buffered = (0...).async.map { element in
      log.withLock { $0.append("pull \(element)") }
      return element
    }.buffer(policy: .bounded(0))
    let consumer = scheduler.spawn { () async -> Void in
      var iterator = buffered.makeAsyncIterator()
      for _ in 0..<2 {
        guard let element = await iterator.next() else { return }
        log.withLock { $0.append("take \(element)") }
      }
    }
    scheduler.runUntilIdle()
    XCTAssertNotNil(consumer.value)
    XCTAssertEqual(log.withLock { $0 }, ["pull 0", "take 0", "pull 1", "take 1"])
  }

  func test_bufferPolicy_boundedZeroKeepsTheTimesOfTheBase() {
    let scheduler = AsyncTestScheduler()
    let source = scheduler.createHotSequence([.next(210, 1), .next(220, 2), .next(260, 3), .completed(300)])
    let recorder = scheduler.start { source.buffer(policy: .bounded(0)) }
    XCTAssertEqual(recorder.events, [.next(210, 1), .next(220, 2), .next(260, 3), .completed(300)])
  }

  func test_bufferPolicy_boundedZeroForwardsTheFailure() {
    let scheduler = AsyncTestScheduler()
    let source = scheduler.createHotSequence([.next(210, 1), .failure(230, TestError(code: 4))])
    let recorder = scheduler.start { source.buffer(policy: .bounded(0)) }
    XCTAssertEqual(recorder.events, [.next(210, 1), .failure(230, TestError(code: 4))])
  }
}
