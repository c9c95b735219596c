extension AsyncSequence {
  /// Groups consecutive elements into collections of type `Collected` while `belongInSameGroup`
  /// holds for each element and the one before it.
  ///
  /// A group is emitted when an element starts the next one, or when the base finishes; an empty
  /// base gives an empty sequence. A failure of the base is thrown and drops the open group.
  ///
  /// ```swift
  /// let runs = "aabbbc".async.chunked(into: String.self) { $0 == $1 }  // "aa", "bbb", "c"
  /// ```
  /// - Parameters:
  ///   - collectionType: the type of collection each group is gathered into.
  ///   - belongInSameGroup: whether the second element continues the first one's group.
  /// - Returns: a sequence of the groups.
  public func chunked<Collected: RangeReplaceableCollection>(
    into collectionType: Collected.Type, by belongInSameGroup: @escaping (Element, Element) -> Bool
  ) -> AsyncChunkedByGroupSequence<Self, Collected> where Collected.Element == Element {
    AsyncChunkedByGroupSequence(base: self, belongInSameGroup: belongInSameGroup)
  }

  /// Groups consecutive elements into arrays while `belongInSameGroup` holds for each element and
  /// the one before it.
  ///
  /// A group is emitted when an element starts the next one, or when the base finishes; an empty
  /// base gives an empty sequence. A failure of the base is thrown and drops the open group.
  ///
  /// ```swift
  /// let runs = [1, 2, 3, 1, 2].async.chunked { $0 < $1 }  // [1, 2, 3], [1, 2]
  /// ```
  /// - Parameter belongInSameGroup: whether the second element continues the first one's group.
  /// - Returns: a sequence of the groups.
  public func chunked(
    by belongInSameGroup: @escaping (Element, Element) -> Bool
  ) -> AsyncChunkedByGroupSequence<Self, [Element]> {
    chunked(into: [Element].self, by: belongInSameGroup)
  }

  /// Groups consecutive elements that have the same `projection` into collections of type
  /// `Collected`, emitting each group with its projection.
  ///
  /// ```swift
  /// let byInitial = ["ant", "ape", "bee"].async.chunked(into: ContiguousArray.self, on: \.first)
  /// // ("a", ["ant", "ape"]), ("b", ["bee"])
  /// ```
  /// - Parameters:
  ///   - collectionType: the type of collection each group is gathered into.
  ///   - projection: the value the elements of one group share.
  /// - Returns: a sequence of each group's projection and elements.
  public func chunked<Subject: Equatable, Collected: RangeReplaceableCollection>(
    into collectionType: Collected.Type, on projection: @escaping (Element) -> Subject
  ) -> AsyncChunkedOnProjectionSequence<Self, Subject, Collected> where Collected.Element == Element {
    AsyncChunkedOnProjectionSequence(base: self, projection: projection)
  }

  /// Groups consecutive elements that have the same `projection` into arrays, emitting each group
  /// with its projection.
  ///
  /// ```swift
  /// let byInitial = ["ant", "ape", "bee"].async.chunked(on: \.first)
  /// // ("a", ["ant", "ape"]), ("b", ["bee"])
  /// ```
  /// - Parameter projection: the value the elements of one group share.
  /// - Returns: a sequence of each group's projection and elements.
  public func chunked<Subject: Equatable>(
    on projection: @escaping (Element) -> Subject
  ) -> AsyncChunkedOnProjectionSequence<Self, Subject, [Element]> {
    chunked(into: [Element].self, on: projection)
  }
}

/// The sequence that `chunked(by:)` and `chunked(into:by:)` return: runs of consecutive elements
/// that belong together.
public struct AsyncChunkedByGroupSequence<Base: AsyncSequence, Collected: RangeReplaceableCollection>: AsyncSequence
where Collected.Element == Base.Element {
  public typealias Element = Collected
  public typealias Failure = Base.Failure

  let base: Base
  let belongInSameGroup: (Base.Element, Base.Element) -> Bool

  /// Collects a group until an element starts the next.
  public struct Iterator: AsyncIteratorProtocol {
    var base: Base.AsyncIterator
    let belongInSameGroup: (Base.Element, Base.Element) -> Bool
    /// The open group's last element, which the next one is compared with; `nil` while no group
    /// is open.
    var last: Base.Element?
    var group = Collected()
    var finished = false

    public mutating func next(isolation actor: isolated (any Actor)?) async throws(Failure) -> Collected? {
      guard !finished else { return nil }
      while let element = try await base.next(isolation: actor, ending: &finished) {
        defer { last = element }
        guard let previous = last, !belongInSameGroup(previous, element) else {
          group.append(element)
          continue
        }
        let closed = group
        group = Collected()
        group.append(element)
        return closed
      }
      return last == nil ? nil : group
    }

    public mutating func next() async throws(Failure) -> Collected? { try await next(isolation: nil) }
  }

  public func makeAsyncIterator() -> Iterator {
    Iterator(base: base.makeAsyncIterator(), belongInSameGroup: belongInSameGroup)
  }
}

// Safety: as with the standard library's operators, the closure is not `@Sendable`; the sequence
// is sendable so that it can be handed to the task that iterates it, which alone calls it.
extension AsyncChunkedByGroupSequence: @unchecked Sendable where Base: Sendable, Base.Element: Sendable {}

@available(*, unavailable)
extension AsyncChunkedByGroupSequence.Iterator: Sendable {}

/// The sequence that `chunked(on:)` and `chunked(into:on:)` return: runs of consecutive elements
/// with the same projection, each with it.
public struct AsyncChunkedOnProjectionSequence<
  Base: AsyncSequence, Subject: Equatable, Collected: RangeReplaceableCollection
>: AsyncSequence where Collected.Element == Base.Element {
  public typealias Element = (Subject, Collected)
  public typealias Failure = Base.Failure

  let base: Base
  let projection: (Base.Element) -> Subject

  /// Collects a group until an element with another projection starts the next.
  public struct Iterator: AsyncIteratorProtocol {
    var base: Base.AsyncIterator
    let projection: (Base.Element) -> Subject
    /// The open group's projection; `nil` while no group is open.
    var subject: Subject?
    var group = Collected()
    var finished = false

    public mutating func next(isolation actor: isolated (any Actor)?) async throws(Failure) -> (Subject, Collected)? {
      guard !finished else { return nil }
      while let element = try await base.next(isolation: actor, ending: &finished) {
        let projected = projection(element)
        guard let open = subject, open != projected else {
          subject = projected
          group.append(element)
          continue
        }
        let closed = (open, group)
        subject = projected
        group = Collected()
        group.append(element)
        return closed
      }
      return subject.map { ($0, group) }
    }

    public mutating func next() async throws(Failure) -> (Subject, Collected)? { try await next(isolation: nil) }
  }

  public func makeAsyncIterator() -> Iterator {
    Iterator(base: base.makeAsyncIterator(), projection: projection)
  }
}

// Safety: as with the standard library's operators, the closure is not `@Sendable`; the sequence
// is sendable so that it can be handed to the task that iterates it, which alone calls it.
extension AsyncChunkedOnProjectionSequence: @unchecked Sendable where Base: Sendable, Base.Element: Sendable {}

@available(*, unavailable)
extension AsyncChunkedOnProjectionSequence.Iterator: Sendable {}
