extension AsyncSequence {
  /// Emits `separator` between every `every` elements of this sequence.
  ///
  /// A separator is emitted only once the element after it has arrived, so the sequence never
  /// ends with one; an empty base gives an empty sequence. A failure of the base is thrown.
  ///
  /// ```swift
  /// let spaced = ["a", "b", "c"].async.interspersed(with: "-")  // a, -, b, -, c
  /// let grouped = (1...5).async.interspersed(every: 2, with: 0)  // 1, 2, 0, 3, 4, 0, 5
  /// ```
  /// - Parameters:
  ///   - every: how many elements go between two separators; it must be positive.
  ///   - separator: the element to insert.
  /// - Returns: the sequence with separators.
  public func interspersed(every: Int = 1, with separator: Element) -> AsyncInterspersedSequence<Self> {
    precondition(every > 0, "interspersed(every:with:) requires a positive every")
    return AsyncInterspersedSequence(base: self, every: every, separator: .element(separator))
  }
}

/// The sequence that `interspersed(every:with:)` returns for a separator element, or for a
/// closure that cannot throw: it fails as `Base` does.
public struct AsyncInterspersedSequence<Base: AsyncSequence>: AsyncSequence {
  public typealias Element = Base.Element
  public typealias Failure = Base.Failure

  typealias MakeSeparator = nonisolated(nonsending) @Sendable () async -> Element

  /// The separator itself, or what makes one each time it is due.
  enum Separator {
    case element(Element)
    case closure(MakeSeparator)
  }

  let base: Base
  let every: Int
  let separator: Separator

  /// Holds the element that follows a separator until the separator has been emitted.
  public struct Iterator: AsyncIteratorProtocol {
    var base: Base.AsyncIterator
    let separator: Separator
    var groups: SeparatedGroups<Element>

    public mutating func next(isolation actor: isolated (any Actor)?) async throws(Failure) -> Element? {
      if let element = groups.takeHeld() { return element }
      guard let element = try await base.next(isolation: actor) else { return nil }
      guard groups.separatorIsDue() else { return element }
      groups.hold(element)
      switch separator {
      case .element(let separator): return separator
      case .closure(let makeSeparator): return await makeSeparator()
      }
    }

    public mutating func next() async throws(Failure) -> Element? { try await next(isolation: nil) }
  }

  public func makeAsyncIterator() -> Iterator {
    Iterator(base: base.makeAsyncIterator(), separator: separator, groups: SeparatedGroups(every: every))
  }
}

/// Where the forms of `interspersed(every:with:)` put their separators: it counts the elements
/// of the current group and holds the element after a separator until the separator is out.
struct SeparatedGroups<Element> {
  let every: Int
  var emitted = 0
  var held: Element?

  init(every: Int) { self.every = every }

  /// The element held behind the separator just emitted, which begins the next group.
  mutating func takeHeld() -> Element? {
    guard let element = held.take() else { return nil }
    emitted = 1
    return element
  }

  /// Whether a separator goes before the next element; when not, that element joins the group.
  mutating func separatorIsDue() -> Bool {
    if emitted == every { return true }
    emitted += 1
    return false
  }

  /// Holds `element` until the separator before it has been emitted.
  mutating func hold(_ element: Element) { held = element }
}

extension AsyncInterspersedSequence: Sendable where Base: Sendable, Element: Sendable {}

extension AsyncInterspersedSequence.Separator: Sendable where Base.Element: Sendable {}

@available(*, unavailable)
extension AsyncInterspersedSequence.Iterator: Sendable {}
