import StyleInternals

/// What `flatMapMerge` knows about its iteration: the elements the inner sequences produced and
/// the consumer has not yet taken, the tasks that iterate the outer and the inner sequences, and
/// whether the result has ended.
///
/// The inner tasks append to one buffer and the consumer takes the whole buffer at each wake-up,
/// so an element costs an append under the lock instead of a task switch; the consumer is resumed
/// only when it is waiting. A sender that fills the buffer waits until the consumer takes it, which
/// bounds how far the inner sequences run ahead of the consumer.
@usableFromInline
struct FlatMapMergeStateMachine<Outer: Sendable, Element: Sendable, Failure: Error> {
  /// Why the result ends once the buffer is empty.
  @usableFromInline
  enum End {
    case finished
    case failed(Failure)
  }

  /// What happens after a transition, run once the lock is released.
  @usableFromInline
  struct Effects {
    @usableFromInline
    var consumer: UnsafeContinuation<Void, Never>?
    @usableFromInline
    var senders: [UnsafeContinuation<Bool, Never>] = []
    @usableFromInline
    var sendersMayContinue = true
    @usableFromInline
    var cancelled: [Task<Void, Never>] = []
    @usableFromInline
    var drained: UnsafeContinuation<Void, Never>?
    /// An outer element whose inner sequence must be started with the given task identifier.
    @usableFromInline
    var start: (element: Outer, id: Int)?

    @inlinable
    init() {}

    @inlinable
    func run() {
      for task in cancelled { task.cancel() }
      for sender in senders { sender.resume(returning: sendersMayContinue) }
      consumer?.resume()
      drained?.resume()
    }
  }

  @usableFromInline
  enum SendAction {
    case sent(Effects)
    case full(Effects)
    case stop
  }

  @usableFromInline
  enum TakeAction {
    case batch([Element], Effects)
    case end(Failure?, Effects)
    case suspend
  }

  /// The identifier of the outer sequence's task.
  @inlinable
  static var outerID: Int { 0 }

  @usableFromInline
  let maxConcurrent: Int
  @usableFromInline
  let capacity: Int
  @usableFromInline
  var buffer: [Element] = []
  @usableFromInline
  var end: End?
  @usableFromInline
  var consumer: UnsafeContinuation<Void, Never>?
  @usableFromInline
  var blockedSenders: [UnsafeContinuation<Bool, Never>] = []
  /// Every task started and not yet ended; `nil` until the starter has registered its handle.
  @usableFromInline
  var tasks: [Int: Task<Void, Never>?] = [:]
  @usableFromInline
  var drained: UnsafeContinuation<Void, Never>?
  /// Outer elements that wait for one of the `maxConcurrent` inner iterations to end.
  @usableFromInline
  var queued = FIFOBuffer<Outer>()
  @usableFromInline
  var runningInners = 0
  @usableFromInline
  var lastID = 0
  @usableFromInline
  var outerFinished = false

  @inlinable
  init(maxConcurrent: Int, capacity: Int) {
    self.maxConcurrent = maxConcurrent
    self.capacity = capacity
  }

  /// Accounts for the outer sequence's task, which the consumer starts at its first request.
  @inlinable
  mutating func startOuter() -> Int {
    tasks[Self.outerID] = .some(nil)
    return Self.outerID
  }

  /// Keeps `task`'s handle to cancel it later; `false` when the result has already ended, so the
  /// caller cancels it at once.
  @inlinable
  mutating func register(_ task: Task<Void, Never>, id: Int) -> Bool {
    guard end == nil else { return false }
    if tasks.index(forKey: id) != nil { tasks[id] = task }
    return true
  }

  @inlinable
  mutating func outerElement(_ element: Outer) -> Effects? {
    guard end == nil else { return nil }
    var effects = Effects()
    if runningInners < maxConcurrent {
      effects.start = (element, startInner())
    } else {
      queued.append(element)
    }
    return effects
  }

  @inlinable
  mutating func send(_ element: Element) -> SendAction {
    guard end == nil else { return .stop }
    buffer.append(element)
    var effects = Effects()
    effects.consumer = consumer
    consumer = nil
    return buffer.count < capacity ? .sent(effects) : .full(effects)
  }

