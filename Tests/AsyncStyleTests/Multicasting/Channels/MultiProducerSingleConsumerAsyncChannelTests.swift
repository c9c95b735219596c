import AsyncStyle
import AsyncStyleTest
import StyleInternals
import TestSupport
import XCTest

private typealias IntChannel = MultiProducerSingleConsumerAsyncChannel<Int, Never>
private typealias FailingChannel = MultiProducerSingleConsumerAsyncChannel<Int, TestError>
private typealias AlreadyFinished = MultiProducerSingleConsumerAsyncChannelAlreadyFinishedError

/// What callbacks reported, in order.
private typealias Log = Locked<[String]>

extension Locked where Value == [String] {
  fileprivate convenience init() { self.init([]) }
  fileprivate func append(_ entry: String) { withLock { $0.append(entry) } }
  fileprivate var all: [String] { value }
}

/// `"ok"`, `"finished"`, `"cancelled"` or the error, for a producer's result.
private func describe(_ result: Result<Void, any Error>) -> String {
  switch result {
  case .success: "ok"
  case .failure(let error) where error is AlreadyFinished: "finished"
  case .failure(let error) where error is CancellationError: "cancelled"
  case .failure(let error): "\(error)"
  }
}

private func describe(_ body: () async throws -> Void) async -> String {
  do {
    try await body()
    return "ok"
  } catch {
    return describe(.failure(error))
  }
}

/// Spawns a task on `scheduler` that sends `elements` one by one through `source`.
private func spawnProducer(
  on scheduler: AsyncTestScheduler, sending elements: Range<Int>, from source: consuming sending IntChannel.Source
) -> TestTask<Void, any Error> {
  var source = Optional(source)
  return scheduler.spawn {
    var source = source.take()!
    for element in elements { try await source.send(element) }
  }
}

extension MultiProducerSingleConsumerAsyncChannel where Failure == Never {
  /// The next `count` results of `next()`, `nil` included.
  fileprivate mutating func take(_ count: Int) async -> [Element?] {
    var taken: [Element?] = []
    for _ in 0..<count { taken.append(await next()) }
    return taken
  }
}

extension MultiProducerSingleConsumerAsyncChannel.Source {
  /// Sends `element` synchronously: `"more"`, `"wait"` or `"finished"`.
  fileprivate mutating func trySend(_ element: sending Element) -> String {
    do {
      switch try send(element) {
      case .produceMore: return "more"
      case .enqueueCallback: return "wait"
      }
    } catch {
      return describe(.failure(error))
    }
  }

  /// Sends `element` synchronously; on `.enqueueCallback`, enqueues a callback that logs
  /// `"<label> <result>"`.
  /// - Returns: whether the send was told to produce more.
  fileprivate mutating func sendLogging(_ element: sending Element, _ label: String, to log: Log) throws -> Bool {
    switch try send(element) {
    case .produceMore: return true
    case .enqueueCallback(var handle):
      handle.enqueueCallback { log.append("\(label) \(describe($0))") }
      return false
    }
  }
}

final class MultiProducerSingleConsumerAsyncChannelTests: AsyncStyleTestCase {
  func test_elements_arriveInOrder_thenTheEnd() {
    let scheduler = AsyncTestScheduler()
    var channelAndSource = IntChannel.makeChannel(of: Int.self, backpressureStrategy: .watermark(low: 2, high: 10))
    let recorder = scheduler.record(channelAndSource.takeChannel().elements())
    var source = Optional(consume channelAndSource.source)
    let producer = scheduler.spawn {
      var source = source.take()!
      try await source.send(1)
      try await source.send(contentsOf: [2, 3])
      try await source.send(contentsOf: [4, 5].async)
      source.finish()
    }
    scheduler.runUntilIdle()
    XCTAssertTrue(producer.isFinished)
    XCTAssertEqual(recorder.events, [.next(0, 1), .next(0, 2), .next(0, 3), .next(0, 4), .next(0, 5), .completed(0)])
  }

