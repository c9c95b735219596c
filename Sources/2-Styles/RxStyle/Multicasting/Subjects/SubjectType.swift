/// A sequence that is also an observer: what it is sent, it passes on to its subscribers.
///
/// ```swift
/// let subject = PublishSubject<Int>()
/// let input: AnyObserver<Int> = subject.asObserver()
/// ```
public protocol SubjectType<Element>: ObservableType {
  /// The observer side's type (the subject itself for the subjects of this module).
  associatedtype Observer: ObserverType

  /// The observer side, to hand to code that should only send events.
  func asObserver() -> Observer
}
