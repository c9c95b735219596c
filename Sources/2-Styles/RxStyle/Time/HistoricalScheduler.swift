import Foundation

/// A virtual-time scheduler whose clock is a date: for replaying recorded, time-stamped events
/// (logs, sensor traces) through time-based operators without waiting.
///
/// The clock moves only when told to: ``VirtualTimeScheduler/start()`` runs everything
/// scheduled, in time order, and ``VirtualTimeScheduler/advanceTo(_:)`` runs what is due up to a
/// date. Work due at the same time runs in the order it was scheduled, on the thread that
/// advances the clock. Relative times are seconds (`scheduleRelativeVirtual(_:dueTime:action:)`).
///
/// ```swift
/// let scheduler = HistoricalScheduler(initialClock: Date(timeIntervalSince1970: 0))
/// let observer = values.debounce(.seconds(1), scheduler: scheduler).subscribe(onNext: { print($0) })
/// scheduler.advanceTo(Date(timeIntervalSince1970: 60))
/// ```
// Safety: adds no state to the thread-safe VirtualTimeScheduler.
public final class HistoricalScheduler: VirtualTimeScheduler<HistoricalSchedulerTimeConverter>, @unchecked Sendable {
  /// Creates a scheduler whose clock reads `initialClock`.
  /// - Parameter initialClock: the starting date (1970 by default).
  public init(initialClock: RxTime = Date(timeIntervalSince1970: 0)) {
    super.init(
      initialClock: initialClock, converter: HistoricalSchedulerTimeConverter(), toKey: Self.key(of:),
      fromKey: Self.date(ofKey:))
  }

  /// A date as a key whose integer order is the dates' order: the bits of its seconds since the
  /// reference date, with the negative ones flipped so that they count upwards.
  @Sendable private static func key(of date: RxTime) -> Int64 {
    let bits = Int64(bitPattern: (date.timeIntervalSinceReferenceDate + 0).bitPattern)
    return bits < 0 ? bits ^ .max : bits
  }

  /// The inverse of ``key(of:)``.
  @Sendable private static func date(ofKey key: Int64) -> RxTime {
    let bits = key < 0 ? key ^ .max : key
    return Date(timeIntervalSinceReferenceDate: Double(bitPattern: UInt64(bitPattern: bits)))
  }
}
