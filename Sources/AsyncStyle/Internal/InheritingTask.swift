/// Starts an unstructured task that prefers the current task's executor.
///
/// Outside a test it behaves like `Task {}`. Inside a test that runs its code on a task executor
/// it keeps the new task on that executor, so the test can still drain every job and stay
/// deterministic. Every operator that needs a task of its own starts it here.
@discardableResult
func spawnInheritingExecutor(_ body: sending @escaping @isolated(any) () async -> Void) -> Task<Void, Never> {
  let executor = withUnsafeCurrentTask { $0?.unownedTaskExecutor }
  return Task(executorPreference: executor?.asTaskExecutor(), operation: body)
}
