import StyleInternals

extension ObservableType {
  /// Emits the source's latest element each time `sampler` ticks, if a new one arrived since
  /// the previous tick; otherwise emits `defaultValue`, if given.
  ///
  /// Completion of the source is delivered at the next tick (after the last sample); completion
  /// of the sampler takes one last sample. An error from either side is forwarded at once.
  ///
  /// ```swift
  /// position.sample(Observable<Int>.interval(.seconds(1), scheduler: scheduler))  // once a second
  /// ```
  /// - Parameters:
  ///   - sampler: the sequence whose elements (and completion) trigger a sample.
  ///   - defaultValue: what to emit at a tick with no new element; `nil` emits nothing then.
  /// - Returns: the sampled elements.
  public func sample<Sampler: ObservableType>(_ sampler: Sampler, defaultValue: Element? = nil)
    -> Observable<Element>
  {
    let source = asObservable()
    let sampler = sampler.asObservable()
    let defaultValue = Captured(defaultValue)
    return Observable { receiver in
      let sink = SampleSink(defaultValue: defaultValue.value, downstream: receiver)
      sink.run(source: source, sampler: sampler)
      return sink
    }
  }
}

// Safety: `latest` and `sourceEnded` are only touched inside `synchronized`.
private final class SampleSink<Element>: SerializingSink<Element, Element>, @unchecked Sendable {
  private let defaultValue: Element?
  private let samplerSubscription = SingleAssignmentDisposable()
  private var latest: Element?
  private var sourceEnded = false

  init(defaultValue: Element?, downstream: Receiver<Element>) {
    self.defaultValue = defaultValue
    super.init(downstream: downstream)
  }

  func run<Tick>(source: Observable<Element>, sampler: Observable<Tick>) {
    subscribe(to: source)
    samplerSubscription.setDisposable(
      sampler.subscribeReceiver(
        EventReceiver { [self] event in
          if case .error(let error) = event {
            synchronized { send(.error(error)) }
          } else {
            tick()
          }
        }))
  }

  private func tick() {
    synchronized {
      if let element = latest ?? defaultValue { send(.next(element)) }
      latest = nil
      if sourceEnded { send(.completed) }
    }
  }

  override func onNext(_ element: Element) { synchronized { latest = element } }
  override func onError(_ error: any Error) { synchronized { send(.error(error)) } }
  override func onCompleted() { synchronized { sourceEnded = true } }

  override func disposeResources() {
    samplerSubscription.dispose()
  }
}
