// Each operator keeps the infallible contract: its closures cannot throw, so nothing inside can
// turn into an error, and the result is again an `Infallible`.

extension Infallible {
  /// An infallible of one element, then completion.
  public static func just(_ element: Element) -> Infallible<Element> { Infallible(.just(element)) }

  /// An infallible of one element, then completion, delivered on `scheduler`.
  public static func just(_ element: Element, scheduler: some ImmediateSchedulerType) -> Infallible<Element> {
    Infallible(.just(element, scheduler: scheduler))
  }

  /// An infallible that never sends anything.
  public static func never() -> Infallible<Element> { Infallible(.never()) }

  /// An infallible that completes at once.
  public static func empty() -> Infallible<Element> { Infallible(.empty()) }

  /// An infallible made by `factory` anew for each subscriber.
  @available(swift, introduced: 6)
  @preconcurrency public static func deferred(_ factory: @escaping @Sendable () -> Infallible<Element>) -> Infallible<
    Element
  > {
    Infallible(.deferred { factory().source })
  }

  /// The given elements, then completion, delivered on `scheduler`.
  public static func of(
    _ elements: Element..., scheduler: some ImmediateSchedulerType = CurrentThreadScheduler.instance
  )
    -> Infallible<Element>
  {
    Infallible(.from(elements, scheduler: scheduler))
  }

  /// The elements of `array`, then completion, delivered on `scheduler`.
  public static func from(_ array: [Element], scheduler: some ImmediateSchedulerType = CurrentThreadScheduler.instance)
    -> Infallible<Element>
  {
    Infallible(.from(array, scheduler: scheduler))
  }

  /// The elements of `sequence`, then completion, delivered on `scheduler`.
  @preconcurrency public static func from<Source: Sequence & SendableMetatype>(
    _ sequence: Source, scheduler: some ImmediateSchedulerType = CurrentThreadScheduler.instance
  ) -> Infallible<Element> where Source.Element == Element {
    Infallible(.from(Array(sequence), scheduler: scheduler))
  }
}

extension InfallibleType {
  /// The elements that satisfy `predicate`.
  ///
  /// ```swift
  /// Infallible.of(1, 2, 3).filter { $0 != 2 }  // 1, 3
  /// ```
  @available(swift, introduced: 6)
  @preconcurrency public func filter(_ predicate: @escaping @Sendable (Element) -> Bool) -> Infallible<Element> {
    Infallible(asObservable().filter(predicate))
  }

  /// Each element transformed.
  @available(swift, introduced: 6)
  @preconcurrency public func map<Result>(_ transform: @escaping @Sendable (Element) -> Result) -> Infallible<Result> {
    Infallible(asObservable().map(transform))
  }

  /// The non-nil results of `transform`.
  @available(swift, introduced: 6)
  @preconcurrency public func compactMap<Result>(_ transform: @escaping @Sendable (Element) -> Result?) -> Infallible<
    Result
  > {
    Infallible(asObservable().compactMap(transform))
  }

  /// The elements whose key differs from their predecessor's.
  @available(swift, introduced: 6)
  @preconcurrency public func distinctUntilChanged<Key: Equatable & SendableMetatype>(
    _ keySelector: @escaping @Sendable (Element) -> Key
  ) -> Infallible<Element> {
    Infallible(asObservable().distinctUntilChanged(keySelector))
  }

  /// The elements that `comparer` finds different from their predecessor.
  @available(swift, introduced: 6)
  @preconcurrency public func distinctUntilChanged(_ comparer: @escaping @Sendable (Element, Element) -> Bool)
    -> Infallible<Element>
  {
    Infallible(asObservable().distinctUntilChanged(comparer))
  }

  /// The elements whose key `comparer` finds different from their predecessor's.
  @available(swift, introduced: 6)
  @preconcurrency public func distinctUntilChanged<Key>(
    _ keySelector: @escaping @Sendable (Element) -> Key, comparer: @escaping @Sendable (Key, Key) -> Bool
  ) -> Infallible<Element> {
    Infallible(asObservable().distinctUntilChanged(keySelector, comparer: comparer))
  }

