extension AsyncSequence where Self: Sendable, Element: Sendable {
  /// Collects elements into arrays, emitting one every `timeSpan` or as soon as it holds `count`
  /// elements, whichever comes first (RxSwift's `buffer(timeSpan:count:scheduler:)`).
  ///
  /// A window starts when iteration begins and after each emission, so a full array restarts the
  /// time span. A window that ends empty emits an empty array. When the base finishes, the current
  /// array is emitted (even if empty) and the sequence finishes; when it fails, the array is
  /// dropped and the failure is thrown. Emitting empty arrays is deliberate and follows RxSwift:
  /// the consumer sees every window, also the last. For swift-async-algorithms' back-pressure
  /// buffer, see ``buffer(policy:)``; for its count-or-signal chunks, ``chunks(ofCount:)``.
  ///
  /// ```swift
  /// let batches = logLines.buffer(timeSpan: .seconds(5), count: 100, clock: clock)
  /// ```
  /// - Parameters:
  ///   - timeSpan: the longest a window lasts.
  ///   - count: the most elements in one array; must be positive.
  ///   - clock: the clock to sleep on; inject a test clock in tests.
  /// - Returns: a sequence of arrays.
  public func buffer<C: Clock<Duration>>(
    timeSpan: Duration, count: Int, clock: C = ContinuousClock()
  ) -> AsyncBufferTimeCountSequence<Self, C> {
    precondition(count > 0, "buffer(timeSpan:count:clock:) requires a positive count")
    return AsyncBufferTimeCountSequence(base: self, timeSpan: timeSpan, count: count, clock: clock)
  }
}

/// The sequence that `buffer(timeSpan:count:clock:)` returns.
public struct AsyncBufferTimeCountSequence<Base: AsyncSequence & Sendable, C: Clock<Duration>>: AsyncSequence,
  Sendable
where Base.Element: Sendable {
  public typealias Element = [Base.Element]
  public typealias Failure = Base.Failure

  let base: Base
  let timeSpan: Duration
  let count: Int
  let clock: C

  /// Receives the arrays from the operator's task.
  public typealias AsyncIterator = AsyncTaskIterator<Element, Failure>

  public func makeAsyncIterator() -> AsyncIterator {
    AsyncIterator(running: self)
  }

  @usableFromInline
  func run(_ output: TaskOutput<Element, Failure>) async {
    await base.runEventLoop { loop in
      var buffer: [Base.Element] = []
      let alarm = loop.startAlarm(clock: clock, deadline: clock.now.advanced(by: timeSpan))
      defer { alarm.stop() }
      alarm.arm()
      func emit() async -> Bool {
        let chunk = buffer
        buffer = []
        guard await output.send(chunk) else { return false }
        // The next window starts once the consumer took this one.
        alarm.deadline = clock.now.advanced(by: timeSpan)
        return true
      }
      events: while let event = await loop.next() {
        switch event {
        case .element(let element):
          buffer.append(element)
          if buffer.count == count, !(await emit()) { break events }
        case .tick:
          // A window that ended early on its count moved the deadline after the sleeper looked.
          if !alarm.isAhead, !(await emit()) { break events }
          alarm.arm()
        case .finished:
          _ = await output.send(buffer)
          break events
        case .failed(let failure):
          output.fail(failure)
          break events
        }
      }
    }
  }
}

extension AsyncBufferTimeCountSequence: TaskBackedSequence {}
