import ProducerStyle
import ProducerStyleTest
import TestSupport
import XCTest

final class SignalProducerConcurrencyTests: ProducerStyleTestCase {
  // MARK: values

  func test_values_yieldsEveryValueThenEnds() async throws {
    var received: [Int] = []
    for try await value in SignalProducer<Int, TestError>(values: 1, 2, 3).values { received.append(value) }
    XCTAssertEqual(received, [1, 2, 3])
  }

  func test_values_ofAProducerThatCannotFail_needsNoTry() async {
    var received: [Int] = []
    for await value in SignalProducer<Int, Never>(values: 1, 2).values { received.append(value) }
    XCTAssertEqual(received, [1, 2])
  }

  func test_values_throwsTheTypedErrorAfterTheValues() async {
    var received: [Int] = []
    let producer = SignalProducer<Int, TestError>(values: 1, 2).concat(SignalProducer(error: .boom))
    do throws(TestError) {
      for try await value in producer.values { received.append(value) }
      XCTFail("expected the producer's error")
    } catch {
      XCTAssertEqual(error, .boom)
    }
    XCTAssertEqual(received, [1, 2])
  }

  func test_values_endsWhenTheRunIsInterrupted() async throws {
    let producer = SignalProducer<Int, TestError> { observer, _ in
      observer.send(value: 1)
      observer.sendInterrupted()
    }
    var received: [Int] = []
    for try await value in producer.values { received.append(value) }
    XCTAssertEqual(received, [1])
  }

  func test_values_startsTheRunAtTheFirstNext_onceForEachIterator() async throws {
    let starts = Locked(0)
    let producer = SignalProducer<Int, TestError>(value: 7).on(started: { starts.withLock { $0 += 1 } })
    let values = producer.values
    var first = values.makeAsyncIterator()
    var second = values.makeAsyncIterator()
    XCTAssertEqual(starts.value, 0)
    let a = try await first.next()
    let b = try await second.next()
    XCTAssertEqual([a, b], [7, 7])
    XCTAssertEqual(starts.value, 2)
  }

  func test_values_deliversValuesSentWhileTheConsumerWaits() async throws {
    let (signal, input) = Signal<Int, TestError>.pipe()
    let started = AsyncLatch()
    let values = SignalProducer(signal).on(started: { started.signal() }).values
    let consumer = Task {
      var received: [Int] = []
      for try await value in values { received.append(value) }
      return received
    }
    await started.wait()
    input.send(value: 1)
    input.send(value: 2)
    input.sendCompleted()
    let received = try await consumer.value
    XCTAssertEqual(received, [1, 2])
  }

  func test_values_cancellingTheConsumer_interruptsTheRun() async {
    let started = AsyncLatch()
    let interrupted = AsyncLatch()
    let values = SignalProducer<Int, Never>.never
      .on(started: { started.signal() }, interrupted: { interrupted.signal() }).values
    let consumer = Task {
      var count = 0
      for await _ in values { count += 1 }
      return count
    }
    await started.wait()
    consumer.cancel()
    await interrupted.wait()
    let count = await consumer.value
    XCTAssertEqual(count, 0)
  }

  func test_values_droppingTheIterator_interruptsTheRun() async {
    let (signal, input) = Signal<Int, Never>.pipe()
    let started = AsyncLatch()
    let interrupted = AsyncLatch()
    let producer = SignalProducer(signal).on(started: { started.signal() }, interrupted: { interrupted.signal() })
    do {
      var iterator = producer.values.makeAsyncIterator()
      let sender = Task {
        await started.wait()
        input.send(value: 1)
      }
      let first = await iterator.next()
      XCTAssertEqual(first, 1)
      await sender.value
    }
    await interrupted.wait()
    input.sendCompleted()
  }

  // MARK: value

