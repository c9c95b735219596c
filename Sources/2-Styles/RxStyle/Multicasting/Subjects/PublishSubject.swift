/// A subject that passes each event to the observers subscribed at the time it is sent.
///
/// A subscriber receives nothing sent before it subscribed; after the subject has ended, a new
/// subscriber receives the terminal event at once. Sending from several threads is safe: events
/// are delivered one at a time, never concurrently.
///
/// ```swift
/// let taps = PublishSubject<Void>()
/// taps.subscribe(onNext: { print("tap") }).disposed(by: bag)
/// taps.onNext(())  // prints "tap"
/// ```
// Safety: its state lives in the subject core, which guards it.
public final class PublishSubject<Element>: SubjectBase<Element>, SubjectType, @unchecked Sendable {
  /// The subject as its own observer type, as RxSwift names it.
  public typealias SubjectObserverType = PublishSubject<Element>

  /// Creates a subject with no observers.
  public init() { super.init(buffer: SubjectBuffer()) }

  /// Returns itself.
  public func asObserver() -> PublishSubject<Element> { self }
}