  /// The elements whose property at `keyPath` differs from their predecessor's.
  @preconcurrency public func distinctUntilChanged<Property: Equatable & SendableMetatype>(
    at keyPath: KeyPath<Element, Property> & Sendable
  ) -> Infallible<Element> {
    Infallible(asObservable().distinctUntilChanged(at: keyPath))
  }

  /// The last element of each burst, sent once `dueTime` has passed without another.
  public func debounce(_ dueTime: RxTimeInterval, scheduler: some SchedulerType) -> Infallible<Element> {
    Infallible(asObservable().debounce(dueTime, scheduler: scheduler))
  }

  /// At most one element per `dueTime`: the first at once, then the latest (or first) of each window.
  public func throttle(_ dueTime: RxTimeInterval, latest: Bool = true, scheduler: some SchedulerType)
    -> Infallible<Element>
  {
    Infallible(asObservable().throttle(dueTime, latest: latest, scheduler: scheduler))
  }

  /// The merged elements of the sequences `selector` makes from each element.
  @available(swift, introduced: 6)
  @preconcurrency public func flatMap<Source: ObservableConvertibleType>(
    _ selector: @escaping @Sendable (Element) -> Source
  )
    -> Infallible<Source.Element>
  {
    Infallible(asObservable().flatMap(selector))
  }

  /// The elements of the sequence made from the latest element, the previous one disposed.
  @available(swift, introduced: 6)
  @preconcurrency public func flatMapLatest<Source: ObservableConvertibleType>(
    _ selector: @escaping @Sendable (Element) -> Source
  )
    -> Infallible<Source.Element>
  {
    Infallible(asObservable().flatMapLatest(selector))
  }

  /// The elements of the sequence made from an element while no other is running.
  @available(swift, introduced: 6)
  @preconcurrency public func flatMapFirst<Source: ObservableConvertibleType>(
    _ selector: @escaping @Sendable (Element) -> Source
  )
    -> Infallible<Source.Element>
  {
    Infallible(asObservable().flatMapFirst(selector))
  }

  /// The elements of the sequences made from each element, one sequence after another.
  @available(swift, introduced: 6)
  @preconcurrency public func concatMap<Source: ObservableConvertibleType>(
    _ selector: @escaping @Sendable (Element) -> Source
  )
    -> Infallible<Source.Element>
  {
    Infallible(asObservable().concatMap(selector))
  }

  /// This sequence's elements, then `second`'s.
  public func concat<Source: ObservableConvertibleType>(_ second: Source) -> Infallible<Element>
  where Source.Element == Element {
    Infallible(asObservable().concat(second))
  }

  /// Runs side effects for each event and the subscription's lifecycle.
  @available(swift, introduced: 6)
  @preconcurrency public func `do`(
    onNext: (@Sendable (Element) -> Void)? = nil, afterNext: (@Sendable (Element) -> Void)? = nil,
    onCompleted: (@Sendable () -> Void)? = nil, afterCompleted: (@Sendable () -> Void)? = nil,
    onSubscribe: (@Sendable () -> Void)? = nil, onSubscribed: (@Sendable () -> Void)? = nil,
    onDispose: (@Sendable () -> Void)? = nil
  ) -> Infallible<Element> {
    Infallible(
      asObservable().do(
        onNext: onNext, afterNext: afterNext, onCompleted: onCompleted, afterCompleted: afterCompleted,
        onSubscribe: onSubscribe, onSubscribed: onSubscribed, onDispose: onDispose))
  }

  /// Each accumulated value, updated in place.
  @available(swift, introduced: 6)
  @preconcurrency public func scan<Seed>(
    into seed: Seed, accumulator: @escaping @Sendable (inout Seed, Element) -> Void
  )
    -> Infallible<Seed>
  {
    Infallible(asObservable().scan(into: seed, accumulator: accumulator))
  }

  /// Each accumulated value.
  @available(swift, introduced: 6)
  @preconcurrency public func scan<Seed>(_ seed: Seed, accumulator: @escaping @Sendable (Seed, Element) -> Seed)
    -> Infallible<Seed>
  {
    Infallible(asObservable().scan(seed, accumulator: accumulator))
  }

