/// A subject that sends only its last element, and only when it completes.
///
/// On completion every observer receives the last element (if there was one) and `.completed`;
/// a later subscriber receives the same at once. On error, observers receive only the error.
///
/// ```swift
/// let result = AsyncSubject<Int>()
/// result.subscribe(onNext: { print($0) })
/// result.onNext(1); result.onNext(2); result.onCompleted()  // prints 2
/// ```
// Safety: its state lives in the subject core, which guards it.
public final class AsyncSubject<Element>: SubjectBase<Element>, SubjectType, @unchecked Sendable {
  /// The subject as its own observer type, as RxSwift names it.
  public typealias SubjectObserverType = AsyncSubject<Element>

  /// Creates a subject with no element yet.
  public init() { super.init(buffer: AsyncBuffer()) }

  /// Returns itself.
  public func asObserver() -> AsyncSubject<Element> { self }
}

final class AsyncBuffer<Element>: SubjectBuffer<Element> {
  private var last: Element?

  override func record(_ element: Element) -> Bool {
    last = element
    return false
  }

  override func replay(after ending: SubjectEnding) -> [Element] {
    guard case .completed = ending else { return [] }
    return elementsBeforeCompletion()
  }

  override var hasElementsBeforeCompletion: Bool { last != nil }

  override func elementsBeforeCompletion() -> [Element] { last.map { [$0] } ?? [] }

  override func removeAll() { last = nil }
}
