import StyleInternals

// Every operator keeps the sharing contract: it never fails (closures cannot throw), it delivers on
// the sharing strategy's scheduler, and its result is shared again by the same strategy.

extension SharedSequenceConvertibleType {
  /// Transforms each element; the result shares and delivers the same way.
  ///
  /// ```swift
  /// let title: Driver<String> = count.map { "\($0) taps" }
  /// ```
  @available(swift, introduced: 6)
  @preconcurrency public func map<Result>(_ transform: @escaping @Sendable (Element) -> Result)
    -> SharedSequence<SharingStrategy, Result>
  {
    SharedSequence(asObservable().map(transform))
  }

  /// The non-nil results of `transform`.
  @available(swift, introduced: 6)
  @preconcurrency public func compactMap<Result>(_ transform: @escaping @Sendable (Element) -> Result?)
    -> SharedSequence<SharingStrategy, Result>
  {
    SharedSequence(asObservable().compactMap(transform))
  }

  /// Keeps the elements that satisfy `predicate`.
  @available(swift, introduced: 6)
  @preconcurrency public func filter(_ predicate: @escaping @Sendable (Element) -> Bool) -> SharedSequence<
    SharingStrategy, Element
  > {
    SharedSequence(asObservable().filter(predicate))
  }

  /// The elements of the sequence made from the latest element, the previous one disposed.
  ///
  /// ```swift
  /// let results: Driver<[Item]> = query.flatMapLatest { search($0).asDriver(onErrorJustReturn: []) }
  /// ```
  @available(swift, introduced: 6)
  @preconcurrency public func flatMapLatest<Sharing, Result>(
    _ selector: @escaping @Sendable (Element) -> SharedSequence<Sharing, Result>
  ) -> SharedSequence<Sharing, Result> {
    SharedSequence(asObservable().flatMapLatest(selector))
  }

  /// The elements of the sequence made from an element while no other is running.
  @available(swift, introduced: 6)
  @preconcurrency public func flatMapFirst<Sharing, Result>(
    _ selector: @escaping @Sendable (Element) -> SharedSequence<Sharing, Result>
  ) -> SharedSequence<Sharing, Result> {
    SharedSequence(asObservable().flatMapFirst(selector))
  }

  /// The merged elements of the sequences made from every element.
  @available(swift, introduced: 6)
  @preconcurrency public func flatMap<Sharing, Result>(
    _ selector: @escaping @Sendable (Element) -> SharedSequence<Sharing, Result>
  )
    -> SharedSequence<Sharing, Result>
  {
    SharedSequence(asObservable().flatMap(selector))
  }

  /// Runs side effects for each event and the subscription's lifecycle.
  @available(swift, introduced: 6)
  @preconcurrency public func `do`(
    onNext: (@Sendable (Element) -> Void)? = nil, afterNext: (@Sendable (Element) -> Void)? = nil,
    onCompleted: (@Sendable () -> Void)? = nil, afterCompleted: (@Sendable () -> Void)? = nil,
    onSubscribe: (@Sendable () -> Void)? = nil, onSubscribed: (@Sendable () -> Void)? = nil,
    onDispose: (@Sendable () -> Void)? = nil
  ) -> SharedSequence<SharingStrategy, Element> {
    SharedSequence(
      asObservable().do(
        onNext: onNext, afterNext: afterNext, onCompleted: onCompleted, afterCompleted: afterCompleted,
        onSubscribe: onSubscribe, onSubscribed: onSubscribed, onDispose: onDispose))
  }

  /// Prints every event and the subscription's lifecycle, prefixed with `identifier`.
  public func debug(
    _ identifier: String? = nil, trimOutput: Bool = false,
    file: String = #file, line: UInt = #line, function: String = #function
  ) -> SharedSequence<SharingStrategy, Element> {
    SharedSequence(asObservable().debug(identifier, trimOutput: trimOutput, file: file, line: line, function: function))
  }

  /// The elements whose key differs from their predecessor's.
  @available(swift, introduced: 6)
  @preconcurrency public func distinctUntilChanged<Key: Equatable & SendableMetatype>(
    _ keySelector: @escaping @Sendable (Element) -> Key
  ) -> SharedSequence<SharingStrategy, Element> {
    SharedSequence(asObservable().distinctUntilChanged(keySelector))
  }

