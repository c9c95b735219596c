/// A subject that holds a current value: each new subscriber receives it first, then every later
/// event.
///
/// After the subject has ended, a new subscriber receives only the terminal event.
///
/// ```swift
/// let name = BehaviorSubject(value: "")
/// name.subscribe(onNext: { print($0) })  // prints ""
/// name.onNext("Rx")                       // prints "Rx"
/// ```
// Safety: its state lives in the subject core, which guards it and its buffer is touched only under that core's lock.
public final class BehaviorSubject<Element>: SubjectBase<Element>, SubjectType, @unchecked Sendable {
  /// The subject as its own observer type, as RxSwift names it.
  public typealias SubjectObserverType = BehaviorSubject<Element>

  private let buffer: BehaviorBuffer<Element>

  /// Creates a subject whose current value is `value`.
  public init(value: Element) {
    buffer = BehaviorBuffer(value: value)
    super.init(buffer: buffer)
  }

  /// The current value.
  /// - Throws: the subject's error if it failed, or `RxError.disposed` once disposed.
  public func value() throws -> Element {
    let outcome = core.inspect { error, disposed -> Result<Element, Swift.Error> in
      if disposed { return .failure(RxError.disposed(object: self)) }
      if let error { return .failure(error) }
      return .success(buffer.value)
    }
    return try outcome.get()
  }

  /// The current value, for an owner that never fails nor disposes the subject (a relay), so
  /// that reading it has no error to throw.
  var latestElement: Element { core.inspect { _, _ in buffer.value } }

  /// Returns itself.
  public func asObserver() -> BehaviorSubject<Element> { self }
}

// Safety: read and written only under the subject core's lock.
final class BehaviorBuffer<Element>: SubjectBuffer<Element>, @unchecked Sendable {
  private var current: Element?

  init(value: Element) { current = value }

  /// The current value; only absent after disposal, when ``BehaviorSubject/value()`` throws.
  var value: Element {
    guard let current else { preconditionFailure("BehaviorSubject read after disposal") }
    return current
  }

  override func record(_ element: Element) -> Bool {
    current = element
    return true
  }

  override func replay(after ending: SubjectEnding) -> [Element] {
    guard case .running = ending, let current else { return [] }
    return [current]
  }

  override func removeAll() { current = nil }
}
