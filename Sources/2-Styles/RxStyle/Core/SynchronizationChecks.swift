import StyleInternals
import Synchronization

/// A breach of the rule that one observer is called by one thread at a time, one call at a time.
public struct SynchronizationAnomaly: Sendable, CustomStringConvertible {
  /// What kind of breach it was.
  public enum Kind: Sendable {
    /// An observer sent an event into the sequence it was receiving from (a cycle).
    case reentrancy
    /// Two threads delivered events to one observer at the same time.
    case concurrency
  }

  /// What kind of breach it was.
  public let kind: Kind

  /// A message explaining the breach and the usual fix.
  public var description: String {
    switch kind {
    case .reentrancy:
      "Reentrancy anomaly: an event was delivered while the same observer was still handling one on this thread. "
        + "An observer probably feeds the sequence it observes; break the cycle or hop with observe(on:)."
    case .concurrency:
      "Concurrency anomaly: two threads delivered events to one observer at once. "
        + "Serialise the source (for example with observe(on:) onto a serial scheduler)."
    }
  }
}

/// What happens when a ``SynchronizationAnomaly`` is detected.
public enum SynchronizationAnomalyPolicy: Sendable {
  /// Nothing is checked (no cost per event).
  case ignore
  /// The anomaly is printed to standard error and delivery continues.
  case log
  /// The process stops with the anomaly's message.
  case fail
  /// `handler` is called, then delivery continues; tests use this to assert on anomalies.
  case report(@Sendable (SynchronizationAnomaly) -> Void)
}

/// The run-time policy for synchronization anomalies, checked by subjects and subscribers.
///
/// Defaults to ``SynchronizationAnomalyPolicy/log`` in debug builds and
/// ``SynchronizationAnomalyPolicy/ignore`` in release builds.
///
/// ```swift
/// SynchronizationChecks.policy = .fail
/// ```
public enum SynchronizationChecks {
  #if DEBUG
    private static let storedPolicy = Lock<SynchronizationAnomalyPolicy>(.log)
    private static let enabled = Atomic<Bool>(true)
  #else
    private static let storedPolicy = Lock<SynchronizationAnomalyPolicy>(.ignore)
    private static let enabled = Atomic<Bool>(false)
  #endif

  /// The policy in force.
  public static var policy: SynchronizationAnomalyPolicy {
    get { storedPolicy.withLock { $0 } }
    set {
      storedPolicy.withLock { $0 = newValue }
      if case .ignore = newValue {
        enabled.store(false, ordering: .relaxed)
      } else {
        enabled.store(true, ordering: .relaxed)
      }
    }
  }

  static var isEnabled: Bool { enabled.load(ordering: .relaxed) }

  static func report(_ anomaly: SynchronizationAnomaly) {
    switch policy {
    case .ignore: break
    case .log: print("⚠️ RxStyle: \(anomaly)")
    case .fail: preconditionFailure("RxStyle: \(anomaly)")
    case .report(let handler): handler(anomaly)
    }
  }
}
