import Foundation

/// What a ``VirtualTimeScheduler`` needs to know about its clock: the unit of its times and of
/// its intervals, how they map to dates and seconds, and how two times compare.
///
/// A converter is a small value; the scheduler keeps one and asks it whenever a time is
/// scheduled, compared or shown as a date.
///
/// ```swift
/// /// One virtual unit is a minute.
/// struct MinuteConverter: VirtualTimeConverterType {
///   func convertFromVirtualTime(_ virtualTime: Int) -> RxTime { Date(timeIntervalSince1970: Double(virtualTime) * 60) }
///   func convertToVirtualTime(_ time: RxTime) -> Int { Int(time.timeIntervalSince1970 / 60) }
///   func convertFromVirtualTimeInterval(_ virtualTimeInterval: Int) -> TimeInterval { Double(virtualTimeInterval) * 60 }
///   func convertToVirtualTimeInterval(_ timeInterval: TimeInterval) -> Int { Int(timeInterval / 60) }
///   func offsetVirtualTime(_ time: Int, offset: Int) -> Int { time + offset }
///   func compareVirtualTime(_ lhs: Int, _ rhs: Int) -> VirtualTimeComparison {
///     lhs < rhs ? .lessThan : lhs > rhs ? .greaterThan : .equal
///   }
/// }
/// let scheduler = VirtualTimeScheduler(initialClock: 0, converter: MinuteConverter())
/// ```
@preconcurrency public protocol VirtualTimeConverterType: Sendable {
  /// A reading of the virtual clock.
  associatedtype VirtualTimeUnit: Sendable

  /// The difference between two readings of the virtual clock.
  associatedtype VirtualTimeIntervalUnit: Sendable

  /// The date a virtual time stands for.
  /// - Parameter virtualTime: a reading of the virtual clock.
  /// - Returns: the corresponding date.
  func convertFromVirtualTime(_ virtualTime: VirtualTimeUnit) -> RxTime

  /// The virtual time a date stands for.
  /// - Parameter time: a date.
  /// - Returns: the corresponding reading of the virtual clock.
  func convertToVirtualTime(_ time: RxTime) -> VirtualTimeUnit

  /// The length of a virtual interval in seconds.
  /// - Parameter virtualTimeInterval: a virtual interval.
  /// - Returns: its length in seconds.
  func convertFromVirtualTimeInterval(_ virtualTimeInterval: VirtualTimeIntervalUnit) -> TimeInterval

  /// The virtual interval that lasts `timeInterval` seconds.
  /// - Parameter timeInterval: a length in seconds.
  /// - Returns: the corresponding virtual interval.
  func convertToVirtualTimeInterval(_ timeInterval: TimeInterval) -> VirtualTimeIntervalUnit

  /// The virtual time `offset` after `time`.
  /// - Parameters:
  ///   - time: a reading of the virtual clock.
  ///   - offset: the interval to add.
  /// - Returns: the later (or, for a negative offset, earlier) time.
  func offsetVirtualTime(_ time: VirtualTimeUnit, offset: VirtualTimeIntervalUnit) -> VirtualTimeUnit

  /// How `lhs` compares with `rhs`: the scheduler runs work in this order.
  /// - Parameters:
  ///   - lhs: a reading of the virtual clock.
  ///   - rhs: another one.
  /// - Returns: whether `lhs` is earlier than, the same as, or later than `rhs`.
  func compareVirtualTime(_ lhs: VirtualTimeUnit, _ rhs: VirtualTimeUnit) -> VirtualTimeComparison

  /// The virtual time `interval` after `time`: where ``VirtualTimeScheduler/scheduleRelative(_:dueTime:action:)``
  /// puts work.
  ///
  /// The default converts `time` to a date, adds `interval` (`.never` is `Date.distantFuture`)
  /// and converts back. A converter whose unit is finer than a date's precision implements it
  /// with exact arithmetic.
  /// - Parameters:
  ///   - time: a reading of the virtual clock.
  ///   - interval: a dispatch interval.
  /// - Returns: the virtual time `interval` later.
  func offsetVirtualTime(_ time: VirtualTimeUnit, by interval: RxTimeInterval) -> VirtualTimeUnit
}

extension VirtualTimeConverterType {
  /// Converts `time` to a date, adds `interval` (`.never` gives `Date.distantFuture`) and converts back.
  /// - Parameters:
  ///   - time: a reading of the virtual clock.
  ///   - interval: a dispatch interval.
  /// - Returns: the virtual time `interval` later.
  public func offsetVirtualTime(_ time: VirtualTimeUnit, by interval: RxTimeInterval) -> VirtualTimeUnit {
    let seconds = interval.seconds
    let date = convertFromVirtualTime(time)
    return convertToVirtualTime(seconds.isFinite ? date.addingTimeInterval(seconds) : .distantFuture)
  }
}

/// How two virtual times compare.
///
/// Virtual times need not be `Comparable` (a date-based clock uses `Date`, an integer one `Int`),
/// so converters answer with this instead.
///
/// ```swift
/// converter.compareVirtualTime(10, 20)  // .lessThan
/// ```
public enum VirtualTimeComparison: Sendable {
  /// The left time is earlier.
  case lessThan
  /// The times are the same.
  case equal
  /// The left time is later.
  case greaterThan
}
