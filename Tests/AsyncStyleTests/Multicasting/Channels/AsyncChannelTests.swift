import AsyncStyle
import AsyncStyleTest
import Synchronization
import TestSupport
import XCTest

final class AsyncChannelTests: AsyncStyleTestCase {
  func test_channel_deliversInOrderThenFinishes() async {
    let channel = AsyncChannel<Int>()
    let producer = Task {
      for value in 1...3 { await channel.send(value) }
      channel.finish()
    }
    let received = await elements(channel)
    await producer.value
    XCTAssertEqual(received, [1, 2, 3])
  }

  func test_channel_sendWaitsUntilConsumed() async {
    let channel = AsyncChannel<Int>()
    let delivered = Atomic<Int>(0)
    let producer = Task {
      await channel.send(1)
      delivered.store(1, ordering: .sequentiallyConsistent)
    }
    var iterator = channel.makeAsyncIterator()
    // The producer cannot have finished sending before this consumer took the element.
    XCTAssertEqual(delivered.load(ordering: .sequentiallyConsistent), 0)
    let first = await iterator.next()
    await producer.value
    XCTAssertEqual(first, 1)
    XCTAssertEqual(delivered.load(ordering: .sequentiallyConsistent), 1)
  }

  func test_channel_cancelledSendReturnsWithoutDelivering() async {
    let channel = AsyncChannel<Int>()
    let producer = Task { await channel.send(1) }
    producer.cancel()
    await producer.value
    channel.finish()
    let received = await elements(channel)
    XCTAssertEqual(received, [])
  }

  func test_channel_finishReleasesWaitingSenders() async {
    let channel = AsyncChannel<Int>()
    let producer = Task { await channel.send(1) }
    channel.finish()
    await producer.value
    let received = await elements(channel)
    XCTAssertEqual(received, [])
  }

  func test_channel_cancelledConsumerGetsNil() async {
    let channel = AsyncChannel<Int>()
    let consumer = Task { await elements(channel) }
    consumer.cancel()
    let received = await consumer.value
    XCTAssertEqual(received, [])
  }

  func test_throwingChannel_failureReachesOneConsumer() async {
    let channel = AsyncThrowingChannel<Int, TestError>()
    let producer = Task {
      await channel.send(1)
      channel.fail(TestError(code: 3))
    }
    let recorded = await events(channel)
    await producer.value
    XCTAssertEqual(recorded, [.next(1), .failure(TestError(code: 3))])
    let afterwards = await events(channel)
    XCTAssertEqual(afterwards, [.completed])
  }
}

final class AsyncChannelVirtualTimeTests: AsyncStyleTestCase {
  func test_channel_backPressure_sendReturnsWhenSlowConsumerTakesElement() {
    let scheduler = AsyncTestScheduler()
    let channel = AsyncChannel<Int>()
    let recorder = scheduler.record(channel.delay(for: .milliseconds(100), clock: scheduler.clock))
    let producer = scheduler.spawn { () async -> [Int] in
      var sendsReturnedAt: [Int] = []
      for value in 1...3 {
        await channel.send(value)
        sendsReturnedAt.append(scheduler.currentTick)
      }
      channel.finish()
      return sendsReturnedAt
    }
    scheduler.advance(to: 1000)
    XCTAssertEqual(producer.value, [0, 100, 200])
    XCTAssertEqual(recorder.events, [.next(100, 1), .next(200, 2), .next(300, 3), .completed(300)])
  }

  func test_channel_cancelledSenderStopsWaitingAtCancellationTime() {
    let scheduler = AsyncTestScheduler()
    let channel = AsyncChannel<Int>()
    let producer = scheduler.spawn { () async -> Int in
      await channel.send(1)
      return scheduler.currentTick
    }
    scheduler.schedule(at: 150) { producer.cancel() }
    scheduler.advance(to: 1000)
    XCTAssertEqual(producer.value, 150)
  }

  func test_channel_waitingSendersAreServedInArrivalOrder_skippingCancelledOnes() {
    let scheduler = AsyncTestScheduler()
    let channel = AsyncChannel<Int>()
    let senders = (1...4).map { value in scheduler.spawn { await channel.send(value) } }
    scheduler.runUntilIdle()
    // The longest-waiting sender and one queued behind others give up.
    senders[0].cancel()
    senders[2].cancel()
    scheduler.runUntilIdle()
    XCTAssertEqual(senders.map(\.isFinished), [true, false, true, false])
    let recorder = scheduler.record(channel)
    scheduler.schedule(at: 100) { channel.finish() }
    scheduler.advance(to: 200)
    XCTAssertEqual(recorder.events, [.next(0, 2), .next(0, 4), .completed(100)])
    XCTAssertEqual(senders.map(\.isFinished), [true, true, true, true])
  }

  func test_channel_waitingConsumersAreServedInArrivalOrder_skippingCancelledOnes() {
    let scheduler = AsyncTestScheduler()
    let channel = AsyncChannel<Int>()
    let consumers = (0..<4).map { _ in
      scheduler.spawn { () async -> Int? in
        var iterator = channel.makeAsyncIterator()
        return await iterator.next()
      }
    }
    scheduler.runUntilIdle()
    consumers[0].cancel()
    consumers[2].cancel()
    let sender = scheduler.spawn { for value in 1...2 { await channel.send(value) } }
    scheduler.runUntilIdle()
    XCTAssertEqual(consumers.map(\.value), [.some(nil), 1, .some(nil), 2])
    XCTAssertTrue(sender.isFinished)
  }
}
