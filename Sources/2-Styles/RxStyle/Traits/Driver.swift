import StyleInternals

/// The sharing of ``Driver``: each new Driver delivers on its own scheduler from
/// ``SharingScheduler/make`` and replays its latest element to new observers while connected.
public struct DriverSharingStrategy: SharingStrategyProtocol {
  /// A new scheduler from ``SharingScheduler/make``: by default a new `MainScheduler`.
  public static var scheduler: any SchedulerType { SharingScheduler.make() }

  /// `share(replay: 1, scope: .whileConnected)`.
  public static func share<Element>(_ source: Observable<Element>) -> Observable<Element> {
    source.share(replay: 1, scope: .whileConnected)
  }
}

/// A UI state sequence: never fails, delivers on the main scheduler, shares one subscription and
/// gives a new observer the latest element at once (RxCocoa's `Driver`).
///
/// ```swift
/// let colorName: Driver<String> = hexString
///   .map { ColorNames.name(for: $0) }
///   .asDriver(onErrorJustReturn: "")
/// colorName.drive(onNext: { label.text = $0 }).disposed(by: bag)
/// ```
public typealias Driver<Element> = SharedSequence<DriverSharingStrategy, Element>

extension ObservableConvertibleType {
  /// A Driver of this sequence that ends with `onErrorJustReturn` if the sequence fails.
  /// - Parameter onErrorJustReturn: the last element after a failure.
  /// - Returns: the Driver.
  public func asDriver(onErrorJustReturn: Element) -> Driver<Element> {
    let fallback = Captured(onErrorJustReturn)
    return Driver(sharedSource(on: DriverSharingStrategy.scheduler) { _ in .just(fallback.value) })
  }

  /// A Driver of this sequence that continues with `onErrorDriveWith` if the sequence fails.
  /// - Parameter onErrorDriveWith: the Driver that takes over after a failure.
  /// - Returns: the Driver.
  public func asDriver(onErrorDriveWith: Driver<Element>) -> Driver<Element> {
    Driver(sharedSource(on: DriverSharingStrategy.scheduler) { _ in onErrorDriveWith.asObservable() })
  }

  /// A Driver of this sequence that continues with the Driver `onErrorRecover` makes from the
  /// error if the sequence fails.
  /// - Parameter onErrorRecover: makes the Driver that takes over after a failure.
  /// - Returns: the Driver.
  @available(swift, introduced: 6)
  @preconcurrency public func asDriver(onErrorRecover: @escaping @Sendable (_ error: Swift.Error) -> Driver<Element>)
    -> Driver<
      Element
    >
  {
    Driver(sharedSource(on: DriverSharingStrategy.scheduler) { onErrorRecover($0).asObservable() })
  }
}

extension SharedSequenceConvertibleType where SharingStrategy == DriverSharingStrategy {
  /// Returns itself.
  public func asDriver() -> Driver<Element> { asSharedSequence() }
}
