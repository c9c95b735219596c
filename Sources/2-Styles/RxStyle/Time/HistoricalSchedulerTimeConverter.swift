import Foundation

/// The converter of ``HistoricalScheduler``: its virtual time is a date and its intervals are
/// seconds, so every conversion is the identity.
///
/// ```swift
/// let converter = HistoricalSchedulerTimeConverter()
/// converter.offsetVirtualTime(Date(timeIntervalSince1970: 10), offset: 5)  // 1970-01-01 00:00:15
/// ```
public struct HistoricalSchedulerTimeConverter: VirtualTimeConverterType {
  /// A reading of the clock: a date.
  public typealias VirtualTimeUnit = RxTime

  /// An interval: seconds.
  public typealias VirtualTimeIntervalUnit = TimeInterval

  /// Creates the converter.
  public init() {}

  /// - Parameter virtualTime: a date.
  /// - Returns: the same date.
  public func convertFromVirtualTime(_ virtualTime: RxTime) -> RxTime { virtualTime }

  /// - Parameter time: a date.
  /// - Returns: the same date.
  public func convertToVirtualTime(_ time: RxTime) -> RxTime { time }

  /// - Parameter virtualTimeInterval: seconds.
  /// - Returns: the same seconds.
  public func convertFromVirtualTimeInterval(_ virtualTimeInterval: TimeInterval) -> TimeInterval {
    virtualTimeInterval
  }

  /// - Parameter timeInterval: seconds.
  /// - Returns: the same seconds.
  public func convertToVirtualTimeInterval(_ timeInterval: TimeInterval) -> TimeInterval { timeInterval }

  /// The date `offset` seconds after `time`.
  /// - Parameters:
  ///   - time: a date.
  ///   - offset: seconds.
  /// - Returns: `time.addingTimeInterval(offset)`.
  public func offsetVirtualTime(_ time: RxTime, offset: TimeInterval) -> RxTime { time.addingTimeInterval(offset) }

  /// Compares two dates.
  /// - Parameters:
  ///   - lhs: a date.
  ///   - rhs: another date.
  /// - Returns: whether `lhs` is earlier than, the same as, or later than `rhs`.
  public func compareVirtualTime(_ lhs: RxTime, _ rhs: RxTime) -> VirtualTimeComparison {
    lhs < rhs ? .lessThan : lhs > rhs ? .greaterThan : .equal
  }
}