  func test_syncSends_waitFromHighWatermark_andGoOnBelowLow() async throws {
    var channelAndSource = IntChannel.makeChannel(backpressureStrategy: .watermark(low: 2, high: 4))
    var channel = channelAndSource.takeChannel()
    var source = consume channelAndSource.source
    let log = Log()
    var toldToProduceMore: [Bool] = []
    for element in 1...6 { toldToProduceMore.append(try source.sendLogging(element, "send \(element)", to: log)) }
    // Levels 1, 2, 3 are below high; 4, 5 and 6 are at or above it.
    XCTAssertEqual(toldToProduceMore, [true, true, true, false, false, false])
    let firstFour = await channel.take(4)
    // Down to level 2: not below low yet.
    XCTAssertEqual(firstFour, [1, 2, 3, 4])
    XCTAssertEqual(log.all, [])
    let fifth = await channel.take(1)
    XCTAssertEqual(fifth, [5])
    XCTAssertEqual(log.all, ["send 4 ok", "send 5 ok", "send 6 ok"])
    XCTAssertTrue(try source.sendLogging(7, "send 7", to: log))
    source.finish()
    let rest = await channel.take(3)
    XCTAssertEqual(rest, [6, 7, nil])
  }

  func test_asyncSends_suspendAtHigh_andResumeWhenTheSlowConsumerDrainsBelowLow() {
    let scheduler = AsyncTestScheduler()
    var channelAndSource = IntChannel.makeChannel(backpressureStrategy: .watermark(low: 2, high: 4))
    let elements = channelAndSource.takeChannel().elements()
    var source = Optional(consume channelAndSource.source)
    let producer = scheduler.spawn { () async throws -> [Int] in
      var source = source.take()!
      var returnedAt: [Int] = []
      for element in 1...8 {
        try await source.send(element)
        returnedAt.append(scheduler.currentTick)
      }
      source.finish()
      return returnedAt
    }
    let consumer = scheduler.spawn { () async throws -> [Int] in
      var takenAt: [Int] = []
      for try await _ in elements {
        takenAt.append(scheduler.currentTick)
        try await scheduler.clock.sleep(for: .milliseconds(100))
      }
      return takenAt
    }
    scheduler.run()
    // Sends 4 and 7 reach the high watermark; the consumer frees them when it takes the level
    // from 2 to 1, at 200 and 500.
    XCTAssertEqual(producer.value, [0, 0, 0, 200, 200, 200, 500, 500])
    XCTAssertEqual(consumer.value, [0, 100, 200, 300, 400, 500, 600, 700])
  }

  func test_customWaterLevel_weighsEachElement() async throws {
    var channelAndSource = MultiProducerSingleConsumerAsyncChannel.makeChannel(
      of: [Int].self, backpressureStrategy: .watermark(low: 2, high: 4) { $0.count })
    var channel = channelAndSource.takeChannel()
    var source = consume channelAndSource.source
    let log = Log()
    XCTAssertEqual(try source.sendLogging([1, 2, 3], "three", to: log), true)
    XCTAssertEqual(try source.sendLogging([4], "one", to: log), false)
    let taken = await channel.take(1)
    XCTAssertEqual(taken, [[1, 2, 3]])
    XCTAssertEqual(log.all, ["one ok"])
  }

