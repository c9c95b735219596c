import StyleInternals

extension ObservableType {
  /// On error, continues with the observable that `handler` returns for it.
  ///
  /// ```swift
  /// service.fetch().catch { _ in Observable.just(cachedValue) }
  /// ```
  /// - Parameter handler: maps the error to the observable to continue with; an error it throws
  ///   ends the sequence with that error.
  /// - Returns: the source's elements, then, after an error, those of the handler's observable.
  @available(swift, introduced: 6)
  @preconcurrency public func `catch`(_ handler: @escaping @Sendable (any Error) throws -> Observable<Element>)
    -> Observable<Element>
  {
    asObservable().throughSink { receiver in CatchSink(handler: handler, downstream: receiver) }
  }

  /// On error, emits `element` and completes.
  ///
  /// ```swift
  /// service.fetch().catchAndReturn(.placeholder)
  /// ```
  /// - Parameter element: the last element to emit instead of the error.
  /// - Returns: the source's elements, then `element` if it fails.
  public func catchAndReturn(_ element: Element) -> Observable<Element> {
    let element = Captured(element)
    return self.catch { _ in Observable.just(element.value) }
  }
}

// Safety: events arrive serially: the fallback is subscribed only after the source has failed,
// so `isCaught` is touched by one sequence of calls.
private final class CatchSink<Element>: Sink<Element, Element>, @unchecked Sendable {
  private let handler: @Sendable (any Error) throws -> Observable<Element>
  private let fallback = SingleAssignmentDisposable()
  @exclusivity(unchecked) private var isCaught = false

  init(handler: @escaping @Sendable (any Error) throws -> Observable<Element>, downstream: Receiver<Element>) {
    self.handler = handler
    super.init(downstream: downstream)
  }

  override func onNext(_ element: Element) { forwardNext(element) }

  override func onError(_ error: any Error) {
    guard !isCaught, !isDisposed else {
      forwardError(error)
      return
    }
    isCaught = true
    do {
      let next = try handler(error)
      fallback.setDisposable(next.subscribeReceiver(self))
    } catch {
      forwardError(error)
    }
  }

  override func onCompleted() { forwardCompleted() }

  override func disposeResources() {
    fallback.dispose()
  }
}

extension ObservableType {
  /// Subscribes to the sequences of `sequence` one at a time, moving to the next when one
  /// fails; completes when one completes, and fails with the last error if all fail.
  ///
  /// The sequence is read lazily, one observable per failure; an empty one completes at once.
  ///
  /// ```swift
  /// Observable.catch(sequence: [primary.fetch(), mirror.fetch(), .just(cached)])
  /// ```
  /// - Parameter sequence: the observables to try, in order.
  /// - Returns: the events of the sequences tried, up to the first completion.
  @preconcurrency public static func `catch`<Sources: Sequence & SendableMetatype>(sequence: Sources) -> Observable<
    Element
  >
  where Sources.Element == Observable<Element> {
    // Each subscription reads the sequence afresh through its own iterator.
    let sequence = Captured(sequence)
    return Observable.deferred {
      let remaining = SharedIterator(sequence.value.makeIterator())
      @Sendable func attempt(after error: (any Error)?) -> Observable<Element> {
        guard let next = remaining.next() else { return error.map { Observable.error($0) } ?? .empty() }
        return next.catch { attempt(after: $0) }
      }
      return attempt(after: nil)
    }
  }

  /// The name older code uses for ``catch(sequence:)``.
  @available(*, deprecated, renamed: "catch(sequence:)")
  @preconcurrency public static func catchError<Sources: Sequence & SendableMetatype>(_ sequence: Sources)
    -> Observable<Element>
  where Sources.Element == Observable<Element> {
    `catch`(sequence: sequence)
  }
}

extension ObservableType {
  /// On error, continues with the observable that `handler` returns.
  @available(swift, introduced: 6)
  @available(*, deprecated, renamed: "catch(_:)")
  @preconcurrency public func catchError(_ handler: @escaping @Sendable (any Error) throws -> Observable<Element>)
    -> Observable<Element>
  {
    self.catch(handler)
  }

  /// On error, emits `element` and completes.
  @available(*, deprecated, renamed: "catchAndReturn(_:)")
  public func catchErrorJustReturn(_ element: Element) -> Observable<Element> {
    catchAndReturn(element)
  }
}