  func test_value_returnsTheFirstValue_andInterruptsTheRest() async {
    let (signal, input) = Signal<Int, TestError>.pipe()
    let started = AsyncLatch()
    let interrupted = AsyncLatch()
    let producer = SignalProducer(signal).on(started: { started.signal() }, interrupted: { interrupted.signal() })
    let awaiting = Task { try await producer.value }
    await started.wait()
    input.send(value: 1)
    input.send(value: 2)
    await interrupted.wait()
    let result = await awaiting.result
    XCTAssertEqual(try result.get(), 1)
    input.sendCompleted()
  }

  func test_value_ofAnEmptyProducer_isNil() async throws {
    let value = try await SignalProducer<Int, TestError>.empty.value
    XCTAssertNil(value)
  }

  func test_value_throwsTheTypedError() async {
    do throws(TestError) {
      _ = try await SignalProducer<Int, TestError>(error: .other).value
      XCTFail("expected the producer's error")
    } catch {
      XCTAssertEqual(error, .other)
    }
  }

  func test_value_cancellingTheTask_interruptsTheRunAndReturnsNil() async {
    let started = AsyncLatch()
    let interrupted = AsyncLatch()
    let producer = SignalProducer<Int, Never>.never
      .on(started: { started.signal() }, interrupted: { interrupted.signal() })
    let awaiting = Task { await producer.value }
    await started.wait()
    awaiting.cancel()
    await interrupted.wait()
    let value = await awaiting.value
    XCTAssertNil(value)
  }

  // MARK: AsyncSequence → SignalProducer

  func test_initFromAsyncSequence_sendsTheElementsThenCompletes() async {
    let producer = SignalProducer(
      AsyncStream<Int> { continuation in
        continuation.yield(1)
        continuation.yield(2)
        continuation.finish()
      })
    let events = await recordedEvents(of: producer)
    XCTAssertEqual(events, [.value(1), .value(2), .completed])
  }

  func test_initFromAsyncSequence_failsWithTheTypedError() async {
    let events = await recordedEvents(of: SignalProducer(Failing(values: [4], error: .boom)))
    XCTAssertEqual(events, [.value(4), .failed(.boom)])
  }

  func test_initFromAsyncSequence_cancellationErrorInterrupts() async {
    let producer = SignalProducer(
      AsyncThrowingStream<Int, any Error> { continuation in
        continuation.yield(1)
        continuation.finish(throwing: CancellationError())
      })
    let events = await recordedEvents(of: producer.mapError { _ in TestError.other })
    XCTAssertEqual(events, [.value(1), .interrupted])
  }

  func test_initFromAsyncSequence_disposingCancelsTheIteration() async {
    let cancelled = AsyncLatch()
    let (stream, continuation) = AsyncStream<Int>.makeStream()
    continuation.onTermination = { termination in
      if case .cancelled = termination { cancelled.signal() }
    }
    let events = Locked<[Signal<Int, Never>.Event]>([])
    let run = SignalProducer(stream).start { event in events.withLock { $0.append(event) } }
    run.dispose()
    await cancelled.wait()
    continuation.yield(1)
    XCTAssertEqual(events.value, [.interrupted])
  }

  // MARK: async function → SignalProducer

  func test_initFromAsyncFunction_sendsTheResultThenCompletes() async {
    let producer = SignalProducer<Int, TestError> { () async throws(TestError) -> Int in
      await Task.yield()
      return 5
    }
    let events = await recordedEvents(of: producer)
    XCTAssertEqual(events, [.value(5), .completed])
  }

  func test_initFromAsyncFunction_failsWithTheTypedError() async {
    let producer = SignalProducer<Int, TestError> { () async throws(TestError) -> Int in throw .boom }
    let events = await recordedEvents(of: producer)
    XCTAssertEqual(events, [.failed(.boom)])
  }