  func test_severalSources_channelEndsWhenTheLastIsDropped() {
    let scheduler = AsyncTestScheduler()
    var channelAndSource = IntChannel.makeChannel(backpressureStrategy: .watermark(low: 2, high: 10))
    let recorder = scheduler.record(channelAndSource.takeChannel().elements())
    var first = consume channelAndSource.source
    var second = first.makeAdditionalSource()
    var third = second.makeAdditionalSource()
    let log = Log()
    first.setOnTerminationCallback { log.append("first") }
    second.setOnTerminationCallback { log.append("second") }
    let sent = [first.trySend(1), second.trySend(2), third.trySend(3)]
    XCTAssertEqual(sent, ["more", "more", "more"])
    _ = consume first
    scheduler.runUntilIdle()
    _ = consume third
    scheduler.runUntilIdle()
    XCTAssertEqual(recorder.events, [.next(0, 1), .next(0, 2), .next(0, 3)])
    XCTAssertEqual(log.all, [])
    let lastSent = second.trySend(4)
    XCTAssertEqual(lastSent, "more")
    var lastSource = Optional(consume second)
    scheduler.schedule(at: 50) { _ = lastSource.take() }
    scheduler.advance(to: 100)
    XCTAssertEqual(recorder.events, [.next(0, 1), .next(0, 2), .next(0, 3), .next(0, 4), .completed(50)])
    XCTAssertEqual(log.all, ["first", "second"])
  }

  func test_finishOnOneSource_endsTheChannelForEverySource() async throws {
    var channelAndSource = IntChannel.makeChannel(backpressureStrategy: .watermark(low: 2, high: 10))
    var channel = channelAndSource.takeChannel()
    var first = consume channelAndSource.source
    var second = first.makeAdditionalSource()
    try await first.send(1)
    first.finish()
    let sendAfterFinish = await describe { try await second.send(2) }
    XCTAssertEqual(sendAfterFinish, "finished")
    let received = await channel.take(2)
    XCTAssertEqual(received, [1, nil])
    _ = consume second
  }

  func test_finishThrowing_deliversTheBufferThenTheFailureOnce() async throws {
    var channelAndSource = FailingChannel.makeChannel(
      throwing: TestError.self, backpressureStrategy: .watermark(low: 2, high: 4))
    var channel = channelAndSource.takeChannel()
    var source = consume channelAndSource.source
    try await source.send(contentsOf: [1, 2])
    source.finish(throwing: TestError(code: 7))
    var received: [Int] = []
    do {
      while let element = try await channel.next() { received.append(element) }
      XCTFail("expected the failure")
    } catch {
      XCTAssertEqual(error, TestError(code: 7))
    }
    XCTAssertEqual(received, [1, 2])
    let afterTheFailure = try await channel.next()
    XCTAssertNil(afterTheFailure)
  }

  func test_terminationCallback_runsWhenTheConsumerTakesTheEnd_afterFinish() async throws {
    var channelAndSource = IntChannel.makeChannel(backpressureStrategy: .watermark(low: 2, high: 4))
    var channel = channelAndSource.takeChannel()
    var source = consume channelAndSource.source
    let log = Log()
    source.setOnTerminationCallback { log.append("replaced") }
    source.setOnTerminationCallback { log.append("terminated") }
    try await source.send(1)
    source.finish()
    let element = await channel.take(1)
    XCTAssertEqual(element, [1])
    XCTAssertEqual(log.all, [])
    let end = await channel.take(1)
    XCTAssertEqual(end, [nil])
    XCTAssertEqual(log.all, ["terminated"])
    let afterTheEnd = await channel.take(1)
    XCTAssertEqual(afterTheEnd, [nil])
    XCTAssertEqual(log.all, ["terminated"])
  }

  func test_droppingTheConsumer_terminates_failsTheWaitingProducerAndLaterSends() throws {
    var channelAndSource = IntChannel.makeChannel(backpressureStrategy: .watermark(low: 1, high: 2))
    let channel = channelAndSource.takeChannel()
    var source = consume channelAndSource.source
    let log = Log()
    source.setOnTerminationCallback { log.append("terminated") }
    XCTAssertTrue(try source.sendLogging(1, "send 1", to: log))
    XCTAssertFalse(try source.sendLogging(2, "send 2", to: log))
    _ = consume channel
    XCTAssertEqual(log.all, ["send 2 finished", "terminated"])
    let sendAfterTheEnd = source.trySend(3)
    XCTAssertEqual(sendAfterTheEnd, "finished")
    source.send(4) { log.append("send 4 \(describe($0))") }
    // Set after the end: called at once.
    source.setOnTerminationCallback { log.append("late") }
    XCTAssertEqual(log.all, ["send 2 finished", "terminated", "send 4 finished", "late"])
  }