  /// Parks a sender that filled the buffer; returns it when it need not wait (the consumer took the
  /// buffer meanwhile, or the result ended — then with `false`).
  @inlinable
  mutating func park(_ sender: UnsafeContinuation<Bool, Never>) -> (UnsafeContinuation<Bool, Never>, Bool)? {
    if end != nil { return (sender, false) }
    if buffer.count < capacity { return (sender, true) }
    blockedSenders.append(sender)
    return nil
  }

  /// The outer task ends: `failure` if the outer sequence failed, `nil` if it finished or stopped.
  @inlinable
  mutating func outerEnded(failure: Failure?) -> Effects {
    var effects = taskEnded(id: Self.outerID)
    if let failure {
      close(.failed(failure), into: &effects)
    } else if end == nil {
      outerFinished = true
      finishIfDone(into: &effects)
    }
    return effects
  }

  /// An inner task ends: `failure` if its sequence failed, `nil` if it finished or stopped.
  @inlinable
  mutating func innerEnded(id: Int, failure: Failure?) -> Effects {
    var effects = taskEnded(id: id)
    runningInners -= 1
    if let failure {
      close(.failed(failure), into: &effects)
    } else if end == nil {
      if !queued.isEmpty {
        effects.start = (queued.removeFirst(), startInner())
      } else {
        finishIfDone(into: &effects)
      }
    }
    return effects
  }

  /// The consumer asks for elements; `cancelled` when its task was cancelled.
  @inlinable
  mutating func take(replacingWith spare: [Element], cancelled: Bool) -> TakeAction {
    if cancelled {
      var effects = Effects()
      close(.finished, into: &effects)
      return .end(nil, effects)
    }
    if !buffer.isEmpty {
      var batch = spare
      swap(&batch, &buffer)
      var effects = Effects()
      effects.senders = blockedSenders
      blockedSenders = []
      return .batch(batch, effects)
    }
    switch end {
    case .failed(let failure): return .end(failure, Effects())
    case .finished: return .end(nil, Effects())
    case nil: return .suspend
    }
  }

  /// Keeps the waiting consumer; returns it when there is already something to take.
  @inlinable
  mutating func wait(_ waiter: UnsafeContinuation<Void, Never>) -> UnsafeContinuation<Void, Never>? {
    if !buffer.isEmpty || end != nil { return waiter }
    consumer = waiter
    return nil
  }

  /// The consuming task was cancelled, or the iterator was dropped: the result ends now.
  @inlinable
  mutating func cancel() -> Effects {
    var effects = Effects()
    close(.finished, into: &effects)
    return effects
  }

  /// Keeps the consumer until every task has ended; returns it when none is left.
  @inlinable
  mutating func awaitTasks(_ waiter: UnsafeContinuation<Void, Never>) -> UnsafeContinuation<Void, Never>? {
    if tasks.isEmpty { return waiter }
    drained = waiter
    return nil
  }

  @inlinable
  mutating func startInner() -> Int {
    runningInners += 1
    lastID += 1
    tasks[lastID] = .some(nil)
    return lastID
  }

  @inlinable
  mutating func taskEnded(id: Int) -> Effects {
    tasks[id] = nil
    var effects = Effects()
    if tasks.isEmpty {
      effects.drained = drained
      drained = nil
    }
    return effects
  }

  @inlinable
  mutating func finishIfDone(into effects: inout Effects) {
    guard outerFinished, runningInners == 0, queued.isEmpty else { return }
    close(.finished, into: &effects)
  }

  /// Ends the result: no element is accepted any more, every task is cancelled, waiting senders
  /// stop, and the consumer wakes to take what is left and then the end.
  @inlinable
  mutating func close(_ reason: End, into effects: inout Effects) {
    guard end == nil else { return }
    end = reason
    queued.removeAll()
    effects.cancelled = tasks.values.compactMap { $0 }
    effects.senders = blockedSenders
    effects.sendersMayContinue = false
    blockedSenders = []
    effects.consumer = consumer
    consumer = nil
  }
}
