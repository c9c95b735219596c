/// Why a first-value helper gave no value.
public enum FirstValueError: Error, CustomStringConvertible {
  /// No element and no end arrived within the timeout.
  case timedOut(after: Duration)
  /// The sequence threw before producing an element.
  case failed(any Error)
  /// The waiting task was cancelled.
  case cancelled
  /// `blockingFirst(timeout:)` was called from inside a task, where
  /// blocking the thread can deadlock the cooperative pool or the test scheduler.
  case calledFromTask

  /// A sentence for test failure messages.
  public var description: String {
    switch self {
    case .timedOut(let timeout):
      "no element within \(timeout); if the source is hot, it may have sent its elements before the "
        + "iteration began — start iterating (or recording) before sending the input"
    case .failed(let error): "the sequence failed with \(error)"
    case .cancelled: "the waiting task was cancelled"
    case .calledFromTask:
      "blockingFirst(timeout:) was called from inside a task, where blocking a thread can deadlock; "
        + "use `try await sequence.first()` or AsyncTestScheduler.firstValue(of:timeout:) instead"
    }
  }
}

/// How the race between a sequence and its timeout ended.
enum FirstOutcome<Element: Sendable>: Sendable {
  case element(Element?)
  case failed(any Error)
  case timedOut
}

extension AsyncSequence where Self: Sendable, Element: Sendable {
  /// The first element, or `nil` if the sequence finishes empty, waiting at most `timeout` on
  /// `clock`.
  ///
  /// Inject the scheduler's ``TestClock`` so the timeout runs on virtual time:
  ///
  /// ```swift
  /// let first = scheduler.spawn { try await results.firstValue(timeout: .seconds(1), clock: scheduler.clock) }
  /// scheduler.advance(by: .seconds(1))
  /// ```
  /// The sequence is iterated in a child task that is cancelled when the timeout wins, so a
  /// sequence that ignores cancellation keeps this call waiting.
  /// - Parameters:
  ///   - timeout: the longest wait.
  ///   - clock: the clock that measures the timeout.
  /// - Returns: the first element, or `nil` for an empty sequence.
  /// - Throws: ``FirstValueError``: timed out, failed, or cancelled.
  public func firstValue(
    timeout: Duration, clock: some Clock<Duration>
  ) async throws(FirstValueError) -> Element? {
    let outcome = await withTaskGroup(of: FirstOutcome<Element>?.self) { group -> FirstOutcome<Element>? in
      group.addTask { await firstOutcome(of: self) }
      group.addTask {
        do {
          try await clock.sleep(for: timeout)
          return .timedOut
        } catch {
          return nil
        }
      }
      defer { group.cancelAll() }
      while let finished = await group.next() {
        if let outcome = finished { return outcome }
      }
      return nil
    }
    if Task.isCancelled {
      // A cancelled sequence may end or throw; only a real element counts then.
      if case .element(let element?)? = outcome { return element }
      throw .cancelled
    }
    switch outcome {
    case .element(let element)?: return element
    case .failed(let error)?: throw .failed(error)
    case .timedOut?: throw .timedOut(after: timeout)
    case nil: throw .cancelled
    }
  }
}

/// The first element of `sequence`, its end, or its failure.
func firstOutcome<Sequence: AsyncSequence>(of sequence: Sequence) async -> FirstOutcome<Sequence.Element>
where Sequence.Element: Sendable {
  var iterator = sequence.makeAsyncIterator()
  do {
    return .element(try await iterator.next(isolation: nil))
  } catch {
    return .failed(error)
  }
}

extension AsyncTestScheduler {
  /// Waits for the first element of `sequence` on virtual time: iterates it on the scheduler and
  /// advances the clock until an element or the end arrives, at most by `timeout`. The clock stops
  /// at the time the element arrived.
  ///
  /// Call it from the test's own code, synchronous or async (not from a task on the scheduler).
  ///
  /// ```swift
  /// let library = try scheduler.firstValue(of: model.library, timeout: .seconds(5))
  /// XCTAssertEqual(scheduler.currentTick, 300)
  /// ```
  /// - Parameters:
  ///   - sequence: the sequence to read.
  ///   - timeout: the most virtual time to let pass.
  /// - Returns: the first element, or `nil` if the sequence finishes empty.
  /// - Throws: ``FirstValueError``: `.timedOut` when nothing arrived in time (also when the
  ///   sequence ignores cancellation after the timeout), `.failed` with the sequence's error.
  public func firstValue<Sequence: AsyncSequence & Sendable>(
    of sequence: Sequence, timeout: Duration = .seconds(1)
  ) throws(FirstValueError) -> Sequence.Element? where Sequence.Element: Sendable {
    let clock = self.clock
    let task = spawn { () async -> Result<Sequence.Element?, FirstValueError> in
      do throws(FirstValueError) {
        return .success(try await sequence.firstValue(timeout: timeout, clock: clock))
      } catch {
        return .failure(error)
      }
    }
    advance(to: now.advanced(by: timeout), until: { task.isFinished })
    guard let result = task.value else {
      task.cancel()
      runUntilIdle()
      throw .timedOut(after: timeout)
    }
    return try result.get()
  }

  /// ``advance(to:)-(TestClock.Instant)`` that stops early, between virtual times, once `isDone`.
  func advance(to deadline: TestClock.Instant, until isDone: () -> Bool) {
    executor.beginDrive()
    executor.drain()
    while !isDone(), let next = nextDeadline, next <= deadline {
      timeline.advance(to: next.offset)
    }
    if !isDone() { timeline.advance(to: deadline.offset) }
  }
}