  func test_droppingTheIterator_terminates() {
    var channelAndSource = IntChannel.makeChannel(backpressureStrategy: .watermark(low: 1, high: 2))
    let elements = channelAndSource.takeChannel().elements()
    let source = consume channelAndSource.source
    let log = Log()
    source.setOnTerminationCallback { log.append("terminated") }
    var iterator = Optional(elements.makeAsyncIterator())
    XCTAssertEqual(log.all, [])
    iterator = nil
    XCTAssertNil(iterator)
    XCTAssertEqual(log.all, ["terminated"])
  }

  func test_cancellingTheWaitingConsumer_endsTheChannel_andLaterSendsFail() {
    let scheduler = AsyncTestScheduler()
    var channelAndSource = IntChannel.makeChannel(backpressureStrategy: .watermark(low: 1, high: 2))
    let elements = channelAndSource.takeChannel().elements()
    var source = consume channelAndSource.source
    let log = Log()
    source.setOnTerminationCallback { log.append("terminated") }
    let consumer = scheduler.spawn { () async -> [Int] in
      var received: [Int] = []
      for await element in elements { received.append(element) }
      return received
    }
    let sent = source.trySend(1)
    XCTAssertEqual(sent, "more")
    scheduler.runUntilIdle()
    XCTAssertFalse(consumer.isFinished)
    consumer.cancel()
    scheduler.runUntilIdle()
    XCTAssertEqual(consumer.value, [1])
    XCTAssertEqual(log.all, ["terminated"])
    let sendAfterTheEnd = source.trySend(2)
    XCTAssertEqual(sendAfterTheEnd, "finished")
    var laterSource = Optional(source.makeAdditionalSource())
    let laterSend = scheduler.spawn { () async -> String in
      var source = laterSource.take()!
      return await describe { try await source.send(3) }
    }
    scheduler.runUntilIdle()
    XCTAssertEqual(laterSend.value, "finished")
  }

  func test_cancelCallback_failsTheCallbackOnce_whetherBeforeOrAfterEnqueueing() async throws {
    var channelAndSource = IntChannel.makeChannel(backpressureStrategy: .watermark(low: 1, high: 2))
    var channel = channelAndSource.takeChannel()
    var source = consume channelAndSource.source
    let log = Log()
    XCTAssertTrue(try source.sendLogging(1, "send 1", to: log))
    guard case .enqueueCallback(var enqueuedFirst) = try source.send(2),
      case .enqueueCallback(var cancelledFirst) = try source.send(3)
    else { return XCTFail("expected both sends to wait") }
    XCTAssertNotEqual(enqueuedFirst, cancelledFirst)
    enqueuedFirst.enqueueCallback { log.append("send 2 \(describe($0))") }
    enqueuedFirst.cancelCallback()
    cancelledFirst.cancelCallback()
    XCTAssertEqual(log.all, ["send 2 cancelled"])
    cancelledFirst.enqueueCallback { log.append("send 3 \(describe($0))") }
    XCTAssertEqual(log.all, ["send 2 cancelled", "send 3 cancelled"])
    // Cancelling a callback does not take its elements back.
    source.finish()
    let received = await channel.take(4)
    XCTAssertEqual(received, [1, 2, 3, nil])
    XCTAssertEqual(log.all, ["send 2 cancelled", "send 3 cancelled"])
  }

  func test_cancellingAWaitingAsyncSend_throwsCancellation_andKeepsItsElement() {
    let scheduler = AsyncTestScheduler()
    var channelAndSource = IntChannel.makeChannel(backpressureStrategy: .watermark(low: 1, high: 2))
    let elements = channelAndSource.takeChannel().elements()
    var source = Optional(consume channelAndSource.source)
    let producer = scheduler.spawn { () async -> [String] in
      var source = source.take()!
      var results: [String] = []
      for element in 1...2 { results.append(await describe { try await source.send(element) }) }
      return results
    }
    scheduler.runUntilIdle()
    XCTAssertFalse(producer.isFinished)
    producer.cancel()
    scheduler.runUntilIdle()
    XCTAssertEqual(producer.value, ["ok", "cancelled"])
    let recorder = scheduler.record(elements)
    scheduler.runUntilIdle()
    XCTAssertEqual(recorder.events, [.next(0, 1), .next(0, 2), .completed(0)])
  }

