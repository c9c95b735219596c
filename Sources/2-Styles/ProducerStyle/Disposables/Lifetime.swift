import Synchronization

/// How long something lives: a started producer, a signal, an object holding a ``Token``.
///
/// Disposables added to a lifetime are disposed when it ends; an action observing the end of a
/// lifetime that has already ended runs at once.
///
/// ```swift
/// let producer = SignalProducer<Int, Never> { observer, lifetime in
///   let timer = startTimer { observer.send(value: $0) }
///   lifetime += timer  // stopped when the producer completes or is disposed
/// }
/// ```
public final class Lifetime: Sendable {
  @usableFromInline let state: LifetimeState

  init(_ state: LifetimeState) {
    self.state = state
  }

  /// Creates a lifetime that ends when `token` is released or disposed.
  public convenience init(_ token: Token) {
    self.init(token.state)
  }

  /// A lifetime that has already ended: an action observing its end runs at once, and a
  /// disposable added to it is disposed at once.
  public static let empty: Lifetime = {
    let state = LifetimeState()
    state.end()
    return Lifetime(state)
  }()

  /// Whether the lifetime has ended (or is ending: its owner has begun to terminate).
  @inlinable
  public var hasEnded: Bool { state.isEnding }

  /// Creates a lifetime and the token that ends it.
  ///
  /// ```swift
  /// final class Owner {
  ///   let lifetime: Lifetime
  ///   private let token: Lifetime.Token
  ///   init() { (lifetime, token) = Lifetime.make() }
  /// }
  /// ```
  /// - Returns: the lifetime and its token; the lifetime ends when the token is released.
  public static func make() -> (lifetime: Lifetime, token: Token) {
    let token = Token()
    return (Lifetime(token.state), token)
  }

  /// Runs `action` when the lifetime ends, or at once if it already has.
  /// - Returns: a disposable that cancels the observation, or `nil` when the lifetime had ended.
  @available(swift, introduced: 6)
  @discardableResult
  @preconcurrency public func observeEnded(_ action: @escaping @Sendable () -> Void) -> (any Disposable)? {
    state.disposables.add(action)
  }

  /// A signal that completes when the lifetime ends.
  public var ended: Signal<Never, Never> {
    Signal { observer, _ in
      self.observeEnded { observer.sendCompleted() }
    }
  }

  /// Disposes `disposable` when `lifetime` ends, or at once if it already has.
  /// - Returns: a disposable that removes `disposable` from the lifetime without disposing it.
  @discardableResult
  public static func += (lifetime: Lifetime, disposable: (any Disposable)?) -> (any Disposable)? {
    lifetime.state.disposables.add(disposable)
  }

  /// Ends a ``Lifetime`` when it is released or disposed.
  public final class Token: Sendable {
    let state = LifetimeState()

    /// Creates a token whose lifetime has not ended.
    public init() {}

    deinit {
      state.end()
    }

    /// Ends the lifetime now.
    public func dispose() { state.end() }
  }
}

/// The shared state of a lifetime; a started producer or a signal owns one.
@usableFromInline
// Safety: `scheduler` is written once, before `schedulerState` publishes it with a release store,
// and read only after an acquiring load has seen it published.
final class LifetimeState: @unchecked Sendable {
  @usableFromInline let ending = Synchronization.Atomic<Bool>(false)
  let disposables = CompositeDisposable()
  // Where an interruption from outside is delivered, if an operator of the run delivers on a
  // scheduler: 0 none, 1 being written, 2 published.
  private let schedulerState = Synchronization.Atomic<UInt8>(0)
  private var scheduler: (any Scheduler)?
  // The lifetime of the run this one's run was started in (see `RunEnd`), if any.
  private let enclosing: LifetimeState?
  // Whether a disposal from outside reaches this run's source through the enclosing run, so that
  // the scheduler this run delivers on is the enclosing run's too (see `RunEnd`).
  private let forwardsInterruption: Bool

  init(enclosing: LifetimeState? = nil, forwardsInterruption: Bool = false) {
    self.enclosing = enclosing
    self.forwardsInterruption = forwardsInterruption
    guard let enclosing else { return }
    // This one's end lets go of the link, so that a long-lived enclosing lifetime does not
    // collect the runs that ended inside it.
    disposables.add(enclosing.disposables.add(RunLink(self)))
  }

