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
  @discardableResult
  public func observeEnded(_ action: @escaping @Sendable () -> Void) -> (any Disposable)? {
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

  /// Records that the run delivers its events on `scheduler`, so that disposing it from outside
  /// delivers `interrupted` there too. The first call wins: operators are built from the
  /// observer end, so it is the scheduler closest to the observer.
  func deliversInterruption(on scheduler: any Scheduler) {
    guard schedulerState.compareExchange(expected: 0, desired: 1, ordering: .relaxed).exchanged else { return }
    self.scheduler = scheduler
    schedulerState.store(2, ordering: .releasing)
  }

  /// The scheduler an interruption from outside is delivered on, if any.
  var interruptionScheduler: (any Scheduler)? {
    schedulerState.load(ordering: .acquiring) == 2 ? scheduler : nil
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