  func test_callbacksRunOutsideTheLock_soTheyMayCallIntoTheChannel() throws {
    var channelAndSource = IntChannel.makeChannel(backpressureStrategy: .watermark(low: 1, high: 1))
    let channel = channelAndSource.takeChannel()
    var source = consume channelAndSource.source
    let log = Log()
    guard case .enqueueCallback(var first) = try source.send(1), case .enqueueCallback(var second) = try source.send(2)
    else { return XCTFail("expected both sends to wait") }
    // Called while the lock was held, this would wait for ever on the lock it holds.
    first.enqueueCallback { [second] result in
      var second = second
      second.cancelCallback()
      log.append("first \(describe(result))")
    }
    second.enqueueCallback { log.append("second \(describe($0))") }
    _ = consume channel
    XCTAssertEqual(log.all, ["first finished", "second finished"])
  }

  func test_enqueueAfterTheConsumerDrained_callsBackAtOnce() async throws {
    var channelAndSource = IntChannel.makeChannel(backpressureStrategy: .watermark(low: 1, high: 1))
    var channel = channelAndSource.takeChannel()
    var source = consume channelAndSource.source
    let log = Log()
    guard case .enqueueCallback(var handle) = try source.send(1) else { return XCTFail("expected a wait") }
    let taken = await channel.take(1)
    XCTAssertEqual(taken, [1])
    handle.enqueueCallback { log.append(describe($0)) }
    XCTAssertEqual(log.all, ["ok"])
  }

  func test_sendsAfterFinish_allFail() async throws {
    var channelAndSource = IntChannel.makeChannel(backpressureStrategy: .watermark(low: 1, high: 2))
    var channel = channelAndSource.takeChannel()
    var source = consume channelAndSource.source
    var other = source.makeAdditionalSource()
    source.finish()
    let log = Log()
    let syncSends = [other.trySend(1), other.trySend(2)]
    XCTAssertEqual(syncSends, ["finished", "finished"])
    other.send(4) { log.append("callback \(describe($0))") }
    let asyncSend = await describe { try await other.send(5) }
    var late = other.makeAdditionalSource()
    let lateSend = await describe { try await late.send(contentsOf: [6]) }
    XCTAssertEqual(log.all, ["callback finished"])
    XCTAssertEqual([asyncSend, lateSend], ["finished", "finished"])
    let received = await channel.take(1)
    XCTAssertEqual(received, [nil])
  }

  func test_manyProducers_loseNoElement_andKeepEachProducersOrder() {
    let scheduler = AsyncTestScheduler()
    var channelAndSource = IntChannel.makeChannel(backpressureStrategy: .watermark(low: 2, high: 3))
    let recorder = scheduler.record(channelAndSource.takeChannel().elements())
    var first = consume channelAndSource.source
    let second = first.makeAdditionalSource()
    let third = first.makeAdditionalSource()
    let producers = [
      spawnProducer(on: scheduler, sending: 0..<20, from: first),
      spawnProducer(on: scheduler, sending: 100..<120, from: second),
      spawnProducer(on: scheduler, sending: 200..<220, from: third),
    ]
    scheduler.runUntilIdle()
    XCTAssertEqual(producers.map(\.isFinished), [true, true, true])
    let values = recorder.values
    XCTAssertEqual(recorder.events.last, .completed(0))
    XCTAssertEqual(values.count, 60)
    for index in 0..<3 {
      XCTAssertEqual(values.filter { $0 / 100 == index }, (0..<20).map { index * 100 + $0 })
    }
  }
}
