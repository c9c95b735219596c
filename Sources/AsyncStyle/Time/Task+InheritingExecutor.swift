extension Task where Failure == Never {
  /// Starts an unstructured task that runs on the current task's preferred executor.
  ///
  /// Outside a task with an executor preference this is `Task { … }`: the task runs on the global
  /// concurrent executor, inherits the actor context, priority and task-local values. Inside a task
  /// that prefers an executor — code driven by a test scheduler — the new task prefers that
  /// executor too, so work a library starts on its own stays on the test's deterministic executor
  /// instead of escaping to the global pool. Library code that must start its own task (an
  /// operator pumping its upstream, a view model reacting to input) should start it this way.
  ///
  /// ```swift
  /// let pump = Task.inheritingExecutor {
  ///   for await element in upstream { storage.send(element) }
  /// }
  /// ```
  /// - Parameters:
  ///   - priority: the task's priority, or `nil` to inherit it.
  ///   - operation: the work to run.
  /// - Returns: the started task.
  @discardableResult
  public static func inheritingExecutor(
    priority: TaskPriority? = nil,
    @_inheritActorContext operation: sending @escaping @isolated(any) () async -> Success
  ) -> Task<Success, Never> {
    Task(executorPreference: currentTaskExecutorPreference(), priority: priority, operation: operation)
  }
}

extension Task where Failure == any Error {
  /// Starts an unstructured throwing task that runs on the current task's preferred executor.
  ///
  /// The throwing form of `Task.inheritingExecutor(priority:operation:)`: in
  /// production it behaves like `Task { … }`; inside a task that prefers an executor, the new task
  /// prefers the same executor.
  ///
  /// ```swift
  /// let request = Task.inheritingExecutor { try await service.fetch() }
  /// ```
  /// - Parameters:
  ///   - priority: the task's priority, or `nil` to inherit it.
  ///   - operation: the work to run.
  /// - Returns: the started task.
  @discardableResult
  public static func inheritingExecutor(
    priority: TaskPriority? = nil,
    @_inheritActorContext operation: sending @escaping @isolated(any) () async throws -> Success
  ) -> Task<Success, any Error> {
    Task(executorPreference: currentTaskExecutorPreference(), priority: priority, operation: operation)
  }
}

/// The executor the current task prefers, or `nil` outside a task or for a task without a
/// preference (which then runs on the global concurrent executor).
@usableFromInline
func currentTaskExecutorPreference() -> (any TaskExecutor)? {
  withUnsafeCurrentTask { task in task?.unownedTaskExecutor?.asTaskExecutor() }
}