  func test_initFromAsyncFunction_runsAgainForEveryStart() async {
    let calls = Locked(0)
    let producer = SignalProducer<Int, Never> { () async -> Int in
      calls.withLock {
        $0 += 1
        return $0
      }
    }
    let first = await recordedEvents(of: producer)
    let second = await recordedEvents(of: producer)
    XCTAssertEqual(first, [.value(1), .completed])
    XCTAssertEqual(second, [.value(2), .completed])
  }

  func test_initFromAsyncFunction_disposingCancelsTheTask() async {
    let started = AsyncLatch()
    let sawCancellation = AsyncLatch()
    let producer = SignalProducer<Int, any Error> {
      started.signal()
      do {
        try await suspendUntilCancelled()
      } catch {
        sawCancellation.signal()
        throw error
      }
      return 1
    }
    let events = Locked<[String]>([])
    let run = producer.start { event in events.withLock { $0.append("\(event)") } }
    await started.wait()
    run.dispose()
    await sawCancellation.wait()
    XCTAssertEqual(events.value, ["INTERRUPTED"])
  }

  // MARK: races

  func test_values_completionRacingCancellation_neitherDeadlocksNorLeaks() async {
    for _ in 0..<10_000 {
      let (signal, input) = Signal<Int, Never>.pipe()
      let values = SignalProducer(signal).values
      let consumer = Task {
        for await _ in values {}
      }
      await withTaskGroup(of: Void.self) { group in
        group.addTask {
          input.send(value: 1)
          input.sendCompleted()
        }
        group.addTask { consumer.cancel() }
      }
      await consumer.value
    }
  }

  func test_initFromAsyncFunction_completionRacingDisposal_neitherDeadlocksNorLeaks() async {
    for _ in 0..<10_000 {
      let ended = AsyncLatch()
      let run = SignalProducer<Int, Never> { () async -> Int in 1 }.on(terminated: { ended.signal() }).start()
      run.dispose()
      await ended.wait()
    }
  }

  func test_value_completionRacingCancellation_neitherDeadlocksNorLeaks() async {
    for _ in 0..<10_000 {
      let (signal, input) = Signal<Int, Never>.pipe()
      let producer = SignalProducer(signal)
      let awaiting = Task { await producer.value }
      await withTaskGroup(of: Void.self) { group in
        group.addTask {
          input.send(value: 1)
          input.sendCompleted()
        }
        group.addTask { awaiting.cancel() }
      }
      let value = await awaiting.value
      XCTAssertTrue(value == 1 || value == nil)
    }
  }

  func test_initFromAsyncSequence_completionRacingDisposal_neitherDeadlocksNorLeaks() async {
    for _ in 0..<10_000 {
      let ended = AsyncLatch()
      let sequence = AsyncStream<Int> { continuation in
        continuation.yield(1)
        continuation.finish()
      }
      let run = SignalProducer(sequence).on(terminated: { ended.signal() }).start()
      run.dispose()
      await ended.wait()
    }
  }

  /// Starts `producer` and returns its events once it has terminated.
  private func recordedEvents<Value: Sendable, Failure>(
    of producer: SignalProducer<Value, Failure>
  ) async -> [Signal<Value, Failure>.Event] {
    let events = Locked<[Signal<Value, Failure>.Event]>([])
    let ended = AsyncLatch()
    producer.start { event in
      events.withLock { $0.append(event) }
      if event.isTerminating { ended.signal() }
    }
    await ended.wait()
    return events.value
  }
}

/// Sends `values`, then throws `error`, typed.
private struct Failing: AsyncSequence, Sendable {
  let values: [Int]
  let error: TestError

  struct AsyncIterator: AsyncIteratorProtocol {
    var remaining: ArraySlice<Int>
    let error: TestError
    mutating func next(isolation actor: isolated (any Actor)?) async throws(TestError) -> Int? {
      guard let value = remaining.popFirst() else { throw error }
      return value
    }
    mutating func next() async throws(TestError) -> Int? { try await next(isolation: nil) }
  }

  func makeAsyncIterator() -> AsyncIterator { AsyncIterator(remaining: values[...], error: error) }
}
