import AsyncStyleTestKit
import Dispatch
import Foundation
import StyleInternals

/// The thread of an async-bodied virtual-time scope: it runs the scope's jobs one at a time, first
/// in first out, and moves virtual time only when asked and only while no job is queued.
///
/// The test's body is itself one of those jobs, so it cannot drive the scope the way a synchronous
/// test does. An `await clock.advance(by:)` in it posts a request and suspends; the thread takes
/// the request once the queue is empty — every task of the scope has run as far as it can — and
/// carries it out one step at a time (wake what is due at the next instant, run until idle again),
/// then resumes the body. Between jobs, when nothing is queued and nothing is asked, the thread
/// waits for a job to arrive from elsewhere (a continuation resumed by Dispatch, a real sleep).
final class ScopeDriver: Sendable {
  /// One step of a request: runs on the scope's thread while the scope is idle.
  /// - Returns: whether the request is complete.
  typealias Step = @Sendable () -> Bool

  private struct Request {
    let step: Step
    let done: UnsafeContinuation<Void, Never>
  }

  private struct State {
    var requests: [Request] = []
    var isFinished = false
  }

  /// Signalled when a job is queued, a request posted or the body finished.
  let waker = DispatchSemaphore(value: 0)
  /// Whether `uncheckedUseMainSerialExecutor = true` opened the scope, so that `false` may end it.
  let isUnchecked: Bool
  private let state = Lock(State())

  init(unchecked: Bool = false) {
    isUnchecked = unchecked
  }

  /// Starts the scope's thread; `onExit` runs on it after the scope has closed.
  func start(_ scope: CaptureScope, onExit: @escaping @Sendable () -> Void) {
    let thread = Thread { [self] in
      run(scope)
      onExit()
    }
    thread.name = "AsyncTestScheduler scope"
    thread.stackSize = 8 << 20
    thread.start()
  }

  /// Suspends the calling task until `step` has returned `true`, each call made while the scope is
  /// idle.
  func perform(_ step: @escaping Step) async {
    await withUnsafeContinuation { continuation in
      state.withLock { $0.requests.append(Request(step: step, done: continuation)) }
      waker.signal()
    }
  }

  /// Tells the thread to close the scope once its queue is empty and no request is left.
  func finish() {
    state.withLock { $0.isFinished = true }
    waker.signal()
  }

  private enum Next {
    case request(Request)
    case finish
    case wait
  }

  private func run(_ scope: CaptureScope) {
    let outer = CaptureScope.replaceCurrent(with: scope)
    loop: while true {
      scope.executor.beginDrive()
      scope.executor.drain()
      switch next() {
      case .request(let request):
        guard request.step() else { continue loop }
        state.withLock { _ = $0.requests.removeFirst() }
        // Resumed from this thread, so the requesting task's next job queues here.
        request.done.resume()
      case .finish:
        break loop
      case .wait:
        waker.wait()
      }
    }
    scope.close()
    scope.mainActor.close()
    // Jobs that were queued before the scope closed; from now on jobs go to the real executors.
    scope.executor.beginDrive()
    scope.executor.drain()
    CaptureScope.restore(outer)
  }

  private func next() -> Next {
    state.withLock { state in
      if let request = state.requests.first { return .request(request) }
      return state.isFinished ? .finish : .wait
    }
  }
}
