/// The integer types that counting sources such as `timer` can emit, under RxSwift's name.
public typealias RxAbstractInteger = FixedWidthInteger

extension PrimitiveSequence {
  /// Shifts the outcome later by `dueTime`; an error is delivered after the same delay.
  ///
  /// ```swift
  /// Single.just(1).delay(.seconds(1), scheduler: scheduler)  // success(1) one second later
  /// ```
  /// - Parameters:
  ///   - dueTime: how much later the outcome arrives.
  ///   - scheduler: where the delay runs.
  /// - Returns: the same trait, shifted in time.
  public func delay(_ dueTime: RxTimeInterval, scheduler: some SchedulerType) -> PrimitiveSequence {
    PrimitiveSequence(raw: source.delay(dueTime, scheduler: scheduler))
  }

  /// Waits `dueTime` before subscribing to the trait.
  /// - Parameters:
  ///   - dueTime: the wait before the subscription.
  ///   - scheduler: where the wait runs.
  /// - Returns: the same trait, subscribed later.
  public func delaySubscription(_ dueTime: RxTimeInterval, scheduler: some SchedulerType) -> PrimitiveSequence {
    PrimitiveSequence(raw: source.delaySubscription(dueTime, scheduler: scheduler))
  }

  /// Delivers the outcome on `scheduler`.
  ///
  /// ```swift
  /// service.getLibraryRx().observe(on: MainScheduler.instance)
  /// ```
  /// - Parameter scheduler: where observers are called.
  /// - Returns: the same trait, delivered on `scheduler`.
  public func observe(on scheduler: some ImmediateSchedulerType) -> PrimitiveSequence {
    PrimitiveSequence(raw: source.observe(on: scheduler))
  }

  /// The name RxSwift 5 used for ``observe(on:)``.
  @available(*, deprecated, renamed: "observe(on:)")
  public func observeOn(_ scheduler: some ImmediateSchedulerType) -> PrimitiveSequence {
    observe(on: scheduler)
  }

  /// Subscribes to the trait, and disposes it, on `scheduler`.
  ///
  /// ```swift
  /// Single.just(load()).subscribe(on: ConcurrentDispatchQueueScheduler(qos: .default))
  /// ```
  /// - Parameter scheduler: where the subscription's work starts.
  /// - Returns: the same trait, subscribed on `scheduler`.
  public func subscribe(on scheduler: some ImmediateSchedulerType) -> PrimitiveSequence {
    PrimitiveSequence(raw: source.subscribe(on: scheduler))
  }

  /// The name RxSwift 5 used for ``subscribe(on:)``.
  @available(*, deprecated, renamed: "subscribe(on:)")
  public func subscribeOn(_ scheduler: some ImmediateSchedulerType) -> PrimitiveSequence {
    subscribe(on: scheduler)
  }

  /// Fails with `RxError.timeout` when no outcome arrives within `dueTime`.
  ///
  /// ```swift
  /// service.getLibraryRx().timeout(.seconds(5), scheduler: scheduler)
  /// ```
  /// - Parameters:
  ///   - dueTime: the longest wait for the outcome.
  ///   - scheduler: where the timer runs.
  /// - Returns: the same trait, failing when it is too slow.
  public func timeout(_ dueTime: RxTimeInterval, scheduler: some SchedulerType) -> PrimitiveSequence {
    PrimitiveSequence(raw: source.timeout(dueTime, scheduler: scheduler))
  }

  /// Switches to `other` when no outcome arrives within `dueTime`.
  /// - Parameters:
  ///   - dueTime: the longest wait for the outcome.
  ///   - other: the trait that takes over, subscribed when the wait runs out.
  ///   - scheduler: where the timer runs.
  /// - Returns: this trait's outcome, or `other`'s when this one is too slow.
  public func timeout(_ dueTime: RxTimeInterval, other: PrimitiveSequence, scheduler: some SchedulerType)
    -> PrimitiveSequence
  {
    PrimitiveSequence(raw: source.timeout(dueTime, other: other.source, scheduler: scheduler))
  }
}

extension PrimitiveSequence where Element: RxAbstractInteger {
  /// A trait that succeeds with `0` after `dueTime`.
  ///
  /// ```swift
  /// Single<Int>.timer(.seconds(3), scheduler: scheduler)  // success(0) at 3 s
  /// ```
  /// - Parameters:
  ///   - dueTime: the wait before the element.
  ///   - scheduler: where the timer runs.
  /// - Returns: the trait.
  public static func timer(_ dueTime: RxTimeInterval, scheduler: some SchedulerType) -> PrimitiveSequence {
    PrimitiveSequence(raw: Observable<Element>.timer(dueTime, scheduler: scheduler))
  }
}

extension PrimitiveSequence where Trait == SingleTrait {
  /// A single that succeeds with `element`, delivered on `scheduler`.
  /// - Parameters:
  ///   - element: the element.
  ///   - scheduler: where the outcome is delivered.
  /// - Returns: the single.
  public static func just(_ element: Element, scheduler: some ImmediateSchedulerType) -> Single<Element> {
    Single(raw: .just(element, scheduler: scheduler))
  }
}

extension PrimitiveSequence where Trait == MaybeTrait {
  /// A maybe that succeeds with `element`, delivered on `scheduler`.
  /// - Parameters:
  ///   - element: the element.
  ///   - scheduler: where the outcome is delivered.
  /// - Returns: the maybe.
  public static func just(_ element: Element, scheduler: some ImmediateSchedulerType) -> Maybe<Element> {
    Maybe(raw: .just(element, scheduler: scheduler))
  }
}
