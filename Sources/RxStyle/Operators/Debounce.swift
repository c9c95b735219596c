extension ObservableType {
  /// Emits an element only after `dueTime` passes without another element.
  ///
  /// Each element restarts the wait; only the last element of a burst gets through. When the
  /// source completes, a waiting element is emitted at once, then the completion; an error is
  /// forwarded at once and drops the waiting element.
  ///
  /// ```swift
  /// searchText
  ///   .debounce(.milliseconds(300), scheduler: MainScheduler.instance)
  ///   .flatMapLatest { api.search($0) }
  /// ```
  /// - Parameters:
  ///   - dueTime: the quiet period an element must survive.
  ///   - scheduler: where the timers run.
  /// - Returns: the elements that were followed by a quiet period.
  public func debounce(_ dueTime: RxTimeInterval, scheduler: some SchedulerType) -> Observable<Element> {
    let source = asObservable()
    let scheduler: any SchedulerType = scheduler
    return Observable { receiver in
      let sink = DebounceSink(dueTime: dueTime, scheduler: scheduler, downstream: receiver)
      sink.subscribe(to: source)
      return sink
    }
  }
}

// Safety: `pending` and `generation` are only touched inside `synchronized`.
private final class DebounceSink<Element>: SerializingSink<Element, Element>, @unchecked Sendable {
  private let dueTime: RxTimeInterval
  private let scheduler: any SchedulerType
  private let timer = SerialDisposable()
  private var pending: Element?
  private var generation: UInt64 = 0

  init(dueTime: RxTimeInterval, scheduler: any SchedulerType, downstream: Receiver<Element>) {
    self.dueTime = dueTime
    self.scheduler = scheduler
    super.init(downstream: downstream)
  }

  override func onNext(_ element: Element) {
    let current = synchronized { () -> UInt64 in
      generation &+= 1
      pending = element
      return generation
    }
    timer.replace {
      scheduler.scheduleRelative(current, dueTime: dueTime) { [self] current in
        emitIfStillCurrent(current)
        return Disposables.create()
      }
    }
  }

  private func emitIfStillCurrent(_ current: UInt64) {
    synchronized {
      guard current == generation, let element = pending else { return }
      pending = nil
      send(.next(element))
    }
  }

  override func onError(_ error: any Error) {
    synchronized {
      pending = nil
      send(.error(error))
    }
  }

  override func onCompleted() {
    synchronized {
      if let element = pending { send(.next(element)) }
      pending = nil
      send(.completed)
    }
  }

  override func disposeResources() {
    timer.dispose()
  }
}
