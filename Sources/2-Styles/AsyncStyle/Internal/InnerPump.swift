/// What reaches the event loop of a flattening operator: an outer element, or an event of the
/// inner iteration with the given identifier.
enum FlattenInput<Outer: Sendable, Inner: Sendable, Failure: Error>: Sendable {
  case outer(Outer)
  case inner(id: Int, Inner)
  case innerFinished(id: Int)
  case innerFailed(id: Int, Failure)
}

extension EventLoop {
  /// Starts a task that iterates `inner` into this loop, tagging its events with `id`.
  ///
  /// A task of its own (on the consumer's executor preference) because a flattening operator
  /// must cancel one inner iteration without touching the others.
  func startInner<Inner: AsyncSequence & Sendable, Outer: Sendable>(
    _ inner: Inner, id: Int
  ) -> Task<Void, Never>
  where Input == FlattenInput<Outer, Inner.Element, Failure>, Inner.Failure == Failure, Inner.Element: Sendable {
    let events = self.events
    return Task.inheritingExecutor {
      var iterator = inner.makeAsyncIterator()
      do throws(Inner.Failure) {
        while let element = try await iterator.next(isolation: nil) {
          guard await events.send(.element(.inner(id: id, element))) else { return }
        }
        _ = await events.send(.element(.innerFinished(id: id)))
      } catch {
        _ = await events.send(.element(.innerFailed(id: id, error)))
      }
    }
  }
}
