import StyleInternals

/// What reaches an operator's event loop: an element of one of its bases, a base's end, or the
/// tick of its alarm.
@usableFromInline
enum LoopEvent<Input: Sendable, Failure: Error>: Sendable {
  case element(Input)
  case finished(source: Int)
  case failed(Failure)
  case tick
}

/// The single place where a concurrent operator decides what to emit.
///
/// Each base is iterated by a child task (a "pump") that hands its events to the loop one at a
/// time, waiting until the loop has taken each: the bases are pulled only as fast as the loop
/// consumes. The loop's ``Alarm`` posts ticks to the same queue, so the loop alone sends to the
/// consumer. Everything is structured under the operator's task, except the alarm's sleeper,
/// which is started with `Task.inheritingExecutor` and stopped by the loop.
///
/// Everything here is inlinable: the loop handles every element, and an operator built where its
/// types are known runs it specialised.
@usableFromInline
struct EventLoop<Input: Sendable, Failure: Error>: Sendable {
  @usableFromInline let events: ChannelStorage<LoopEvent<Input, Failure>, Never>

  @inlinable init(events: ChannelStorage<LoopEvent<Input, Failure>, Never> = ChannelStorage()) {
    self.events = events
  }

  /// The next event, or `nil` once the operator's task was cancelled (``run(pumps:loop:)`` then
  /// ends the channel).
  @inlinable
  nonisolated(nonsending) func next() async -> LoopEvent<Input, Failure>? {
    switch await events.receiveUntilTerminated() {
    case .success(let event): return event
    }
  }

  /// Runs `loop` while `pumps` feed it, then stops the pumps; returns when all have ended.
  @inlinable
  static func run(
    pumps: [@Sendable (EventLoop) async -> Void], loop: @Sendable (EventLoop) async -> Void
  ) async {
    let eventLoop = EventLoop()
    await withTaskGroup(of: Void.self) { group in
      for pump in pumps { group.addTask { await pump(eventLoop) } }
      // The loop's one cancellation handler: ending the channel ends the loop's wait for events.
      await withTaskCancellationHandler {
        await loop(eventLoop)
      } onCancel: {
        eventLoop.events.terminate(discardingOffered: true)
      }
      eventLoop.events.terminate(discardingOffered: true)
      group.cancelAll()
    }
  }
}

extension AsyncSequence where Self: Sendable, Element: Sendable {
  /// A pump: iterates this sequence into `loop`, tagging each element with `tag`, then posts the
  /// end (`source` tells the loop which base ended) or the failure.
  @inlinable
  func pump<Input: Sendable>(
    into loop: EventLoop<Input, Failure>, source: Int = 0, tag: @escaping @Sendable (Element) -> Input
  ) async {
    // A subject pushes into the loop itself: one wake-up for the loop per element, not one for
    // the pump and one for the loop.
    if let subject = self as? AsyncPassthroughSubject<Element, Failure>,
      await subject.storage.push(into: loop.events, source: source, tag: tag)
    {
      return
    }
    if let subject = self as? AsyncCurrentValueSubject<Element, Failure>,
      await subject.storage.push(into: loop.events, source: source, tag: tag)
    {
      return
    }
    var iterator = makeAsyncIterator()
    do {
      while let element = try await iterator.next(isolation: nil) {
        guard await loop.events.send(.element(tag(element))) else { return }
      }
      _ = await loop.events.send(.finished(source: source))
    } catch {
      _ = await loop.events.send(.failed(error))
    }
  }
}

extension AsyncSequence where Self: Sendable, Element: Sendable {
  /// Runs `loop` as the event loop of an operator over this sequence alone, each element tagged
  /// with `tag`.
  @inlinable
  func runEventLoop<Input: Sendable>(
    tagging tag: @escaping @Sendable (Element) -> Input, _ loop: @Sendable (EventLoop<Input, Failure>) async -> Void
  ) async {
    await EventLoop.run(pumps: [{ await self.pump(into: $0, tag: tag) }], loop: loop)
  }

  /// Runs `loop` as the event loop of an operator over this sequence alone.
  @inlinable
  func runEventLoop(_ loop: @Sendable (EventLoop<Element, Failure>) async -> Void) async {
    await runEventLoop(tagging: { $0 }, loop)
  }
}

extension AsyncTaskIterator {
  /// An iterator over the events of `pumps`, which run as child tasks of the iterator's task.
  ///
  /// For an operator that decides what to emit without a timer (combineLatest): it decides in
  /// its consumer's own `next()`, so an element reaches the consumer in one task hop from its
  /// base instead of two (base to loop task, loop task to consumer).
  /// - Parameter pumps: one per base, each iterating its base into the given loop's events.
  @inlinable
  init<Input: Sendable, LoopFailure: Error>(pumps: [@Sendable (EventLoop<Input, LoopFailure>) async -> Void])
  where Element == LoopEvent<Input, LoopFailure>, Failure == Never {
    self.init { output in await runChildTasks(pumps, with: EventLoop(events: output.storage)) }
  }
}
