import StyleInternals

extension ObservableType {
  /// A sequence of the given elements, then completion.
  ///
  /// ```swift
  /// Observable.of(1, 2, 3)  // next(1), next(2), next(3), completed
  /// ```
  /// - Parameters:
  ///   - elements: the elements to send, in order.
  ///   - scheduler: where elements are delivered; by default the current thread's trampoline, so
  ///     two such sources subscribed together take turns.
  @inlinable
  public static func of(
    _ elements: Element..., scheduler: some ImmediateSchedulerType = CurrentThreadScheduler.instance
  ) -> Observable<Element> {
    from(elements, scheduler: scheduler)
  }

  /// A sequence of the elements of `array`, then completion.
  @inlinable
  public static func from(
    _ array: [Element], scheduler: some ImmediateSchedulerType = CurrentThreadScheduler.instance
  ) -> Observable<Element> {
    from(array[...], scheduler: scheduler)
  }

  /// A sequence of the elements of `sequence`, then completion.
  ///
  /// Each subscription iterates `sequence` from the start.
  @inlinable
  @preconcurrency public static func from<Source: Sequence & SendableMetatype>(
    _ sequence: Source, scheduler: some ImmediateSchedulerType = CurrentThreadScheduler.instance
  ) -> Observable<Element> where Source.Element == Element {
    // Inlined so that the iteration below is specialised for `Source` in the caller's module:
    // generic iteration inside the library would cost a metadata lookup per element.
    let sequence = Captured(sequence)
    return Observable.iterating(scheduler: scheduler) {
      let box = IteratorBox(sequence.value.makeIterator())
      return { receiver in
        guard let element = box.iterator.next() else { return false }
        receiver.onNext(element)
        return true
      }
    }
  }

  /// An endless sequence repeating `element`; end it with an operator such as `take(_:)`.
  @inlinable
  public static func repeatElement(
    _ element: Element, scheduler: some ImmediateSchedulerType = CurrentThreadScheduler.instance
  ) -> Observable<Element> {
    let element = Captured(element)
    return Observable.iterating(scheduler: scheduler) {
      { receiver in
        receiver.onNext(element.value)
        return true
      }
    }
  }

  /// A sequence of states: `initialState`, then `iterate` applied while `condition` holds.
  ///
  /// ```swift
  /// Observable.generate(initialState: 1, condition: { $0 < 100 }, iterate: { $0 * 2 })
  /// // 1, 2, 4, …, 64, completed
  /// ```
  /// Errors thrown by `condition` or `iterate` end the sequence with `.error`.
  @available(swift, introduced: 6)
  @preconcurrency public static func generate(
    initialState: Element,
    condition: @escaping @Sendable (Element) throws -> Bool,
    scheduler: some ImmediateSchedulerType = CurrentThreadScheduler.instance,
    iterate: @escaping @Sendable (Element) throws -> Element
  ) -> Observable<Element> {
    let initialState = Captured(initialState)
    return Observable.iterating(scheduler: scheduler) {
      var state = initialState.value
      var isFirst = true
      return { receiver in
        if !isFirst { state = try iterate(state) }
        isFirst = false
        guard try condition(state) else { return false }
        receiver.onNext(state)
        return true
      }
    }
  }
}

extension ObservableType where Element: FixedWidthInteger {
  /// A sequence of `count` consecutive integers starting at `start`, then completion.
  ///
  /// The range may end at the type's largest value: `range(start: Int.max, count: 1)` sends
  /// `Int.max`. A range that would pass that value fails with ``RxError/overflow`` instead of
  /// emitting anything, and a negative `count` fails with ``RxError/argumentOutOfRange``.
  ///
  /// ```swift
  /// Observable.range(start: 1, count: 3)  // next(1), next(2), next(3), completed
  /// ```
  /// - Parameters:
  ///   - start: the first integer.
  ///   - count: how many integers to send.
  ///   - scheduler: where elements are delivered; by default the current thread's trampoline.
  /// - Returns: the integers `start`, `start + 1`, … `start + count - 1`.
  @inlinable
  public static func range(
    start: Element, count: Element, scheduler: some ImmediateSchedulerType = CurrentThreadScheduler.instance
  ) -> Observable<Element> {
    guard count >= 0 else { return .error(RxError.argumentOutOfRange) }
    guard count > 0 else { return from(start..<start, scheduler: scheduler) }
    let (last, pastTheType) = start.addingReportingOverflow(count - 1)
    guard !pastTheType else { return .error(RxError.overflow) }
    // A closed range reaches the type's largest value, where `start + count` would overflow; the
    // sequence path keeps a lone range a plain loop.
    return from(start...last, scheduler: scheduler)
  }
}

extension Observable {
  /// The shared implementation of the synchronous sources.
  ///
  /// - Parameter makeStep: called once per subscription; returns a step that emits the next
  ///   element into the receiver and returns `true`, returns `false` when the source is
  ///   exhausted, or throws to fail it.
  @usableFromInline
  static func iterating(
    scheduler: some ImmediateSchedulerType,
    makeStep: @escaping @Sendable () -> (Receiver<Element>) throws -> Bool
  ) -> Observable<Element> {
    let isTrampoline = scheduler is CurrentThreadScheduler
    return Observable { receiver in
      let sink = IteratingSink(step: makeStep(), downstream: receiver)
      if isTrampoline {
        let trampoline = Trampoline.current
        trampoline.enqueue(sink)
      } else {
        sink.setUpstream(sink.emitOneByOne(on: scheduler))
      }
      return sink
    }
  }
}

// Safety: the step closure is called only by the emitting thread, one call at a time; disposal
// state lives in SinkBase's atomics.
private final class IteratingSink<Element>: Sink<Never, Element>, TrampolineWork, @unchecked Sendable {
  private let step: (Receiver<Element>) throws -> Bool

  init(step: @escaping (Receiver<Element>) throws -> Bool, downstream: Receiver<Element>) {
    self.step = step
    super.init(downstream: downstream)
  }

  /// Emits elements in a loop for as long as the trampoline has nothing else queued; as soon as
  /// something is, queues the rest behind it. That is the order one scheduled action per
  /// element would give, without an allocation per element.
  func emit(on trampoline: Trampoline) {
    while !isDisposed {
      guard emitNext() else { return }
      if trampoline.hasPendingWork {
        trampoline.enqueue(self)
        return
      }
    }
  }

  func runOnTrampoline() { emit(on: Trampoline.current) }

  /// Emits one element per scheduled action, for schedulers other than the current thread.
  func emitOneByOne(on scheduler: some ImmediateSchedulerType) -> any Disposable {
    let serial = SerialDisposable()
    @Sendable func step(_ sink: IteratingSink) -> any Disposable {
      if !sink.isDisposed, sink.emitNext() { serial.replace { scheduler.schedule(sink, action: step) } }
      return Disposables.create()
    }
    serial.replace { scheduler.schedule(self, action: step) }
    return serial
  }

  /// Emits the next element, or the terminal event; returns whether more may follow.
  private func emitNext() -> Bool {
    do {
      if try step(downstream) { return true }
      forwardCompleted()
    } catch {
      forwardError(error)
    }
    return false
  }

  override func onNext(_ element: Never) {}
  override func onError(_ error: any Error) {}
  override func onCompleted() {}
}
