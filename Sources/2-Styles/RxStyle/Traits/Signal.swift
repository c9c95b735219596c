import StyleInternals

/// The sharing of ``Signal``: each new Signal delivers on its own scheduler from
/// ``SharingScheduler/make`` and shares one subscription while connected, without replay.
public struct SignalSharingStrategy: SharingStrategyProtocol {
  /// A new scheduler from ``SharingScheduler/make``: by default a new `MainScheduler`.
  public static var scheduler: any SchedulerType { SharingScheduler.make() }

  /// `share(scope: .whileConnected)`.
  public static func share<Element>(_ source: Observable<Element>) -> Observable<Element> {
    source.share(scope: .whileConnected)
  }
}

/// A UI event sequence: never fails, delivers on the main scheduler, shares one subscription and
/// replays nothing — a new observer sees only later events (RxCocoa's `Signal`).
///
/// ```swift
/// let showAlert: Signal<String> = errors.map(\.localizedDescription).asSignal(onErrorJustReturn: "")
/// showAlert.emit(onNext: { present($0) }).disposed(by: bag)
/// ```
public typealias Signal<Element> = SharedSequence<SignalSharingStrategy, Element>

extension ObservableConvertibleType {
  /// A Signal of this sequence that ends with `onErrorJustReturn` if the sequence fails.
  public func asSignal(onErrorJustReturn: Element) -> Signal<Element> {
    let fallback = Captured(onErrorJustReturn)
    return Signal(sharedSource(on: SignalSharingStrategy.scheduler) { _ in .just(fallback.value) })
  }

  /// A Signal of this sequence that continues with `onErrorSignalWith` if the sequence fails.
  public func asSignal(onErrorSignalWith: Signal<Element>) -> Signal<Element> {
    Signal(sharedSource(on: SignalSharingStrategy.scheduler) { _ in onErrorSignalWith.asObservable() })
  }

  /// A Signal of this sequence that continues with the Signal `onErrorRecover` makes from the
  /// error if the sequence fails.
  @available(swift, introduced: 6)
  @preconcurrency public func asSignal(onErrorRecover: @escaping @Sendable (_ error: Swift.Error) -> Signal<Element>)
    -> Signal<
      Element
    >
  {
    Signal(sharedSource(on: SignalSharingStrategy.scheduler) { onErrorRecover($0).asObservable() })
  }
}

extension SharedSequenceConvertibleType where SharingStrategy == SignalSharingStrategy {
  /// Returns itself.
  public func asSignal() -> Signal<Element> { asSharedSequence() }
}
