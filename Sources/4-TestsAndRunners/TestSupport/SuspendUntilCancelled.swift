/// Suspends the current task until it is cancelled, then throws `CancellationError`: work that
/// never finishes by itself, for tests of cancellation, with no clock involved.
public func suspendUntilCancelled() async throws {
  let (never, continuation) = AsyncStream<Never>.makeStream()
  // A stream's iteration ends when its task is cancelled; nothing is ever sent.
  for await _ in never {}
  continuation.finish()
  throw CancellationError()
}
