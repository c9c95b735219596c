// The one place that reaches into the Swift concurrency runtime: two of its executor hooks, used by
// `AsyncTestScheduler.withVirtualTime` to catch the jobs of code that starts its own tasks.
//
// - `swift_task_enqueueGlobal_hook` is called for every job bound for the global concurrent
//   executor: `Task {}`, `Task.detached`, child tasks without an executor preference, a resumed
//   continuation or a `Task.yield()` of such a task, a hop back to nonisolated code.
// - `swift_task_getMainExecutor_hook` is called whenever the runtime asks for the main actor's
//   executor, before it enqueues a main-actor job and when it checks isolation. Answering with a
//   stand-in executor sends main-actor jobs there. (The runtime's main-executor *enqueue* hook is
//   not called for main-actor jobs, so it cannot be used.)
//
// Both are variables exported by `libswift_Concurrency`; a variable cannot be bound with
// `@_silgen_name`, so they are looked up by name with `dlsym`. They are installed once per process
// and never removed (removing one while another thread runs through it is a race); each keeps the
// hook installed before it and passes everything it does not capture on to it.
//
// Nothing is captured process-wide: a hook captures a job only when the thread enqueuing it is
// inside a `withVirtualTime` scope (a thread-specific value set by the scope); every other
// thread's jobs go where they always went. A process-wide capture made parallel tests hang and
// crash: one test's drive ran another test's main-actor work.

import AsyncStyleTestKit
import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

enum RuntimeHooks {
  typealias EnqueueGlobal = @convention(thin) (UnownedJob) -> Void
  typealias EnqueueGlobalHook = @convention(thin) (UnownedJob, EnqueueGlobal) -> Void
  typealias GetMainExecutor = @convention(thin) () -> UnownedSerialExecutor
  typealias GetMainExecutorHook = @convention(thin) (GetMainExecutor) -> UnownedSerialExecutor

  static let enqueueGlobalSymbol = "swift_task_enqueueGlobal_hook"
  static let getMainExecutorSymbol = "swift_task_getMainExecutor_hook"

  /// The runtime does not export a hook the capture needs.
  struct Unavailable: Error, Equatable {
    let missingSymbols: [String]

    var message: String {
      "AsyncTestScheduler.withVirtualTime needs the Swift runtime's executor hooks "
        + "\(missingSymbols.joined(separator: " and ")), which this runtime does not export, so it cannot catch "
        + "the tasks the code under test starts (Apple platforms export them from macOS 15.4, iOS 18.4, tvOS 18.4, "
        + "watchOS 11.4 and visionOS 2.4 on). Use the portable path instead: start the code under test with "
        + "scheduler.spawn { … } (or record its output with scheduler.record), and have it start its own tasks "
        + "with Task.inheritingExecutor { … } instead of Task { … }."
    }
  }

  /// Where the two hook variables live in this process.
  struct Locations {
    let enqueueGlobal: UnsafeMutablePointer<EnqueueGlobalHook?>
    let getMainExecutor: UnsafeMutablePointer<GetMainExecutorHook?>
  }

  /// Finds the hook variables through `lookup` (a symbol name to its address).
  static func locate(_ lookup: (String) -> UnsafeMutableRawPointer?) -> Result<Locations, Unavailable> {
    let enqueueGlobal = lookup(enqueueGlobalSymbol)
    let getMainExecutor = lookup(getMainExecutorSymbol)
    guard let enqueueGlobal, let getMainExecutor else {
      let missing = [(enqueueGlobalSymbol, enqueueGlobal), (getMainExecutorSymbol, getMainExecutor)]
        .filter { $0.1 == nil }.map(\.0)
      return .failure(Unavailable(missingSymbols: missing))
    }
    return .success(
      Locations(
        enqueueGlobal: enqueueGlobal.assumingMemoryBound(to: EnqueueGlobalHook?.self),
        getMainExecutor: getMainExecutor.assumingMemoryBound(to: GetMainExecutorHook?.self)))
  }

  /// Installs the hooks on first use; afterwards reports what the first attempt found.
  static let installation: Result<Void, Unavailable> = locate(processSymbol).map(install)

  private static func processSymbol(_ name: String) -> UnsafeMutableRawPointer? {
    dlsym(dlopen(nil, RTLD_NOW), name)
  }

  // The hooks installed before ours, as bit patterns (0: none); stored before our hooks are, and
  // read with acquiring loads, so a thread that runs through our hook sees them.
  private static let previousEnqueueGlobal = Atomic<Int>(0)
  private static let previousGetMainExecutor = Atomic<Int>(0)

  private static func install(_ locations: Locations) {
    previousEnqueueGlobal.store(unsafeBitCast(locations.enqueueGlobal.pointee, to: Int.self), ordering: .releasing)
    previousGetMainExecutor.store(unsafeBitCast(locations.getMainExecutor.pointee, to: Int.self), ordering: .releasing)
    // Read before the hooks exist: afterwards, a thread inside a scope would get its stand-in.
    _ = MainActorStandIn.realMainExecutor
    _ = CaptureScope.key
    _ = CaptureScope.ownerKey
    locations.enqueueGlobal.pointee = { job, original in
      if let scope = CaptureScope.capturing {
        if CaptureScope.current !== scope { scope.noteEscape() }
        scope.executor.enqueueCaptured(job)
        return
      }
      let previous = unsafeBitCast(
        RuntimeHooks.previousEnqueueGlobal.load(ordering: .acquiring), to: EnqueueGlobalHook?.self)
      if let previous { previous(job, original) } else { original(job) }
    }
    locations.getMainExecutor.pointee = { original in
      if let scope = CaptureScope.capturing { return scope.mainActor.asUnownedSerialExecutor() }
      let previous = unsafeBitCast(
        RuntimeHooks.previousGetMainExecutor.load(ordering: .acquiring), to: GetMainExecutorHook?.self)
      if let previous { return previous(original) }
      return original()
    }
  }
}

