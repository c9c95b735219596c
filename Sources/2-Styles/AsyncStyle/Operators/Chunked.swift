extension AsyncSequence {
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
  ) -> AsyncSyncMapSequence<AsyncChunkedSequence<Self, Void>, [Element]> {
    AsyncChunkedSequence(base: self, startsGroup: { _, _ in nil }, belong: belongInSameGroup).map(\.elements)
  }

  /// Groups consecutive elements that have the same `projection`, emitting each group with it.
  ///
  /// ```swift
  /// let byInitial = ["ant", "ape", "bee"].async.chunked(on: \.first)
  /// // ("a", ["ant", "ape"]), ("b", ["bee"])
  /// ```
  /// - Parameter projection: the value elements of one group share.
  /// - Returns: a sequence of each group's projection and elements.
  public func chunked<Subject: Equatable>(
    on projection: @escaping (Element) -> Subject
  ) -> AsyncSyncMapSequence<AsyncChunkedSequence<Self, Subject>, (Subject, [Element])> {
    AsyncChunkedSequence<Self, Subject>(
      base: self,
      startsGroup: { previous, element in
        let subject = projection(element)
        return subject == previous ? nil : subject
      },
      belong: nil
    )
    .map { ($0.subject!, $0.elements) }
  }
}

/// The groups that `chunked(by:)` and `chunked(on:)` emit, each with its subject (`chunked(on:)`).
public struct AsyncChunkedSequence<Base: AsyncSequence, Subject>: AsyncSequence {
  public typealias Element = (subject: Subject?, elements: [Base.Element])
  public typealias Failure = Base.Failure

  let base: Base
  /// Returns the new group's subject when `element` starts a new group (`chunked(on:)`).
  let startsGroup: (Subject?, Base.Element) -> Subject?
  let belong: ((Base.Element, Base.Element) -> Bool)?

  init(
    base: Base, startsGroup: @escaping (Subject?, Base.Element) -> Subject?,
    belong: ((Base.Element, Base.Element) -> Bool)?
  ) {
    self.base = base
    self.startsGroup = startsGroup
    self.belong = belong
  }

  /// Collects a group until an element starts the next.
  public struct AsyncIterator: AsyncIteratorProtocol {
    var base: Base.AsyncIterator
    let startsGroup: (Subject?, Base.Element) -> Subject?
    let belong: ((Base.Element, Base.Element) -> Bool)?
    var group: [Base.Element] = []
    var subject: Subject?
    var finished = false

    public mutating func next(isolation actor: isolated (any Actor)?) async throws(Failure) -> Element? {
      guard !finished else { return nil }
      while true {
        let element: Base.Element?
        do {
          element = try await base.next(isolation: actor)
        } catch {
          finished = true
          throw error
        }
        guard let element else {
          finished = true
          return group.isEmpty ? nil : (subject, group)
        }
        if group.isEmpty {
          subject = startsGroup(nil, element)
          group = [element]
          continue
        }
        let newSubject = belong == nil ? startsGroup(subject, element) : nil
        let continues = belong.map { $0(group[group.count - 1], element) } ?? (newSubject == nil)
        if continues {
          group.append(element)
          continue
        }
        defer {
          group = [element]
          subject = newSubject
        }
        return (subject, group)
      }
    }

    public mutating func next() async throws(Failure) -> Element? { try await next(isolation: nil) }
  }

  public func makeAsyncIterator() -> AsyncIterator {
    AsyncIterator(base: base.makeAsyncIterator(), startsGroup: startsGroup, belong: belong)
  }
}

// Safety: as with the standard library's operators, the closures are not `@Sendable`; the
// sequence is sendable so that it can be handed to the task that iterates it, which alone calls them.
extension AsyncChunkedSequence: @unchecked Sendable where Base: Sendable, Base.Element: Sendable {}

@available(*, unavailable)
extension AsyncChunkedSequence.AsyncIterator: Sendable {}
