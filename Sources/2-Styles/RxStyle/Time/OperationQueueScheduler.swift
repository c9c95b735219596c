import Foundation

/// Runs work as operations on an `OperationQueue`, with a priority.
///
/// ```swift
/// let queue = OperationQueue()
/// queue.maxConcurrentOperationCount = 2
/// images.observe(on: OperationQueueScheduler(operationQueue: queue)).map(decode)
/// ```
public final class OperationQueueScheduler: ImmediateSchedulerType {
  /// The queue that runs the work.
  public let operationQueue: OperationQueue
  /// The priority given to every operation.
  public let queuePriority: Operation.QueuePriority

  /// Creates a scheduler that adds its work to `operationQueue` with `queuePriority`.
  public init(operationQueue: OperationQueue, queuePriority: Operation.QueuePriority = .normal) {
    self.operationQueue = operationQueue
    self.queuePriority = queuePriority
  }

  /// Adds an operation that runs `action`.
  /// - Returns: a disposable that cancels the operation, or disposes what the action returned.
  @preconcurrency public func schedule<StateType: Sendable>(
    _ state: StateType, action: @escaping @Sendable (StateType) -> any Disposable
  ) -> any Disposable {
    let result = SingleAssignmentDisposable()
    let operation = BlockOperation {
      guard !result.isDisposed else { return }
      result.setDisposable(action(state))
    }
    operation.queuePriority = queuePriority
    operationQueue.addOperation(operation)
    return Disposables.create {
      operation.cancel()
      result.dispose()
    }
  }
}
