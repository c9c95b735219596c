import Foundation
import StyleInternals
import Synchronization

/// Global hooks for what happens to errors nobody handles.
///
/// ```swift
/// Hooks.recordCallStackOnError = true
/// Hooks.defaultErrorHandler = { callStack, error in log("unhandled \(error) from \(callStack)") }
/// ```
public enum Hooks {
  /// Receives an error that reached a `subscribe` without an `onError` closure, with the call
  /// stack of that subscription if ``recordCallStackOnError`` was on when it was made.
  public typealias DefaultErrorHandler = @Sendable (_ subscriptionCallStack: [String], _ error: Swift.Error) -> Void

  /// Captures the call stack of a subscription.
  public typealias CustomCaptureSubscriptionCallstack = @Sendable () -> [String]

  private struct Handlers {
    var defaultErrorHandler: DefaultErrorHandler = Hooks.printUnhandledError
    var captureCallStack: CustomCaptureSubscriptionCallstack = { Thread.callStackSymbols }
  }

  private static let recordsCallStack = Atomic<Bool>(false)
  private static let handlers = Lock(Handlers())

  /// Whether subscriptions without an `onError` record their call stack for
  /// ``defaultErrorHandler`` (off by default: capturing a stack is slow).
  public static var recordCallStackOnError: Bool {
    get { recordsCallStack.load(ordering: .relaxed) }
    set { recordsCallStack.store(newValue, ordering: .relaxed) }
  }

  /// Called with every error that reaches a subscription without an `onError` closure. By
  /// default it prints the error (and the recorded call stack) in debug builds.
  public static var defaultErrorHandler: DefaultErrorHandler {
    get { handlers.withLock { $0.defaultErrorHandler } }
    set { handlers.withLock { $0.defaultErrorHandler = newValue } }
  }

  /// How a subscription's call stack is captured when ``recordCallStackOnError`` is on; by
  /// default `Thread.callStackSymbols`.
  public static var customCaptureSubscriptionCallstack: CustomCaptureSubscriptionCallstack {
    get { handlers.withLock { $0.captureCallStack } }
    set { handlers.withLock { $0.captureCallStack = newValue } }
  }

  /// The call stack to keep for a new subscription: captured only when asked for.
  static func subscriptionCallStack() -> [String] {
    recordCallStackOnError ? customCaptureSubscriptionCallstack() : []
  }

  @Sendable private static func printUnhandledError(_ callStack: [String], _ error: Swift.Error) {
    #if DEBUG
      if callStack.isEmpty {
        print("Unhandled error happened: \(error)")
      } else {
        print("Unhandled error happened: \(error)\n subscription called from:\n\(callStack.joined(separator: "\n"))")
      }
    #endif
  }
}
