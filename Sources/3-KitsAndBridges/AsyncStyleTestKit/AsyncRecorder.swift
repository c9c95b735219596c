import StyleInternals

/// Records what an async sequence produces, with the virtual time of each event: the sink
/// pattern for async code.
///
/// Made by ``AsyncTestScheduler/record(_:)`` (iterates at once, on the scheduler) or
/// ``AsyncTestScheduler/start(created:subscribed:cancelled:_:)`` (RxTest's 100/200/1000
/// timing). The consuming task runs on the scheduler's executor, so the elements and their times
/// are exact. Events that arrive after ``cancel()`` are not recorded.
///
/// ```swift
/// let recorder = scheduler.record(model.results)
/// scheduler.advance(to: 1000)
/// XCTAssertEqual(recorder.events, [.next(300, "a"), .completed(400)])
/// ```
///
/// The recording loop is inlinable: the test's module knows the sequence's type, so the whole
/// chain under test is iterated specialised, as the same chain in an app would be.
public final class AsyncRecorder<Element: Sendable, Failure: Error>: Sendable {
  @usableFromInline
  struct State {
    @usableFromInline var events: [AsyncRecorded<Element, Failure>] = []
    @usableFromInline var isCancelled = false
    @usableFromInline var task: Task<Void, Never>?

    @inlinable init() {}
  }

  @usableFromInline let scheduler: AsyncTestScheduler
  @usableFromInline let state = Lock(State())

  @usableFromInline
  init(scheduler: AsyncTestScheduler) {
    self.scheduler = scheduler
  }

  /// Every event recorded so far, in order, with its time in ticks.
  public var events: [AsyncRecorded<Element, Failure>] { state.withLock { $0.events } }

  /// The elements recorded so far, without times.
  ///
  /// Inlinable, so a test that knows the element type reads them specialised: a key path applied
  /// to each event of a generic recording cost more than recording it.
  @inlinable
  public var values: [Element] {
    state.withLock { $0.events }.compactMap { event in
      guard case .next(_, let element) = event else { return nil }
      return element
    }
  }

  /// Whether the sequence has finished or thrown.
  public var isFinished: Bool { events.last?.isTerminal ?? false }

  /// Stops recording and cancels the task that iterates the sequence; the sequence reacts at the
  /// scheduler's next drive.
  public func cancel() {
    let task = state.withLock { state in
      state.isCancelled = true
      return state.task
    }
    task?.cancel()
  }

  @inlinable
  func consume<Sequence: AsyncSequence>(_ sequence: sending Sequence)
  where Sequence.Element == Element, Sequence.Failure == Failure, Sequence: SendableMetatype {
    let task = Task(executorPreference: scheduler.taskExecutor) { [self] in
      var iterator = sequence.makeAsyncIterator()
      do throws(Failure) {
        while let element = try await iterator.next(isolation: nil) { receive { .next($0, element) } }
        receive { .completed($0) }
      } catch {
        receive { .failure($0, error) }
      }
    }
    let cancelledMeanwhile = state.withLock { state in
      state.task = task
      return state.isCancelled
    }
    if cancelledMeanwhile { task.cancel() }
  }

  @inlinable
  func receive(_ event: (_ time: Int) -> AsyncRecorded<Element, Failure>) {
    let time = scheduler.currentTick
    state.withLock { state in
      guard !state.isCancelled else { return }
      state.events.append(event(time))
    }
  }
}

extension AsyncTestScheduler {
  /// Starts recording `sequence` on the scheduler; iteration begins at the next drive.
  ///
  /// ```swift
  /// let recorder = scheduler.record(subject.values)
  /// scheduler.schedule(at: 100) { subject.send(1) }
  /// scheduler.advance(to: 200)
  /// XCTAssertEqual(recorder.events, [.next(100, 1)])
  /// ```
  /// - Parameter sequence: the sequence to iterate.
  /// - Returns: the recorder, whose ``AsyncRecorder/events`` fill as the scheduler is driven.
  @inlinable
  public func record<Sequence: AsyncSequence>(
    _ sequence: sending Sequence
  ) -> AsyncRecorder<Sequence.Element, Sequence.Failure> where Sequence.Element: Sendable, Sequence: SendableMetatype {
    let recorder = AsyncRecorder<Sequence.Element, Sequence.Failure>(scheduler: self)
    recorder.consume(sequence)
    return recorder
  }

  /// Creates a sequence at `created`, records it from `subscribed`, cancels the recording at
  /// `cancelled`, and advances the scheduler to `cancelled` — RxTest's `start` for async
  /// sequences, with the same default times (100, 200, 1000 ticks).
  ///
  /// ```swift
  /// let source = scheduler.createHotSequence([.next(150, 1), .next(210, 2), .completed(300)])
  /// let recorder = scheduler.start { source.map { $0 * 10 } }
  /// XCTAssertEqual(recorder.events, [.next(210, 20), .completed(300)])
  /// ```
  /// - Parameters:
  ///   - created: when `create` runs, in ticks.
  ///   - subscribed: when iteration starts, in ticks.
  ///   - cancelled: when the recording task is cancelled, in ticks.
  ///   - create: makes the sequence under test.
  /// - Returns: the recorder.
  public func start<Sequence: AsyncSequence & Sendable>(
    created: Int = 100, subscribed: Int = 200, cancelled: Int = 1000,
    _ create: @escaping () -> Sequence
  ) -> AsyncRecorder<Sequence.Element, Sequence.Failure> where Sequence.Element: Sendable {
    let recorder = AsyncRecorder<Sequence.Element, Sequence.Failure>(scheduler: self)
    let box = CreatedSequence<Sequence>()
    schedule(at: created) { box.sequence.withLock { $0 = create() } }
    schedule(at: subscribed) {
      if let sequence = box.sequence.withLock({ $0 }) { recorder.consume(sequence) }
    }
    schedule(at: cancelled) { recorder.cancel() }
    advance(to: cancelled)
    return recorder
  }
}

private final class CreatedSequence<Sequence: Sendable>: Sendable {
  let sequence = Lock<Sequence?>(nil)
}
