extension AsyncSequence {
  /// Emits the result of `separator` between every `every` elements of this sequence.
  ///
  /// As ``interspersed(every:with:)->AsyncInterspersedSequence<Self>`` but the separator is made when it is needed, by
  /// a closure called once per separator (swift-async-algorithms' closure forms). The closure may
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
  ) -> AsyncInterspersedBySeparatorSequence<Self> {
    precondition(every > 0, "interspersed(every:with:) requires a positive every")
    return AsyncInterspersedBySeparatorSequence(
      base: self, every: every, separator: { () async throws(Failure) -> Element in await separator() })
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
  ) -> AsyncInterspersedBySeparatorSequence<AsyncMapErrorSequence<Self, any Error>> {
    precondition(every > 0, "interspersed(every:with:) requires a positive every")
    return AsyncInterspersedBySeparatorSequence(base: eraseFailure(), every: every, separator: separator)
  }
}

/// The sequence that the closure forms of `interspersed(every:with:)` return: it fails as `Base` does.
public struct AsyncInterspersedBySeparatorSequence<Base: AsyncSequence>: AsyncSequence {
  public typealias Element = Base.Element
  public typealias Failure = Base.Failure
  typealias Separator = nonisolated(nonsending) @Sendable () async throws(Failure) -> Element

  let base: Base
  let every: Int
  let separator: Separator

  /// Holds the element that follows a separator until the separator has been emitted.
  public struct AsyncIterator: AsyncIteratorProtocol {
    var base: Base.AsyncIterator
    let separator: Separator
    var groups: SeparatedGroups<Element>
    var finished = false

    public mutating func next(isolation actor: isolated (any Actor)?) async throws(Failure) -> Element? {
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

    public mutating func next() async throws(Failure) -> Element? { try await next(isolation: nil) }
  }

  public func makeAsyncIterator() -> AsyncIterator {
    AsyncIterator(base: base.makeAsyncIterator(), separator: separator, groups: SeparatedGroups(every: every))
  }
}

extension AsyncInterspersedBySeparatorSequence: Sendable where Base: Sendable, Element: Sendable {}

@available(*, unavailable)
extension AsyncInterspersedBySeparatorSequence.AsyncIterator: Sendable {}
