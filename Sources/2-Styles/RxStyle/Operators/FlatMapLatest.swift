extension ObservableType {
  /// Maps each element to an observable and forwards only the elements of the latest one: a new
  /// element disposes the previous inner observable.
  ///
  /// Completes when the source has completed and the latest inner observable has too; the first
  /// error ends it.
  ///
  /// ```swift
  /// searchText.flatMapLatest { text in service.search(text) }  // only the newest search's results
  /// ```
  /// - Parameter selector: maps an element to the observable whose elements to forward.
  /// - Returns: the elements of the latest inner observable.
  @available(swift, introduced: 6)
  @preconcurrency public func flatMapLatest<Source: ObservableConvertibleType>(
    _ selector: @escaping @Sendable (Element) throws -> Source
  ) -> Observable<Source.Element> {
    asObservable().throughSink { receiver in
      SwitchSink(selector: { try selector($0).asObservable() }, downstream: receiver)
    }
  }
}

extension ObservableType where Element: ObservableConvertibleType {
  /// Forwards only the elements of the latest inner observable; a new one disposes the previous.
  ///
  /// ```swift
  /// searches.switchLatest()  // the same as flatMapLatest { $0 }
  /// ```
  /// - Returns: the elements of the latest inner observable.
  public func switchLatest() -> Observable<Element.Element> {
    flatMapLatest { $0 }
  }
}

// Safety: `latest`, `hasLatest` and `isOuterDone` are touched only under `lock`.
private final class SwitchSink<Source, Output>: LockedSink<Source, Output>, @unchecked Sendable {
  private let selector: @Sendable (Source) throws -> Observable<Output>
  private let current = SerialDisposable()
  private var latest: UInt64 = 0
  private var hasLatest = false
  private var isOuterDone = false

  init(selector: @escaping @Sendable (Source) throws -> Observable<Output>, downstream: Receiver<Output>) {
    self.selector = selector
    super.init(downstream: downstream)
  }

  override func onNext(_ element: Source) {
    guard let inner = attempt({ try selector(element) }) else { return }
    let id = lock.withLock {
      latest &+= 1
      hasLatest = true
      return latest
    }
    let sink = SwitchInnerSink(parent: self, id: id)
    current.disposable = sink
    sink.subscribe(to: inner)
  }

  override func onError(_ error: any Error) { lockedError(error) }

  override func onCompleted() {
    // As in RxSwift, the finished outer sequence is disposed first, even while an inner one runs.
    releaseUpstream()
    lock.withLock {
      isOuterDone = true
      if !hasLatest { forwardCompleted() }
    }
  }

  override func disposeResources() {
    current.dispose()
  }

  fileprivate func innerNext(_ element: Output, id: UInt64) {
    lock.withLock {
      if id == latest { forwardNext(element) }
    }
  }

  fileprivate func innerError(_ error: any Error, id: UInt64) {
    lock.withLock {
      if id == latest { forwardError(error) }
    }
  }

  fileprivate func innerCompleted(id: UInt64) {
    lock.withLock {
      guard id == latest else { return }
      hasLatest = false
      if isOuterDone { forwardCompleted() }
    }
  }
}

// Safety: immutable; events arrive serially from the inner observable.
private final class SwitchInnerSink<Source, Output>: SinkBase<Output>, @unchecked Sendable {
  private let parent: SwitchSink<Source, Output>
  private let id: UInt64

  init(parent: SwitchSink<Source, Output>, id: UInt64) {
    self.parent = parent
    self.id = id
  }

  override func onNext(_ element: Output) { parent.innerNext(element, id: id) }
  // A finished inner sequence is disposed before its end is passed on, as in RxSwift.
  override func onError(_ error: any Error) {
    dispose()
    parent.innerError(error, id: id)
  }

  override func onCompleted() {
    dispose()
    parent.innerCompleted(id: id)
  }
}
