import StyleInternals

/// An async sequence that plays a list of timed events on an ``AsyncTestScheduler`` and records
/// when consumers iterate it.
///
/// - A *hot* one (``AsyncTestScheduler/createHotSequence(_:)->TestAsyncSequence<Element,Failure>``)
///   plays its events at their absolute times whether anyone iterates or not; a consumer that
///   starts late misses earlier events.
/// - A *cold* one (``AsyncTestScheduler/createColdSequence(_:)->TestAsyncSequence<Element,Failure>``)
///   plays them for each iteration, with times counted from the start of that iteration.
///
/// Each iteration buffers without limit, so a consumer busy elsewhere misses nothing.
///
/// ```swift
/// let source = scheduler.createColdSequence([.next(10, "a"), .completed(20)])
/// let recorder = scheduler.start { source }
/// XCTAssertEqual(recorder.events, [.next(210, "a"), .completed(220)])
/// XCTAssertEqual(source.iterations, [Iteration(200, 220)])
/// ```
public final class TestAsyncSequence<Element: Sendable, Failure: Error>: AsyncSequence, Sendable {
  private struct State {
    var iterations: [Iteration] = []
    var active: [Int: Mailbox<Element, Failure>] = [:]
  }

  private enum Kind {
    case hot
    case cold
  }

  /// The events this sequence plays.
  public let recordedEvents: [AsyncRecorded<Element, Failure>]

  private let scheduler: AsyncTestScheduler
  private let kind: Kind
  private let state = Lock(State())

  private init(kind: Kind, events: [AsyncRecorded<Element, Failure>], scheduler: AsyncTestScheduler) {
    self.kind = kind
    self.recordedEvents = events
    self.scheduler = scheduler
  }

  static func hot(_ events: [AsyncRecorded<Element, Failure>], scheduler: AsyncTestScheduler) -> TestAsyncSequence {
    let sequence = TestAsyncSequence(kind: .hot, events: events, scheduler: scheduler)
    for recorded in events {
      scheduler.scheduleDraining(at: scheduler.instant(atTick: recorded.time)) { [weak sequence] in
        for mailbox in sequence?.activeMailboxes() ?? [] { mailbox.deliver(recorded) }
      }
    }
    return sequence
  }

  static func cold(_ events: [AsyncRecorded<Element, Failure>], scheduler: AsyncTestScheduler) -> TestAsyncSequence {
    TestAsyncSequence(kind: .cold, events: events, scheduler: scheduler)
  }

  /// Every iteration so far, with the ticks it started and ended.
  public var iterations: [Iteration] { state.withLock { $0.iterations } }

  /// Starts an iteration; a cold sequence starts playing its events for it.
  public func makeAsyncIterator() -> Iterator {
    let start = scheduler.currentTick
    let mailbox = Mailbox<Element, Failure>()
    let index = state.withLock { state in
      state.iterations.append(Iteration(start))
      state.active[state.iterations.count - 1] = mailbox
      return state.iterations.count - 1
    }
    if kind == .cold { play(to: mailbox) }
    return Iterator(token: IterationToken(sequence: self, index: index, mailbox: mailbox))
  }

  /// Pulls the events played for one iteration.
  public struct Iterator: AsyncIteratorProtocol {
    fileprivate let token: IterationToken<Element, Failure>

    /// The next element; `nil` at the end of the sequence or when the consuming task is
    /// cancelled while waiting.
    /// - Throws: the failure the sequence plays.
    public mutating func next() async throws(Failure) -> Element? {
      try await Self.pull(token)
    }

    /// The next element; see ``next()``.
    public mutating func next(isolation actor: isolated (any Actor)?) async throws(Failure) -> Element? {
      try await Self.pull(token)
    }

    private static func pull(_ token: IterationToken<Element, Failure>) async throws(Failure) -> Element? {
      guard let event = await token.mailbox.receive() else {
        token.end()
        return nil
      }
      switch event {
      case .next(_, let element):
        return element
      case .completed:
        token.end()
        return nil
      case .failure(_, let error):
        token.end()
        throw error
      }
    }
  }

  fileprivate func endIteration(_ index: Int, mailbox: Mailbox<Element, Failure>) {
    guard let scheduled = mailbox.end() else { return }
    let end = scheduler.currentTick
    state.withLock { state in
      state.active[index] = nil
      state.iterations[index] = Iteration(state.iterations[index].start, end)
    }
    for id in scheduled { scheduler.timeline.cancel(id) }
  }

  private func play(to mailbox: Mailbox<Element, Failure>) {
    let start = scheduler.now
    let ids = recordedEvents.map { recorded in
      scheduler.scheduleDraining(at: start.advanced(by: scheduler.tick * recorded.time)) {
        mailbox.deliver(recorded)
      }
    }
    mailbox.keep(ids)
  }

  private func activeMailboxes() -> [Mailbox<Element, Failure>] {
    state.withLock { state in state.active.sorted { $0.key < $1.key }.map(\.value) }
  }
}

/// Ends its iteration when the consumer drops the iterator.
private final class IterationToken<Element: Sendable, Failure: Error>: Sendable {
  let sequence: TestAsyncSequence<Element, Failure>
  let index: Int
  let mailbox: Mailbox<Element, Failure>

  init(sequence: TestAsyncSequence<Element, Failure>, index: Int, mailbox: Mailbox<Element, Failure>) {
    self.sequence = sequence
    self.index = index
    self.mailbox = mailbox
  }

  func end() {
    sequence.endIteration(index, mailbox: mailbox)
  }

  deinit {
    end()
  }
}

extension AsyncTestScheduler {
  /// A hot sequence that cannot fail, playing `events` at their absolute times in ticks.
  ///
  /// ```swift
  /// let taps = scheduler.createHotSequence([.next(100, ()), .next(250, ())])
  /// ```
  public func createHotSequence<Element: Sendable>(
    _ events: [AsyncRecorded<Element, Never>]
  ) -> TestAsyncSequence<Element, Never> {
    TestAsyncSequence.hot(events, scheduler: self)
  }

  /// A hot sequence playing `events`, failure included, at their absolute times in ticks.
  ///
  /// ```swift
  /// let source = scheduler.createHotSequence([.next(100, 1), .failure(300, TestError.boom)])
  /// ```
  public func createHotSequence<Element: Sendable, Failure: Error>(
    _ events: [AsyncRecorded<Element, Failure>]
  ) -> TestAsyncSequence<Element, Failure> {
    TestAsyncSequence.hot(events, scheduler: self)
  }

  /// A cold sequence that cannot fail, playing `events` for each iteration at offsets in ticks
  /// from its start.
  public func createColdSequence<Element: Sendable>(
    _ events: [AsyncRecorded<Element, Never>]
  ) -> TestAsyncSequence<Element, Never> {
    TestAsyncSequence.cold(events, scheduler: self)
  }

  /// A cold sequence playing `events`, failure included, for each iteration at offsets in ticks
  /// from its start.
  public func createColdSequence<Element: Sendable, Failure: Error>(
    _ events: [AsyncRecorded<Element, Failure>]
  ) -> TestAsyncSequence<Element, Failure> {
    TestAsyncSequence.cold(events, scheduler: self)
  }
}