  /// Asks the sources of the run, and of the runs started inside it, to send `interrupted`,
  /// which then passes down each run as ReactiveSwift's interruption does: the operators on the
  /// way see it, and each run's lifetime ends as it passes (see `RunEnd`).
  ///
  /// A run that passes an interruption on to its source unchanged (`on(…)`, or the outermost
  /// run) asks the runs inside it. Any other run is a signal of its own in ReactiveSwift, which
  /// is interrupted at its own input: when the run has one (a source's input, an operator's
  /// output), `interrupted` is sent there and the run ends as it passes out, perhaps later, if
  /// that input is busy delivering. Otherwise this call ends the run itself: it interrupts and
  /// ends the runs inside it in the order they joined (the `interrupted` that passes out of the
  /// run meanwhile leaves the end to this call), then ends it.
  func interrupt() {
    let members = disposables.currentMembers()
    guard !forwardsInterruption && enclosing != nil else {
      for case let member as any Interruptible in members { member.interrupt() }
      return
    }
    let inputs = members.compactMap { $0 as? SourceInterrupter }
    guard inputs.isEmpty else {
      for input in inputs { input.interrupt() }
      return
    }
    guard !isEnding else { return }
    markEnding()
    for case let link as RunLink in members { link.dispose() }
    end()
  }

  /// Records that the run delivers its events on `scheduler`, so that disposing it from outside
  /// delivers `interrupted` there too. The first call wins: operators are built from the
  /// observer end, so it is the scheduler closest to the observer.
  func deliversInterruption(on scheduler: any Scheduler) {
    if forwardsInterruption { enclosing?.deliversInterruption(on: scheduler) }
    guard schedulerState.compareExchange(expected: 0, desired: 1, ordering: .relaxed).exchanged else { return }
    self.scheduler = scheduler
    schedulerState.store(2, ordering: .releasing)
  }

  /// The scheduler an interruption from outside is delivered on, if any: this run's, or the one
  /// of the run it was started in.
  var interruptionScheduler: (any Scheduler)? {
    schedulerState.load(ordering: .acquiring) == 2 ? scheduler : enclosing?.interruptionScheduler
  }

  // Read once per value by sequence sources: a plain load, inlined into the caller.
  @inlinable
  var isEnding: Bool { ending.load(ordering: .relaxed) }

  /// Makes ``isEnding`` true so that loops emitting values stop, before the end is delivered.
  func markEnding() { ending.store(true, ordering: .relaxed) }

  /// Ends the lifetime: disposes everything added to it.
  func end() {
    markEnding()
    disposables.dispose()
  }
}

/// A member of a lifetime that can be asked to interrupt its source before the lifetime ends.
protocol Interruptible: Disposable {
  func interrupt()
}

/// The link from a lifetime to the lifetime of a run started inside it.
///
/// When the enclosing lifetime ends, the run is interrupted and then ended, unless its terminal
/// event is already on its way out: then the run ends itself once the event has passed, so runs
/// end innermost last, as the signals of ReactiveSwift do.
// Safety: immutable; the state is thread-safe.
final class RunLink: Interruptible, @unchecked Sendable {
  private let run: LifetimeState

  init(_ run: LifetimeState) { self.run = run }

  var isDisposed: Bool { run.isEnding }

  func interrupt() {
    if !run.isEnding { run.interrupt() }
  }

  func dispose() {
    guard !run.isEnding else { return }
    run.interrupt()
    run.end()
  }
}

/// How a source sends `interrupted` into its run: asked first when the run is disposed from
/// outside, and again when its lifetime ends (a source that has terminated ignores it).
final class SourceInterrupter: Interruptible, Sendable {
  private let action: @Sendable () -> Void
  private let disposed = Synchronization.Atomic<Bool>(false)

  init(_ action: @escaping @Sendable () -> Void) { self.action = action }

  var isDisposed: Bool { disposed.load(ordering: .relaxed) }

  func interrupt() { action() }

  func dispose() {
    disposed.store(true, ordering: .relaxed)
    action()
  }
}
