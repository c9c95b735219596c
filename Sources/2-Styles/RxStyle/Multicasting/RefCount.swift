import StyleInternals

extension ConnectableObservableType {
  /// A sequence that connects when its first subscriber arrives and disconnects when its last
  /// one leaves (or the source ends), so the source is shared while anyone listens.
  ///
  /// ```swift
  /// let shared = request.publish().refCount()
  /// ```
  public func refCount() -> Observable<Element> {
    refCount(endsConnectionOnTerminal: true)
  }

  /// `refCount()`, where `endsConnectionOnTerminal` says whether a subscriber that receives the
  /// source's end disposes the connection then, or leaves it to a connection that ends itself
  /// once every subscriber has the end (`share`).
  func refCount(endsConnectionOnTerminal: Bool) -> Observable<Element> {
    let connectable = Captured(self)
    let source = asObservable()
    let state = Lock(RefCountState())
    return Observable { receiver in
      let sink = RefCountSink(state: state, endsConnectionOnTerminal: endsConnectionOnTerminal, downstream: receiver)
      sink.setUpstream(source.subscribeReceiver(sink))
      sink.register { connectable.value.connect() }
      return sink
    }
  }
}

/// How many subscribers a `refCount` has and the connection they share.
struct RefCountState {
  var count = 0
  var connection: (any Disposable)?
  /// Changes whenever the count returns to zero, so a subscriber of an earlier connection
  /// cannot end a later one.
  var generation: UInt64 = 0
}

// Safety: events arrive serially (the Rx grammar); `generation` is only touched under the
// shared state's lock.
private final class RefCountSink<Element>: Sink<Element, Element>, @unchecked Sendable {
  private let state: Lock<RefCountState>
  /// The connection generation this subscriber counts in; nil until registered.
  private var generation: UInt64?

  private let endsConnectionOnTerminal: Bool

  init(state: Lock<RefCountState>, endsConnectionOnTerminal: Bool, downstream: Receiver<Element>) {
    self.state = state
    self.endsConnectionOnTerminal = endsConnectionOnTerminal
    super.init(downstream: downstream)
  }

  /// Counts this subscriber in; the first one connects.
  ///
  /// A subscriber that already received a terminal event while subscribing (a subject that
  /// ended before) is not counted and does not connect, as in RxSwift.
  func register(connect: () -> any Disposable) {
    let (isFirst, generation) = state.withLock { state -> (Bool, UInt64?) in
      guard !isDisposed else { return (false, nil) }
      self.generation = state.generation
      state.count += 1
      return (state.count == 1, state.generation)
    }
    guard isFirst, let generation else { return }
    // Connecting subscribes the source, which may deliver at once: done outside the lock.
    let connection = connect()
    let stale = state.withLock { state -> (any Disposable)? in
      guard state.generation == generation else { return connection }
      state.connection = connection
      return nil
    }
    stale?.dispose()
  }

  override func onNext(_ element: Element) { forwardNext(element) }

  override func onError(_ error: any Error) {
    endConnection()
    forwardError(error)
  }

  override func onCompleted() {
    endConnection()
    forwardCompleted()
  }

  /// The source ended: the connection is over for every subscriber.
  private func endConnection() {
    let connection = state.withLock { state -> (any Disposable)? in
      guard let generation, generation == state.generation else { return nil }
      state.count = 0
      state.generation &+= 1
      defer { state.connection = nil }
      return state.connection
    }
    if endsConnectionOnTerminal { connection?.dispose() }
  }

  override func disposeResources() {
    let connection = state.withLock { state -> (any Disposable)? in
      guard let generation, generation == state.generation else { return nil }
      self.generation = nil
      state.count -= 1
      guard state.count == 0 else { return nil }
      state.generation &+= 1
      defer { state.connection = nil }
      return state.connection
    }
    connection?.dispose()
  }
}
