/// How a ``SharedSequence`` kind shares its source and where it delivers.
@preconcurrency public protocol SharingStrategyProtocol: SendableMetatype {
  /// The scheduler a new sequence of this kind delivers on (see ``SharingScheduler``).
  static var scheduler: any SchedulerType { get }

  /// Shares `source` among the sequence's observers.
  static func share<Element>(_ source: Observable<Element>) -> Observable<Element>
}

/// A value that can be seen as a ``SharedSequence``.
public protocol SharedSequenceConvertibleType<Element>: ObservableConvertibleType {
  /// The sharing kind: ``DriverSharingStrategy`` or ``SignalSharingStrategy``.
  associatedtype SharingStrategy: SharingStrategyProtocol

  /// The shared sequence this value stands for.
  func asSharedSequence() -> SharedSequence<SharingStrategy, Element>
}

extension SharedSequenceConvertibleType {
  /// The shared sequence seen as an observable: a type of your own that conforms with
  /// ``asSharedSequence()`` alone gets this, as it does from RxCocoa.
  ///
  /// ```swift
  /// final class ActivityIndicator: SharedSequenceConvertibleType {
  ///   typealias SharingStrategy = DriverSharingStrategy
  ///   func asSharedSequence() -> Driver<Bool> { loading }
  /// }
  /// indicator.asObservable()  // no conversion of its own needed
  /// ```
  /// - Returns: ``asSharedSequence()``'s observable.
  public func asObservable() -> Observable<Element> {
    asSharedSequence().asObservable()
  }
}

/// A sequence for UI code that cannot fail, delivers on the main scheduler and shares one
/// subscription among its observers: the common shape of ``Driver`` and ``Signal``.
///
/// Make one from an observable with `asDriver(onErrorJustReturn:)` or
/// `asSignal(onErrorJustReturn:)` (errors must be handled up front), consume it with `drive` or
/// `emit`, or look at it as an observable with `asObservable()`.
public struct SharedSequence<SharingStrategy: SharingStrategyProtocol, Element>: SharedSequenceConvertibleType,
  Sendable
{
  let source: Observable<Element>

  /// Shares `source` the way `SharingStrategy` does.
  init(_ source: Observable<Element>) {
    self.source = SharingStrategy.share(source)
  }

  /// Wraps `source`, which already has the sequence's properties.
  init(raw source: Observable<Element>) {
    self.source = source
  }

  /// The sequence seen as an observable.
  public func asObservable() -> Observable<Element> { source }

  /// Returns itself.
  public func asSharedSequence() -> SharedSequence<SharingStrategy, Element> { self }
}

extension SharedSequence {
  /// A sequence of one element, delivered on the sharing scheduler, then completion.
  public static func just(_ element: Element) -> SharedSequence {
    SharedSequence(raw: Observable.just(element).subscribe(on: SharingStrategy.scheduler))
  }

  /// A sequence that completes without elements.
  public static func empty() -> SharedSequence {
    SharedSequence(raw: Observable.empty().subscribe(on: SharingStrategy.scheduler))
  }

  /// A sequence that never sends anything.
  public static func never() -> SharedSequence {
    SharedSequence(raw: Observable.never())
  }

  /// A sequence of `elements`, delivered on the sharing scheduler, then completion.
  public static func of(_ elements: Element...) -> SharedSequence {
    from(elements)
  }

  /// A sequence of the elements of `array`, delivered on the sharing scheduler, then completion.
  public static func from(_ array: [Element]) -> SharedSequence {
    SharedSequence(raw: Observable.from(array, scheduler: SharingStrategy.scheduler))
  }

  /// A sequence made by `factory` for each subscriber.
  @available(swift, introduced: 6)
  @preconcurrency public static func deferred(_ factory: @escaping @Sendable () -> SharedSequence) -> SharedSequence {
    SharedSequence(Observable.deferred { factory().asObservable() })
  }
}

extension ObservableConvertibleType {
  /// This sequence delivered on `scheduler`, continuing with `fallback(error)` on failure.
  func sharedSource(
    on scheduler: any SchedulerType, fallback: @escaping @Sendable (any Error) -> Observable<Element>
  ) -> Observable<Element> {
    asObservable().observe(on: scheduler).resumingOnError(fallback)
  }
}
