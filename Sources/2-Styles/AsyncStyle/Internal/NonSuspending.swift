/// An asynchronous sequence whose iterator returns from every `next()` without suspending.
///
/// An operator that would start a task to iterate such a sequence concurrently with others can
/// instead iterate it in the consumer's own task, on demand: it cannot keep the consumer from the
/// other sequences, since each element is there at once.
@usableFromInline
protocol NonSuspendingAsyncSequence: AsyncSequence {}

extension AsyncSyncSequence: NonSuspendingAsyncSequence {}