  /// `element` first, then this sequence's elements.
  public func startWith(_ element: Element) -> Infallible<Element> {
    Infallible(asObservable().startWith(element))
  }

  /// The elements until `other` emits.
  public func take(until other: some ObservableType) -> Infallible<Element> {
    Infallible(asObservable().take(until: other))
  }

  /// The elements until `other` emits.
  public func take(until other: some InfallibleType) -> Infallible<Element> {
    Infallible(asObservable().take(until: other.asObservable()))
  }

  /// The elements before the first that satisfies `predicate`, which `behavior` may include.
  @available(swift, introduced: 6)
  @preconcurrency public func take(
    until predicate: @escaping @Sendable (Element) -> Bool, behavior: TakeBehavior = .exclusive
  )
    -> Infallible<Element>
  {
    Infallible(asObservable().take(until: predicate, behavior: behavior))
  }

  /// The leading elements that satisfy `predicate`; `behavior` may include the first that fails it.
  @available(swift, introduced: 6)
  @preconcurrency public func take(
    while predicate: @escaping @Sendable (Element) -> Bool, behavior: TakeBehavior = .exclusive
  )
    -> Infallible<Element>
  {
    Infallible(asObservable().take(while: predicate, behavior: behavior))
  }

  /// The first `count` elements.
  public func take(_ count: Int) -> Infallible<Element> {
    Infallible(asObservable().take(count))
  }

  /// The elements sent within `duration` of the subscription.
  public func take(for duration: RxTimeInterval, scheduler: some SchedulerType) -> Infallible<Element> {
    Infallible(asObservable().take(for: duration, scheduler: scheduler))
  }

  /// The elements from the first that does not satisfy `predicate` on.
  @available(swift, introduced: 6)
  @preconcurrency public func skip(while predicate: @escaping @Sendable (Element) -> Bool) -> Infallible<Element> {
    Infallible(asObservable().skip(while: predicate))
  }

  /// One subscription to this sequence shared by every subscriber, replaying the last `replay`
  /// elements to later ones.
  public func share(replay: Int = 0, scope: SubjectLifetimeScope = .whileConnected) -> Infallible<Element> {
    Infallible(asObservable().share(replay: replay, scope: scope))
  }

  /// Each element combined with `object`, not retained; completes once `object` is gone.
  @available(swift, introduced: 6)
  @preconcurrency public func withUnretained<Object: AnyObject, Out>(
    _ object: Object, resultSelector: @escaping @Sendable (Object, Element) -> Out
  ) -> Infallible<Out> {
    Infallible(asObservable().withUnretained(object, resultSelector: resultSelector))
  }

  /// Each element paired with `object`, not retained; completes once `object` is gone.
  public func withUnretained<Object: AnyObject>(_ object: Object) -> Infallible<(Object, Element)> {
    Infallible(asObservable().withUnretained(object))
  }

  /// Each element combined with the latest element of `second`.
  @available(swift, introduced: 6)
  @preconcurrency public func withLatestFrom<Source: InfallibleType, Result>(
    _ second: Source, resultSelector: @escaping @Sendable (Element, Source.Element) -> Result
  ) -> Infallible<Result> {
    Infallible(asObservable().withLatestFrom(second, resultSelector: resultSelector))
  }

  /// The latest element of `second` at each element of this sequence.
  public func withLatestFrom<Source: InfallibleType>(_ second: Source) -> Infallible<Source.Element> {
    Infallible(asObservable().withLatestFrom(second))
  }

  /// The elements of every infallible of `sequence`, one after another.
  @preconcurrency public static func concat<Sources: Sequence & Sendable>(_ sequence: Sources) -> Infallible<Element>
  where Sources.Element == Infallible<Element> {
    Infallible(Observable.concat(Array(sequence).map(\.source)))
  }

  /// The elements of the given infallibles, one after another.
  public static func concat(_ sources: Infallible<Element>...) -> Infallible<Element> {
    Infallible(Observable.concat(sources.map(\.source)))
  }

