/// Starts a task that hands each element of `sequence` to `body` until the sequence ends or the
/// task is cancelled.
///
/// The iterator is made before the task starts. A subject registers its consumer when the
/// iterator is made, so what the demo sends right after this call reaches `body`; an iterator
/// made inside the task would register whenever the task first runs, and could miss it.
///
/// ```swift
/// let task = observingTask(viewModel.output.text) { board.post($0, from: .async) }
/// viewModel.input.didTapButton.yield()
/// ```
func observingTask<S: AsyncSequence & Sendable>(
  _ sequence: S, _ body: @escaping @Sendable (S.Element) -> Void
) -> Task<Void, Never> where S.Failure == Never {
  let iterator = sequence.makeAsyncIterator()
  return Task {
    var iterator = iterator
    while let element = await iterator.next(isolation: nil) { body(element) }
  }
}
