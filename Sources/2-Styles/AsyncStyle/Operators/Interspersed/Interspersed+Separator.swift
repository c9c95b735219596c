extension AsyncSequence {
  /// Emits the result of `separator` between every `every` elements of this sequence.
  ///
  /// As the form that takes a separator element, but the separator is made when it is needed, by a
  /// closure called once per separator (swift-async-algorithms' closure forms). The closure may
  /// suspend; the result keeps the base's failure type.
  ///
  /// ```swift
  /// let lines = paragraphs.interspersed { Divider(id: UUID()) }
  /// ```
  /// - Parameters:
  ///   - every: how many elements go between two separators; it must be positive.
  ///   - separator: makes the element to insert.
  /// - Returns: the sequence with separators.
  public func interspersed(
    every: Int = 1, with separator: nonisolated(nonsending) @Sendable @escaping () async -> Element
  ) -> AsyncInterspersedSequence<Self> {
    precondition(every > 0, "interspersed(every:with:) requires a positive every")
    return AsyncInterspersedSequence(base: self, every: every, separator: .closure(separator))
  }

  /// Emits the result of `separator`, which may throw, between every `every` elements of this
  /// sequence; the result fails with `any Error`, and ends after the first failure.
  ///
  /// ```swift
  /// let records = rows.interspersed { try await nextMarker() }  // throws any Error
  /// ```
  /// - Parameters:
  ///   - every: how many elements go between two separators; it must be positive.
  ///   - separator: makes the element to insert, or throws.
  /// - Returns: the sequence with separators.
  public func interspersed(
    every: Int = 1, with separator: nonisolated(nonsending) @Sendable @escaping () async throws -> Element
  ) -> AsyncThrowingInterspersedSequence<Self> {
    precondition(every > 0, "interspersed(every:with:) requires a positive every")
    return AsyncThrowingInterspersedSequence(base: self, every: every, separator: separator)
  }

  /// Emits the result of `separator`, a closure that does not suspend, between every `every`
  /// elements of this sequence.
  ///
  /// ```swift
  /// let pages = chapters.interspersed(every: 2) { Page.blank }
  /// ```
  /// - Parameters:
  ///   - every: how many elements go between two separators; it must be positive.
  ///   - separator: makes the element to insert.
  /// - Returns: the sequence with separators.
  public func interspersed(
    every: Int = 1, with separator: @Sendable @escaping () -> Element
  ) -> AsyncInterspersedSequence<Self> {
    interspersed(every: every) { () async -> Element in separator() }
  }

  /// Emits the result of `separator`, a closure that does not suspend but may throw, between every
  /// `every` elements of this sequence; the result fails with `any Error`, and ends after the first
  /// failure.
  ///
  /// ```swift
  /// let checked = rows.interspersed { try Marker.validated() }  // throws any Error
  /// ```
  /// - Parameters:
  ///   - every: how many elements go between two separators; it must be positive.
  ///   - separator: makes the element to insert, or throws.
  /// - Returns: the sequence with separators.
  public func interspersed(
    every: Int = 1, with separator: @Sendable @escaping () throws -> Element
  ) -> AsyncThrowingInterspersedSequence<Self> {
    interspersed(every: every) { () async throws -> Element in try separator() }
  }
}

/// The sequence that `interspersed(every:with:)` returns for a separator closure that may throw:
/// it fails with `any Error`, the base's failure or the closure's, and ends after the first.
public struct AsyncThrowingInterspersedSequence<Base: AsyncSequence>: AsyncSequence {
  public typealias Element = Base.Element
  public typealias Failure = any Error
  typealias MakeSeparator = nonisolated(nonsending) @Sendable () async throws -> Element

  let base: Base
  let every: Int
  let separator: MakeSeparator

  /// Holds the element that follows a separator until the separator has been emitted.
  public struct Iterator: AsyncIteratorProtocol {
    var base: Base.AsyncIterator
    let separator: MakeSeparator
    var groups: SeparatedGroups<Element>
    var finished = false

    public mutating func next(isolation actor: isolated (any Actor)?) async throws -> Element? {
      if let element = groups.takeHeld() { return element }
      guard !finished, let element = try await base.next(isolation: actor, ending: &finished) else { return nil }
      guard groups.separatorIsDue() else { return element }
      do {
        let separator = try await separator()
        groups.hold(element)
        return separator
      } catch {
        finished = true
        throw error
      }
    }

    public mutating func next() async throws -> Element? { try await next(isolation: nil) }
  }

  public func makeAsyncIterator() -> Iterator {
    Iterator(base: base.makeAsyncIterator(), separator: separator, groups: SeparatedGroups(every: every))
  }
}

extension AsyncThrowingInterspersedSequence: Sendable where Base: Sendable, Element: Sendable {}

@available(*, unavailable)
extension AsyncThrowingInterspersedSequence.Iterator: Sendable {}
