extension ObservableType {
  /// Collects elements into arrays, emitted every `timeSpan` or as soon as one holds `count`
  /// elements, whichever comes first.
  ///
  /// A full buffer restarts the time span. An array is emitted at the end of each span even
  /// when empty; on completion the current array (possibly empty) is emitted, then completion.
  /// An error drops the current array.
  ///
  /// ```swift
  /// logLines.buffer(timeSpan: .seconds(1), count: 100, scheduler: scheduler)  // batches to upload
  /// ```
  /// - Parameters:
  ///   - timeSpan: the longest time an array collects.
  ///   - count: the largest array.
  ///   - scheduler: where the timers run.
  /// - Returns: the arrays.
  public func buffer(timeSpan: RxTimeInterval, count: Int, scheduler: some SchedulerType) -> Observable<[Element]> {
    precondition(count > 0, "buffer(timeSpan:count:scheduler:) requires a positive count")
    let source = asObservable()
    let scheduler: any SchedulerType = scheduler
    return Observable { receiver in
      let sink = BufferSink(timeSpan: timeSpan, count: count, scheduler: scheduler, downstream: receiver)
      sink.startTimer(for: 0)
      sink.subscribe(to: source)
      return sink
    }
  }
}

// Safety: `buffer` and `window` are only touched inside `synchronized`.
private final class BufferSink<Element>: SerializingSink<Element, [Element]>, @unchecked Sendable {
  private let timeSpan: RxTimeInterval
  private let count: Int
  private let scheduler: any SchedulerType
  private let timer = SerialDisposable()
  private var buffer: [Element] = []
  private var window: UInt64 = 0

  init(timeSpan: RxTimeInterval, count: Int, scheduler: any SchedulerType, downstream: Receiver<[Element]>) {
    self.timeSpan = timeSpan
    self.count = count
    self.scheduler = scheduler
    super.init(downstream: downstream)
  }

  func startTimer(for current: UInt64) {
    timer.replace {
      scheduler.scheduleRelative(current, dueTime: timeSpan) { [self] current in
        let next = synchronized { () -> UInt64? in current == window ? emitAndOpenWindow() : nil }
        if let next { startTimer(for: next) }
        return Disposables.create()
      }
    }
  }

  /// Emits the current array and opens the next window; call inside `synchronized`.
  private func emitAndOpenWindow() -> UInt64 {
    window &+= 1
    send(.next(buffer))
    buffer = []
    return window
  }

  override func onNext(_ element: Element) {
    let next = synchronized { () -> UInt64? in
      buffer.append(element)
      return buffer.count == count ? emitAndOpenWindow() : nil
    }
    if let next { startTimer(for: next) }
  }

  override func onError(_ error: any Error) {
    synchronized {
      buffer = []
      send(.error(error))
    }
  }

  override func onCompleted() {
    synchronized {
      send(.next(buffer))
      buffer = []
      send(.completed)
    }
  }

  override func disposeResources() {
    timer.dispose()
  }
}