  /// The elements of every infallible of `sources` as they arrive.
  ///
  /// (RxSwift 6's collection overload concatenates instead; this one merges, as its name says.)
  @preconcurrency public static func merge<Sources: Collection & Sendable>(_ sources: Sources) -> Infallible<Element>
  where Sources.Element == Infallible<Element> {
    Infallible(Observable.merge(sources.map(\.source)))
  }

  /// The elements of the given infallibles as they arrive.
  public static func merge(_ sources: Infallible<Element>...) -> Infallible<Element> {
    Infallible(Observable.merge(sources.map(\.source)))
  }

  /// Combines the latest elements of every infallible of `sources` whenever one emits.
  @available(swift, introduced: 6)
  @preconcurrency public static func combineLatest<Sources: Collection & Sendable>(
    _ sources: Sources, resultSelector: @escaping @Sendable ([Sources.Element.Element]) -> Element
  ) -> Infallible<Element> where Sources.Element: InfallibleType {
    Infallible(Observable.combineLatest(sources.map { $0.asObservable() }, resultSelector: resultSelector))
  }

  /// The latest elements of every infallible of `sources`, whenever one emits.
  @preconcurrency public static func combineLatest<Sources: Collection & Sendable>(_ sources: Sources) -> Infallible<
    [Element]
  >
  where Sources.Element: InfallibleType, Sources.Element.Element == Element {
    Infallible<[Element]>(Observable.combineLatest(sources.map { $0.asObservable() }))
  }

  /// Combines the elements of every infallible of `sources` by position.
  @available(swift, introduced: 6)
  @preconcurrency public static func zip<Sources: Collection & Sendable>(
    _ sources: Sources, resultSelector: @escaping @Sendable ([Sources.Element.Element]) -> Element
  ) -> Infallible<Element> where Sources.Element: InfallibleType {
    Infallible(Observable.zip(sources.map { $0.asObservable() }, resultSelector: resultSelector))
  }

  /// The elements of every infallible of `sources`, by position, as arrays.
  @preconcurrency public static func zip<Sources: Collection & Sendable>(_ sources: Sources) -> Infallible<[Element]>
  where Sources.Element: InfallibleType, Sources.Element.Element == Element {
    Infallible<[Element]>(Observable.zip(sources.map { $0.asObservable() }))
  }
}

extension InfallibleType where Element: Equatable {
  /// Drops elements equal to the one just before them.
  ///
  /// ```swift
  /// Infallible.of(1, 1, 2, 1).distinctUntilChanged()  // 1, 2, 1
  /// ```
  public func distinctUntilChanged() -> Infallible<Element> {
    Infallible(asObservable().distinctUntilChanged())
  }
}

extension InfallibleType {
  /// The elements that arrive after `other` first emits.
  ///
  /// ```swift
  /// ticks.skip(until: started)  // the ticks from the start on
  /// ```
  /// - Parameter other: the sequence whose first element opens the gate; its end changes nothing.
  public func skip(until other: some ObservableType) -> Infallible<Element> {
    Infallible(asObservable().skip(until: other))
  }

  /// Prints every event and the subscription's lifecycle to standard output, passing the events
  /// on unchanged (as ``ObservableType/debug(_:trimOutput:file:line:function:)`` does).
  ///
  /// ```swift
  /// names.debug("names").subscribe(onNext: { print($0) }).disposed(by: bag)
  /// ```
  /// - Parameters:
  ///   - identifier: names the lines; by default the file, line and function of the call.
  ///   - trimOutput: shortens long event descriptions to their first and last 20 characters.
  ///   - file: the file named when `identifier` is `nil`; the caller's by default.
  ///   - line: the line named when `identifier` is `nil`; the caller's by default.
  ///   - function: the function named when `identifier` is `nil`; the caller's by default.
  public func debug(
    _ identifier: String? = nil, trimOutput: Bool = false,
    file: String = #file, line: UInt = #line, function: String = #function
  ) -> Infallible<Element> {
    Infallible(
      asObservable().debug(identifier, trimOutput: trimOutput, file: file, line: line, function: function))
  }
}