  /// The elements that `comparer` finds different from their predecessor.
  @available(swift, introduced: 6)
  @preconcurrency public func distinctUntilChanged(_ comparer: @escaping @Sendable (Element, Element) -> Bool)
    -> SharedSequence<SharingStrategy, Element>
  {
    SharedSequence(asObservable().distinctUntilChanged(comparer))
  }

  /// The elements whose key `comparer` finds different from their predecessor's.
  @available(swift, introduced: 6)
  @preconcurrency public func distinctUntilChanged<Key>(
    _ keySelector: @escaping @Sendable (Element) -> Key, comparer: @escaping @Sendable (Key, Key) -> Bool
  ) -> SharedSequence<SharingStrategy, Element> {
    SharedSequence(asObservable().distinctUntilChanged(keySelector, comparer: comparer))
  }

  /// At most one element per `dueTime` on the sharing scheduler: the first at once, then the
  /// latest (or the first) of each window.
  public func throttle(_ dueTime: RxTimeInterval, latest: Bool = true) -> SharedSequence<SharingStrategy, Element> {
    SharedSequence(asObservable().throttle(dueTime, latest: latest, scheduler: SharingStrategy.scheduler))
  }

  /// The last element of each burst, once `dueTime` has passed on the sharing scheduler.
  ///
  /// ```swift
  /// searchText.debounce(.milliseconds(300)).drive(onNext: search)
  /// ```
  public func debounce(_ dueTime: RxTimeInterval) -> SharedSequence<SharingStrategy, Element> {
    SharedSequence(asObservable().debounce(dueTime, scheduler: SharingStrategy.scheduler))
  }

  /// Every element shifted later by `dueTime` on the sharing scheduler.
  public func delay(_ dueTime: RxTimeInterval) -> SharedSequence<SharingStrategy, Element> {
    SharedSequence(asObservable().delay(dueTime, scheduler: SharingStrategy.scheduler))
  }

  /// Each accumulated value.
  @available(swift, introduced: 6)
  @preconcurrency public func scan<Accumulate>(
    _ seed: Accumulate, accumulator: @escaping @Sendable (Accumulate, Element) -> Accumulate
  )
    -> SharedSequence<SharingStrategy, Accumulate>
  {
    SharedSequence(asObservable().scan(seed, accumulator: accumulator))
  }

  /// The elements after the first `count`.
  public func skip(_ count: Int) -> SharedSequence<SharingStrategy, Element> {
    SharedSequence(asObservable().skip(count))
  }

  /// `element` first, then this sequence's elements.
  public func startWith(_ element: Element) -> SharedSequence<SharingStrategy, Element> {
    let first = Captured(element)
    return SharedSequence(asObservable().startWith(first.value))
  }

  /// Each element combined with the latest element of `second`.
  @available(swift, introduced: 6)
  @preconcurrency public func withLatestFrom<Second: SharedSequenceConvertibleType, Result>(
    _ second: Second, resultSelector: @escaping @Sendable (Element, Second.Element) -> Result
  ) -> SharedSequence<SharingStrategy, Result> {
    SharedSequence(asObservable().withLatestFrom(second.asObservable(), resultSelector: resultSelector))
  }

  /// The latest element of `second` at each element of this sequence.
  public func withLatestFrom<Second: SharedSequenceConvertibleType>(_ second: Second)
    -> SharedSequence<SharingStrategy, Second.Element>
  {
    SharedSequence(asObservable().withLatestFrom(second.asObservable()))
  }

  /// Each element combined with `object`, not retained; completes once `object` is gone.
  @available(swift, introduced: 6)
  @preconcurrency public func withUnretained<Object: AnyObject, Out>(
    _ object: Object, resultSelector: @escaping @Sendable (Object, Element) -> Out
  ) -> SharedSequence<SharingStrategy, Out> {
    SharedSequence(asObservable().withUnretained(object, resultSelector: resultSelector))
  }

