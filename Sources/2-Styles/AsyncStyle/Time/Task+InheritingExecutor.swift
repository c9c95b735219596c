#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

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
///
/// The runtime names the preference from macOS, iOS, tvOS and watchOS 26.4 and visionOS 26.4 on
/// (and on every Linux); before that, the answer is the task executor running the current job
/// when it announces itself through ``RunningTaskExecutor`` (the test schedulers' executor does),
/// so work started under a test scheduler stays on it there too.
@usableFromInline
func currentTaskExecutorPreference() -> (any TaskExecutor)? {
  if #available(macOS 26.4, iOS 26.4, tvOS 26.4, watchOS 26.4, visionOS 26.4, *) {
    return withUnsafeCurrentTask { task in task?.unownedTaskExecutor?.asTaskExecutor() }
  }
  return RunningTaskExecutor.current
}

/// The task executor running jobs on the calling thread, for runtimes that cannot turn a task's
/// executor preference back into an executor.
///
/// An executor that runs its jobs on threads it drives itself wraps each job in
/// ``run(on:_:)``; code inside the job then finds it as ``current``. The value is per thread and
/// held without a reference: the executor outlives the jobs it runs.
package enum RunningTaskExecutor {
  private static let key: pthread_key_t = {
    var key = pthread_key_t()
    let status = pthread_key_create(&key, nil)
    precondition(status == 0, "AsyncStyle could not create its thread-local executor key (error \(status))")
    return key
  }()

  /// The executor whose job the calling thread runs, or `nil`.
  package static var current: (any TaskExecutor)? {
    guard let pointer = pthread_getspecific(key) else { return nil }
    return Unmanaged<AnyObject>.fromOpaque(pointer).takeUnretainedValue() as? any TaskExecutor
  }

  /// Runs `job` with `executor` as the calling thread's ``current`` executor.
  package static func run<R>(on executor: any TaskExecutor, _ job: () -> R) -> R {
    let key = key
    let outer = pthread_getspecific(key)
    pthread_setspecific(key, Unmanaged.passUnretained(executor as AnyObject).toOpaque())
    defer { pthread_setspecific(key, outer) }
    return job()
  }
}
