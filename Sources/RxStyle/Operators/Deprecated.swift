// The names that RxSwift 5 used and that articles still show; each is the operator's current
// name under the old spelling.

extension ObservableType {
  /// On error, continues with the observable that `handler` returns.
  @available(*, deprecated, renamed: "catch(_:)")
  public func catchError(_ handler: @escaping @Sendable (any Error) throws -> Observable<Element>)
    -> Observable<Element>
  {
    self.catch(handler)
  }

  /// On error, emits `element` and completes.
  @available(*, deprecated, renamed: "catchAndReturn(_:)")
  public func catchErrorJustReturn(_ element: Element) -> Observable<Element> {
    catchAndReturn(element)
  }

  /// Forwards the source's events until `other` emits an element.
  @available(*, deprecated, renamed: "take(until:)")
  public func takeUntil<Other: ObservableConvertibleType>(_ other: Other) -> Observable<Element> {
    take(until: other)
  }

  /// Emits elements while `predicate` holds, then completes.
  @available(*, deprecated, renamed: "take(while:)")
  public func takeWhile(_ predicate: @escaping @Sendable (Element) throws -> Bool) -> Observable<Element> {
    take(while: predicate)
  }

  /// Drops elements while `predicate` holds.
  @available(*, deprecated, renamed: "skip(while:)")
  public func skipWhile(_ predicate: @escaping @Sendable (Element) throws -> Bool) -> Observable<Element> {
    skip(while: predicate)
  }

  /// Emits only the element at `index`.
  @available(*, deprecated, renamed: "element(at:)")
  public func elementAt(_ index: Int) -> Observable<Element> {
    element(at: index)
  }
}
