import AsyncStyleTestKit
import BenchmarkKit
import StyleInternals

/// What Swift's concurrency runtime costs per element, measured in every run beside the loop
/// floor. None of it uses the package's streams: it is the least an async chain that hops
/// between tasks, buffers in a stream or iterates behind an existential can cost.
struct RuntimeFloorSuite: BenchmarkSuite {
  func register(in registry: inout Registry) {
    registry.add(.runtime, .runtime, variant: RuntimeFloor.taskSwitch.rawValue) { n in
      await roundTrips(n, on: globalConcurrentExecutor)
    }
    registry.add(.runtime, .runtime, variant: RuntimeFloor.testSwitch.rawValue) { (n: Int) -> Int in
      let scheduler = AsyncTestScheduler(jobLimit: .max)
      let executor = scheduler.taskExecutor
      let sum = scheduler.spawn { await roundTrips(n, on: executor) }
      scheduler.runUntilIdle()
      guard let value = sum.value else { preconditionFailure("the round trips did not finish on the test executor") }
      return value
    }
    registry.add(.runtime, .runtime, variant: RuntimeFloor.stream.rawValue) { n in
      await streamSum(n, yielding: true)
    }
    registry.add(.runtime, .runtime, variant: RuntimeFloor.streamBatch.rawValue) { n in
      await streamSum(n, yielding: false)
    }
    registry.add(.runtime, .runtime, variant: RuntimeFloor.existential.rawValue) { n in
      var sum = 0
      for i in 0..<n {
        for await value in erasedSingle(i) { sum &+= value }
      }
      return sum
    }
  }
}

/// Sends `0..<n` to a second task on `executor` and sums what it sends back, one value at a time.
private func roundTrips(_ n: Int, on executor: any TaskExecutor) async -> Int {
  let (there, back) = (Mailbox(), Mailbox())
  let echo = Task(executorPreference: executor) {
    while case let value = await there.take(), value >= 0 { back.put(value) }
  }
  var sum = 0
  for value in 0..<n {
    there.put(value)
    sum &+= await back.take()
  }
  there.put(-1)
  await echo.value
  return sum
}

/// Sums `0..<n` sent through an `AsyncStream` to a consumer task on the global executor.
private func streamSum(_ n: Int, yielding: Bool) async -> Int {
  let (stream, continuation) = AsyncStream<Int>.makeStream(bufferingPolicy: .unbounded)
  let consumer = Task {
    var sum = 0
    for await value in stream { sum &+= value }
    return sum
  }
  for value in 0..<n {
    continuation.yield(value)
    if yielding { await Task.yield() }
  }
  continuation.finish()
  return await consumer.value
}

/// `value` as a one-element sequence behind an existential, built where the optimiser cannot
/// see it, as W4's chains are.
@inline(never)
private func erasedSingle(_ value: Int) -> any AsyncSequence<Int, Never> {
  Single(value: value)
}

/// The least sequence there is: one element, no operator, no suspension.
private struct Single: AsyncSequence {
  typealias Failure = Never
  let value: Int

  func makeAsyncIterator() -> Iterator { Iterator(value: value) }

  struct Iterator: AsyncIteratorProtocol {
    typealias Failure = Never
    var value: Int?

    mutating func next() async -> Int? {
      defer { value = nil }
      return value
    }

    mutating func next(isolation actor: isolated (any Actor)?) async -> Int? {
      defer { value = nil }
      return value
    }
  }
}

/// A one-value hand-over between two tasks: `put` resumes the task waiting in `take`, or leaves
/// the value for the next `take`.
private final class Mailbox: Sendable {
  private enum Slot {
    case empty
    case value(Int)
    case waiter(UnsafeContinuation<Int, Never>)
  }

  private let slot = Lock<Slot>(.empty)

  func put(_ value: Int) {
    let waiter = slot.withLock { slot -> UnsafeContinuation<Int, Never>? in
      guard case .waiter(let continuation) = slot else {
        slot = .value(value)
        return nil
      }
      slot = .empty
      return continuation
    }
    waiter?.resume(returning: value)
  }

  func take() async -> Int {
    await withUnsafeContinuation { continuation in
      let ready = slot.withLock { slot -> Int? in
        guard case .value(let value) = slot else {
          slot = .waiter(continuation)
          return nil
        }
        slot = .empty
        return value
      }
      if let ready { continuation.resume(returning: ready) }
    }
  }
}