  /// Each element paired with `object`, not retained; completes once `object` is gone.
  public func withUnretained<Object: AnyObject>(_ object: Object) -> SharedSequence<SharingStrategy, (Object, Element)>
  {
    SharedSequence(asObservable().withUnretained(object))
  }

  /// The elements of every shared sequence of `sources` as they arrive.
  @preconcurrency public static func merge<Sources: Collection & Sendable>(_ sources: Sources) -> SharedSequence<
    SharingStrategy, Element
  >
  where Sources.Element == SharedSequence<SharingStrategy, Element> {
    SharedSequence(raw: Observable.merge(sources.map { $0.asObservable() }))
  }

  /// The elements of the given shared sequences as they arrive.
  public static func merge(_ sources: SharedSequence<SharingStrategy, Element>...)
    -> SharedSequence<SharingStrategy, Element>
  {
    merge(sources)
  }
}

extension SharedSequenceConvertibleType where Element: Equatable {
  /// The elements that differ from their predecessor.
  public func distinctUntilChanged() -> SharedSequence<SharingStrategy, Element> {
    SharedSequence(asObservable().distinctUntilChanged())
  }
}

extension SharedSequenceConvertibleType where Element: SharedSequenceConvertibleType {
  /// The elements of the latest inner sequence, the previous one disposed.
  public func switchLatest() -> SharedSequence<Element.SharingStrategy, Element.Element> {
    SharedSequence(asObservable().flatMapLatest { $0.asSharedSequence() })
  }

  /// The elements of every inner sequence as they arrive.
  public func merge() -> SharedSequence<Element.SharingStrategy, Element.Element> {
    SharedSequence(asObservable().flatMap { $0.asSharedSequence() })
  }

  /// The elements of the inner sequences, at most `maxConcurrent` subscribed at once.
  public func merge(maxConcurrent: Int) -> SharedSequence<Element.SharingStrategy, Element.Element> {
    SharedSequence(asObservable().map { $0.asObservable() }.merge(maxConcurrent: maxConcurrent))
  }
}

extension SharedSequence {
  /// The elements of every shared sequence of `sequence`, one after another.
  @preconcurrency public static func concat<Sources: Sequence & Sendable>(_ sequence: Sources) -> SharedSequence
  where Sources.Element == SharedSequence {
    SharedSequence(raw: Observable.concat(Array(sequence).map(\.source)))
  }

  /// Combines the elements of every shared sequence of `collection` by position.
  @available(swift, introduced: 6)
  @preconcurrency public static func zip<Sources: Collection & Sendable, Result>(
    _ collection: Sources, resultSelector: @escaping @Sendable ([Element]) -> Result
  ) -> SharedSequence<SharingStrategy, Result> where Sources.Element == SharedSequence {
    SharedSequence<SharingStrategy, Result>(Observable.zip(collection.map(\.source), resultSelector: resultSelector))
  }

  /// The elements of every shared sequence of `collection`, by position, as arrays.
  @preconcurrency public static func zip<Sources: Collection & Sendable>(_ collection: Sources)
    -> SharedSequence<SharingStrategy, [Element]> where Sources.Element == SharedSequence
  {
    zip(collection) { $0 }
  }

  /// Combines the latest elements of every shared sequence of `collection` whenever one emits.
  @available(swift, introduced: 6)
  @preconcurrency public static func combineLatest<Sources: Collection & Sendable, Result>(
    _ collection: Sources, resultSelector: @escaping @Sendable ([Element]) -> Result
  ) -> SharedSequence<SharingStrategy, Result> where Sources.Element == SharedSequence {
    SharedSequence<SharingStrategy, Result>(
      Observable.combineLatest(collection.map(\.source), resultSelector: resultSelector))
  }

  /// The latest elements of every shared sequence of `collection`, whenever one emits.
  @preconcurrency public static func combineLatest<Sources: Collection & Sendable>(_ collection: Sources)
    -> SharedSequence<SharingStrategy, [Element]> where Sources.Element == SharedSequence
  {
    combineLatest(collection) { $0 }
  }

  /// The elements of `sequence` delivered on the sharing scheduler, then completion.
  @preconcurrency public static func from<Source: Sequence & SendableMetatype>(_ sequence: Source) -> SharedSequence
  where Source.Element == Element {
    from(Array(sequence))
  }

