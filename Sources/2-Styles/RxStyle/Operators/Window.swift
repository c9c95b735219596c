import StyleInternals

extension ObservableType {
  /// Splits the elements into windows — inner sequences — each closed after `timeSpan` or once
  /// it holds `count` elements, whichever comes first; the next window opens at once.
  ///
  /// The first window is emitted on subscription. A full window restarts the time span. The
  /// source's completion or error ends the current window and the outer sequence alike.
  ///
  /// ```swift
  /// clicks.window(timeSpan: .seconds(1), count: 10, scheduler: scheduler)
  ///   .subscribe(onNext: { window in window.toArray().subscribe(onSuccess: { print($0.count) }) })
  /// ```
  /// - Parameters:
  ///   - timeSpan: the longest a window stays open.
  ///   - count: the most elements a window holds.
  ///   - scheduler: where the timers run.
  /// - Returns: the windows, each a sequence of its elements.
  public func window(timeSpan: RxTimeInterval, count: Int, scheduler: some SchedulerType)
    -> Observable<Observable<Element>>
  {
    precondition(count > 0, "window(timeSpan:count:scheduler:) requires a positive count")
    let source = asObservable()
    let scheduler: any SchedulerType = scheduler
    return Observable { receiver in
      let sink = WindowSink(timeSpan: timeSpan, count: count, scheduler: scheduler, downstream: receiver)
      sink.start(source)
      return sink
    }
  }
}

/// Keeps the current window's subject and count under a lock; what a transition decides to send
/// (to the window or downstream) is queued and delivered after the lock, in order, by one thread.
// Safety: the mutable state lives inside `state`'s lock; disposal state is SinkBase's.
private final class WindowSink<Element>: Sink<Element, Observable<Element>>, @unchecked Sendable {
  private enum Effect {
    case open(PublishSubject<Element>)
    case next(PublishSubject<Element>, Element)
    case end(PublishSubject<Element>, Event<Element>)
    case outer(Event<Observable<Element>>)
  }

  private let timeSpan: RxTimeInterval
  private let count: Int
  private let scheduler: any SchedulerType
  private let timer = SerialDisposable()
  private struct State {
    var window = PublishSubject<Element>()
    var filled = 0
    var windowID: UInt64 = 0
    var effects: [Effect] = []
    var isDelivering = false

    /// Closes the current window and opens the next.
    mutating func rollOver() -> UInt64 {
      effects.append(.end(window, .completed))
      window = PublishSubject()
      filled = 0
      windowID &+= 1
      effects.append(.open(window))
      return windowID
    }
  }

  private let state = Lock(State())

  init(timeSpan: RxTimeInterval, count: Int, scheduler: any SchedulerType, downstream: Receiver<Observable<Element>>) {
    self.timeSpan = timeSpan
    self.count = count
    self.scheduler = scheduler
    super.init(downstream: downstream)
  }

  func start(_ source: Observable<Element>) {
    transition { $0.effects.append(.open($0.window)) }
    startTimer(for: 0)
    subscribe(to: source)
  }

  private func startTimer(for current: UInt64) {
    timer.replace {
      scheduler.scheduleRelative(current, dueTime: timeSpan) { [self] current in
        let next = transition { state -> UInt64? in current == state.windowID ? state.rollOver() : nil }
        if let next { startTimer(for: next) }
        return Disposables.create()
      }
    }
  }

  override func onNext(_ element: Element) {
    let count = count
    let next = transition { state -> UInt64? in
      state.effects.append(.next(state.window, element))
      state.filled += 1
      return state.filled == count ? state.rollOver() : nil
    }
    if let next { startTimer(for: next) }
  }

  override func onError(_ error: any Error) {
    transition { state in
      state.effects.append(.end(state.window, .error(error)))
      state.effects.append(.outer(.error(error)))
    }
  }

  override func onCompleted() {
    transition { state in
      state.effects.append(.end(state.window, .completed))
      state.effects.append(.outer(.completed))
    }
  }

  private func transition<Result>(_ body: (inout State) -> Result) -> Result {
    let (result, mustDrain) = state.withLock { state -> (Result, Bool) in
      let result = body(&state)
      guard !state.isDelivering, !state.effects.isEmpty else { return (result, false) }
      state.isDelivering = true
      return (result, true)
    }
    if mustDrain { drain() }
    return result
  }

  private func drain() {
    while let effect = state.withLock({ state -> Effect? in
      guard !state.effects.isEmpty else {
        state.isDelivering = false
        return nil
      }
      return state.effects.removeFirst()
    }) {
      switch effect {
      case .open(let subject): forwardNext(subject.asObservable())
      case .next(let subject, let element): subject.onNext(element)
      case .end(let subject, let event): subject.on(event)
      case .outer(let event): forwardEvent(event)
      }
    }
  }

  override func disposeResources() {
    timer.dispose()
  }
}
