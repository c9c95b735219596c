import StyleInternals

/// A task started on an ``AsyncTestScheduler``, whose outcome the test reads synchronously.
///
/// ```swift
/// let fetch = scheduler.spawn { try await service.fetch() }
/// scheduler.advance(by: .seconds(1))
/// XCTAssertEqual(try fetch.result?.get(), library)
/// ```
public final class TestTask<Success: Sendable, Failure: Error>: Sendable {
  private let outcome = Lock<Result<Success, Failure>?>(nil)
  private let handle = Lock<Task<Void, Never>?>(nil)

  init() {}

  func start(_ task: Task<Void, Never>) {
    handle.withLock { $0 = task }
  }

  func finish(_ result: Result<Success, Failure>) {
    outcome.withLock { $0 = result }
  }

  /// The task's outcome, or `nil` while it is still running.
  public var result: Result<Success, Failure>? { outcome.withLock { $0 } }

  /// Whether the task has returned or thrown.
  public var isFinished: Bool { result != nil }

  /// The returned value, or `nil` while running or after a failure.
  public var value: Success? {
    guard case .success(let value)? = result else { return nil }
    return value
  }

  /// The thrown error, or `nil` while running or after success.
  public var error: Failure? {
    guard case .failure(let error)? = result else { return nil }
    return error
  }

  /// Requests cancellation; the task reacts at the scheduler's next drive.
  public func cancel() {
    handle.withLock { $0 }?.cancel()
  }
}

extension AsyncTestScheduler {
  /// Starts `operation` on the scheduler; it runs at the next drive (``runUntilIdle()``,
  /// ``advance(by:)``, ``run()``).
  ///
  /// The operation does not inherit the caller's actor: it runs on the scheduler's executor,
  /// and so do its child tasks and the default actors it calls.
  /// - Parameter operation: the work to run.
  /// - Returns: a handle whose ``TestTask/result`` the test reads after driving the scheduler.
  @discardableResult
  public func spawn<Success: Sendable>(_ operation: sending @escaping () async -> Success) -> TestTask<Success, Never> {
    let testTask = TestTask<Success, Never>()
    testTask.start(
      Task(executorPreference: executor) {
        testTask.finish(.success(await operation()))
      })
    return testTask
  }

  /// Starts a throwing `operation` on the scheduler; it runs at the next drive.
  /// - Parameter operation: the work to run.
  /// - Returns: a handle whose ``TestTask/result`` the test reads after driving the scheduler.
  @discardableResult
  public func spawn<Success: Sendable>(
    _ operation: sending @escaping () async throws -> Success
  ) -> TestTask<Success, any Error> {
    let testTask = TestTask<Success, any Error>()
    testTask.start(
      Task(executorPreference: executor) {
        do {
          testTask.finish(.success(try await operation()))
        } catch {
          testTask.finish(.failure(error))
        }
      })
    return testTask
  }
}