  /// The element of `optional`, if any, delivered on the sharing scheduler, then completion in a
  /// later turn of that scheduler.
  public static func from(optional: Element?) -> SharedSequence {
    SharedSequence(raw: Observable.from(optional: optional, scheduler: SharingStrategy.scheduler))
  }

  /// Wraps `source` as a shared sequence without checking its contract: it must not fail, and
  /// must deliver on the sharing scheduler. The hook for extending the trait from outside.
  public static func createUnsafe<Source: ObservableType>(source: Source) -> SharedSequence<
    SharingStrategy, Source.Element
  > {
    SharedSequence<SharingStrategy, Source.Element>(raw: source.asObservable())
  }

  /// The sequence as an ``Infallible``.
  public func asInfallible() -> Infallible<Element> { Infallible(source) }
}

extension SharedSequence where Element: RxAbstractInteger {
  /// Counts up from zero every `period` on the sharing scheduler, shared the way the strategy
  /// shares: a `Driver`'s later subscriber gets the latest count at once and then the same ticks.
  public static func interval(_ period: RxTimeInterval) -> SharedSequence {
    SharedSequence(Observable.interval(period, scheduler: SharingStrategy.scheduler))
  }

  /// Zero after `dueTime`, then counts up every `period`, on the sharing scheduler, shared the way
  /// the strategy shares.
  public static func timer(_ dueTime: RxTimeInterval, period: RxTimeInterval) -> SharedSequence {
    SharedSequence(Observable.timer(dueTime, period: period, scheduler: SharingStrategy.scheduler))
  }
}

extension ObservableConvertibleType {
  /// The sequence as a shared sequence of strategy `S` that sends `onErrorJustReturn` and completes
  /// instead of failing.
  public func asSharedSequence<S: SharingStrategyProtocol>(
    sharingStrategy: S.Type = S.self, onErrorJustReturn: Element
  ) -> SharedSequence<S, Element> {
    let fallback = Captured(onErrorJustReturn)
    return SharedSequence(sharedSource(on: S.scheduler) { _ in .just(fallback.value) })
  }

  /// The sequence as a shared sequence of strategy `S` that continues with `onErrorDriveWith`
  /// instead of failing.
  public func asSharedSequence<S: SharingStrategyProtocol>(
    sharingStrategy: S.Type = S.self, onErrorDriveWith: SharedSequence<S, Element>
  ) -> SharedSequence<S, Element> {
    SharedSequence(sharedSource(on: S.scheduler) { _ in onErrorDriveWith.asObservable() })
  }

  /// The sequence as a shared sequence of strategy `S` that continues with what `onErrorRecover`
  /// makes of the error.
  @available(swift, introduced: 6)
  @preconcurrency public func asSharedSequence<S: SharingStrategyProtocol>(
    sharingStrategy: S.Type = S.self, onErrorRecover: @escaping @Sendable (Swift.Error) -> SharedSequence<S, Element>
  ) -> SharedSequence<S, Element> {
    SharedSequence(sharedSource(on: S.scheduler) { onErrorRecover($0).asObservable() })
  }
}

extension BehaviorRelay {
  /// The relay as a ``Driver``: its current value first, then every accepted value.
  public func asDriver() -> Driver<Element> {
    Driver(asObservable().observe(on: DriverSharingStrategy.scheduler))
  }
}

extension PublishRelay {
  /// The relay as a ``Signal`` of the values accepted from now on.
  public func asSignal() -> Signal<Element> {
    Signal(asObservable().observe(on: SignalSharingStrategy.scheduler))
  }
}

extension InfallibleType {
  /// The infallible as a ``Driver``, delivered on the main scheduler and shared.
  public func asDriver() -> Driver<Element> {
    Driver(asObservable().observe(on: DriverSharingStrategy.scheduler))
  }

  /// The infallible as a ``Signal``, delivered on the main scheduler and shared.
  public func asSignal() -> Signal<Element> {
    Signal(asObservable().observe(on: SignalSharingStrategy.scheduler))
  }
}
