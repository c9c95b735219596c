/// A subject that replays the latest elements to each new subscriber, then passes on every later
/// event.
///
/// After the subject has ended, a new subscriber receives the buffered elements and then the
/// terminal event.
///
/// ```swift
/// let recent = ReplaySubject<Int>.create(bufferSize: 2)
/// recent.onNext(1); recent.onNext(2); recent.onNext(3)
/// recent.subscribe(onNext: { print($0) })  // prints 2, 3
/// ```
// Safety: its state lives in the subject core, which guards it.
public final class ReplaySubject<Element>: SubjectBase<Element>, SubjectType, @unchecked Sendable {
  /// The subject as its own observer type, as RxSwift names it.
  public typealias SubjectObserverType = ReplaySubject<Element>

  private init(limit: Int?) {
    super.init(buffer: ReplayBuffer(limit: limit))
  }

  /// A subject that replays up to `bufferSize` latest elements.
  /// - Parameter bufferSize: how many elements to keep; zero keeps none.
  public static func create(bufferSize: Int) -> ReplaySubject<Element> {
    precondition(bufferSize >= 0, "ReplaySubject.create(bufferSize:) requires a size of zero or more")
    return ReplaySubject(limit: bufferSize)
  }

  /// A subject that replays every element it was ever sent.
  public static func createUnbounded() -> ReplaySubject<Element> {
    ReplaySubject(limit: nil)
  }

  /// Returns itself.
  public func asObserver() -> ReplaySubject<Element> { self }
}

/// The latest elements, oldest first; a ring once `limit` is reached.
final class ReplayBuffer<Element>: SubjectBuffer<Element> {
  private let limit: Int?
  private var storage: [Element] = []
  /// Where the oldest element is once the ring is full.
  private var start = 0

  init(limit: Int?) { self.limit = limit }

  override func record(_ element: Element) -> Bool {
    guard let limit else {
      storage.append(element)
      return true
    }
    if limit == 0 { return true }
    if storage.count < limit {
      storage.append(element)
    } else {
      storage[start] = element
      start = (start + 1) % limit
    }
    return true
  }

  override func replay(after ending: SubjectEnding) -> [Element] {
    guard start > 0 else { return storage }
    return Array(storage[start...] + storage[..<start])
  }

  override func removeAll() {
    storage = []
    start = 0
  }
}
