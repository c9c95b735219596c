import Synchronization

extension ObservableType {
  /// Runs side effects for the sequence's events and its subscription's lifecycle, passing the
  /// events on unchanged.
  ///
  /// The `on…` handlers run before the event is passed on, the `after…` handlers after it. A
  /// handler that throws ends the sequence with that error.
  ///
  /// ```swift
  /// requests.do(onNext: { _ in spinner.start() }, onDispose: { spinner.stop() })
  /// ```
  /// - Parameters:
  ///   - onNext: runs before each element is passed on.
  ///   - afterNext: runs after each element was passed on.
  ///   - onError: runs before the error is passed on.
  ///   - afterError: runs after the error was passed on.
  ///   - onCompleted: runs before completion is passed on.
  ///   - afterCompleted: runs after completion was passed on.
  ///   - onSubscribe: runs before the source is subscribed.
  ///   - onSubscribed: runs after the source is subscribed.
  ///   - onDispose: runs when the subscription ends, for any reason.
  /// - Returns: the same events.
  @available(swift, introduced: 6)
  @preconcurrency public func `do`(
    onNext: (@Sendable (Element) throws -> Void)? = nil,
    afterNext: (@Sendable (Element) throws -> Void)? = nil,
    onError: (@Sendable (Swift.Error) throws -> Void)? = nil,
    afterError: (@Sendable (Swift.Error) throws -> Void)? = nil,
    onCompleted: (@Sendable () throws -> Void)? = nil,
    afterCompleted: (@Sendable () throws -> Void)? = nil,
    onSubscribe: (@Sendable () -> Void)? = nil,
    onSubscribed: (@Sendable () -> Void)? = nil,
    onDispose: (@Sendable () -> Void)? = nil
  ) -> Observable<Element> {
    let source = asObservable()
    let handlers = DoHandlers(
      onNext: onNext, afterNext: afterNext, onError: onError, afterError: afterError,
      onCompleted: onCompleted, afterCompleted: afterCompleted, onDispose: onDispose)
    return Observable { receiver in
      onSubscribe?()
      let sink = DoSink(handlers: handlers, downstream: receiver)
      sink.subscribe(to: source)
      onSubscribed?()
      sink.finishSubscribing()
      return sink
    }
  }
}

private struct DoHandlers<Element>: Sendable {
  let onNext: (@Sendable (Element) throws -> Void)?
  let afterNext: (@Sendable (Element) throws -> Void)?
  let onError: (@Sendable (Swift.Error) throws -> Void)?
  let afterError: (@Sendable (Swift.Error) throws -> Void)?
  let onCompleted: (@Sendable () throws -> Void)?
  let afterCompleted: (@Sendable () throws -> Void)?
  let onDispose: (@Sendable () -> Void)?
}

// Safety: events arrive serially (the Rx grammar); disposal state lives in SinkBase's atomics.
private final class DoSink<Element>: Sink<Element, Element>, @unchecked Sendable {
  private let handlers: DoHandlers<Element>
  private let phase = Atomic(Phase.subscribing)

  init(handlers: DoHandlers<Element>, downstream: Receiver<Element>) {
    self.handlers = handlers
    super.init(downstream: downstream)
  }

  override func onNext(_ element: Element) {
    do {
      try handlers.onNext?(element)
      forwardNext(element)
      try handlers.afterNext?(element)
    } catch {
      forwardError(error)
    }
  }

  override func onError(_ error: any Error) {
    do {
      try handlers.onError?(error)
      // Disposal waits for `afterError`, so that `onDispose` comes last, as in RxSwift.
      if !isDisposed { downstream.onError(error) }
      try handlers.afterError?(error)
      dispose()
    } catch {
      forwardError(error)
    }
  }

  override func onCompleted() {
    do {
      try handlers.onCompleted?()
      if !isDisposed { downstream.onCompleted() }
      try handlers.afterCompleted?()
      dispose()
    } catch {
      forwardError(error)
    }
  }

  /// Disposal during subscription (a source that ends at once) waits for `onSubscribed`, so
  /// that `onDispose` always comes last, as in RxSwift.
  func finishSubscribing() {
    let (subscribed, _) = phase.compareExchange(
      expected: Phase.subscribing, desired: Phase.subscribed, ordering: .acquiringAndReleasing)
    if !subscribed { handlers.onDispose?() }
  }

  override func disposeResources() {
    let (deferred, _) = phase.compareExchange(
      expected: Phase.subscribing, desired: Phase.disposedWhileSubscribing, ordering: .acquiringAndReleasing)
    if !deferred { handlers.onDispose?() }
  }
}

private enum Phase {
  static let subscribing = 0
  static let subscribed = 1
  static let disposedWhileSubscribing = 2
}