/// The capture in force on the current thread: the scope's test executor and its stand-in for the
/// main actor's executor.
///
/// A thread-specific value points at it while the thread is inside `withVirtualTime`; the scope
/// keeps the object alive for that long.
final class CaptureScope: Sendable {
  let executor: TestTaskExecutor
  let mainActor: MainActorStandIn
  /// The thread that runs the scope's jobs, for an async-bodied scope; `nil` when the test's own
  /// thread drives a synchronous scope.
  let driver: ScopeDriver?
  /// Whether the scope still captures: a scope that ended passes jobs through to the real
  /// executors, whichever thread still refers to it.
  private let open = Atomic<Bool>(true)

  init(executor: TestTaskExecutor, mainActor: MainActorStandIn, driver: ScopeDriver? = nil) {
    self.executor = executor
    self.mainActor = mainActor
    self.driver = driver
  }

  var isOpen: Bool { open.load(ordering: .acquiring) }

  // Jobs that tasks of the scope enqueued while running on another thread than the scope's.
  private let escapes = Atomic<Int>(0)

  /// Counts a job enqueued by a task of the scope that was running outside it: something else (a
  /// Dispatch queue, a real clock) had resumed it on the global pool.
  func noteEscape() { escapes.add(1, ordering: .relaxed) }

  /// How many jobs tasks of the scope enqueued while running outside it.
  var escapeCount: Int { escapes.load(ordering: .relaxed) }

  /// Stops capturing.
  func close() { open.store(false, ordering: .releasing) }

  /// The scope of an async-bodied scope's tasks, inherited by the tasks they start: a task that
  /// resumed outside the scope's thread (woken by a Dispatch queue or a real clock) is brought
  /// back by the next job it enqueues.
  @TaskLocal static var ofTask: CaptureScope?

  /// The open scope that captures the jobs enqueued by the current thread: the thread's own, or
  /// else the one of the task running on it.
  static var capturing: CaptureScope? {
    if let scope = current, scope.isOpen, currentTaskOwnsThreadScope { return scope }
    if let scope = ofTask, scope.isOpen { return scope }
    return nil
  }

  static let key: pthread_key_t = {
    var key = pthread_key_t()
    let status = pthread_key_create(&key, nil)
    precondition(status == 0, "AsyncTestScheduler: pthread_key_create failed with error \(status)")
    return key
  }()

  /// The scope the current thread is in, if any.
  static var current: CaptureScope? {
    guard let pointer = pthread_getspecific(key) else { return nil }
    return Unmanaged<CaptureScope>.fromOpaque(pointer).takeUnretainedValue()
  }

  /// Makes `scope` the current thread's scope (or none), for whichever task runs on the thread,
  /// and returns what it replaces, which the caller hands to ``restore(_:)`` when its own scope
  /// ends.
  static func replaceCurrent(with scope: CaptureScope?) -> ThreadCapture {
    let previous = ThreadCapture(scope: current, owner: pthread_getspecific(ownerKey))
    set(scope, owner: nil)
    return previous
  }

  /// Puts back what ``replaceCurrent(with:)`` replaced, owner included: a pool thread that an
  /// unchecked flag's scope captured for one task alone would otherwise capture every job it runs
  /// once a synchronous scope or drive inside that task had come and gone.
  static func restore(_ capture: ThreadCapture) {
    set(capture.scope, owner: capture.owner)
  }

  private static func set(_ scope: CaptureScope?, owner: UnsafeMutableRawPointer?) {
    let pointer = scope.map { UnsafeRawPointer(Unmanaged.passUnretained($0).toOpaque()) }
    pthread_setspecific(key, pointer)
    pthread_setspecific(ownerKey, owner)
  }

  /// The task, if any, for which alone the thread's scope captures: set by
  /// `uncheckedUseMainSerialExecutor = true` from inside a task. Its thread is then a pool thread
  /// that goes on to run other tests' jobs and Dispatch blocks once the task moves on; without it,
  /// those would be caught by the flag's scope.
  static let ownerKey: pthread_key_t = {
    var key = pthread_key_t()
    let status = pthread_key_create(&key, nil)
    precondition(status == 0, "AsyncTestScheduler: pthread_key_create failed with error \(status)")
    return key
  }()

  /// Makes the thread's scope capture only for the task running now, when there is one.
  static func restrictCurrentToRunningTask() {
    guard let task = withUnsafeCurrentTask(body: { $0 }) else { return }
    pthread_setspecific(ownerKey, UnsafeRawPointer(bitPattern: UInt(bitPattern: task.hashValue) | 1))
  }

  private static var currentTaskOwnsThreadScope: Bool {
    guard let owner = pthread_getspecific(ownerKey) else { return true }
    guard let task = withUnsafeCurrentTask(body: { $0 }) else { return false }
    return UnsafeRawPointer(bitPattern: UInt(bitPattern: task.hashValue) | 1) == UnsafeRawPointer(owner)
  }
}

/// What a thread was inside before a scope replaced it: the scope, kept alive until it is
/// restored, and the task for which alone it captured, if any.
struct ThreadCapture {
  fileprivate let scope: CaptureScope?
  fileprivate let owner: UnsafeMutableRawPointer?
}
