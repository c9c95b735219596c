import Foundation
import RxStyle

/// The converter of ``TestScheduler``: virtual time counts integer ticks of `resolution` seconds.
///
/// Relative dispatch intervals are converted exactly (in whole nanoseconds, rounded to the
/// nearest tick), so that `.microseconds(1_500)` is 2 ticks of a millisecond.
///
/// ```swift
/// let scheduler = TestScheduler(initialClock: 0, resolution: 0.001)  // ticks of a millisecond
/// scheduler.scheduleRelative((), dueTime: .seconds(1)) { _ in Disposables.create() }  // due at 1000
/// ```
public struct TestSchedulerVirtualTimeConverter: VirtualTimeConverterType {
  /// A reading of the clock: ticks.
  public typealias VirtualTimeUnit = Int

  /// An interval: ticks.
  public typealias VirtualTimeIntervalUnit = Int

  /// Seconds per tick.
  let resolution: Double
  private let nanosecondsPerTick: Double

  init(resolution: Double) {
    self.resolution = resolution
    nanosecondsPerTick = max((resolution * 1_000_000_000).rounded(), 1)
  }

  /// The date `virtualTime × resolution` seconds after 1970.
  /// - Parameter virtualTime: ticks.
  /// - Returns: the date.
  public func convertFromVirtualTime(_ virtualTime: Int) -> RxTime {
    Date(timeIntervalSince1970: TimeInterval(virtualTime) * resolution)
  }

  /// The tick nearest to `time`.
  /// - Parameter time: a date.
  /// - Returns: its ticks since 1970.
  public func convertToVirtualTime(_ time: RxTime) -> Int {
    Self.clamped(time.timeIntervalSince1970 / resolution + 0.5)
  }

  /// The length of `virtualTimeInterval` ticks in seconds.
  /// - Parameter virtualTimeInterval: ticks.
  /// - Returns: seconds.
  public func convertFromVirtualTimeInterval(_ virtualTimeInterval: Int) -> TimeInterval {
    TimeInterval(virtualTimeInterval) * resolution
  }

  /// The number of ticks nearest to `timeInterval` seconds.
  /// - Parameter timeInterval: seconds.
  /// - Returns: ticks.
  public func convertToVirtualTimeInterval(_ timeInterval: TimeInterval) -> Int {
    Self.clamped(timeInterval / resolution + 0.5)
  }

  /// `offset` ticks after `time` (saturating instead of overflowing).
  /// - Parameters:
  ///   - time: ticks.
  ///   - offset: ticks.
  /// - Returns: the sum.
  public func offsetVirtualTime(_ time: Int, offset: Int) -> Int {
    let (sum, overflow) = time.addingReportingOverflow(offset)
    return overflow ? (offset > 0 ? .max : .min) : sum
  }

  /// Compares two tick counts.
  /// - Parameters:
  ///   - lhs: ticks.
  ///   - rhs: ticks.
  /// - Returns: whether `lhs` is earlier than, the same as, or later than `rhs`.
  public func compareVirtualTime(_ lhs: Int, _ rhs: Int) -> VirtualTimeComparison {
    lhs < rhs ? .lessThan : lhs > rhs ? .greaterThan : .equal
  }

  /// The tick `interval` after `time`, rounded to the nearest tick; `.never` is the tick of
  /// `Date.distantFuture`.
  /// - Parameters:
  ///   - time: ticks.
  ///   - interval: a dispatch interval.
  /// - Returns: ticks.
  public func offsetVirtualTime(_ time: Int, by interval: RxTimeInterval) -> Int {
    offsetVirtualTime(time, offset: ticks(interval))
  }

  /// `interval` in whole ticks, rounded to the nearest one.
  func ticks(_ interval: RxTimeInterval) -> Int {
    let nanoseconds: Double
    switch interval {
    case .seconds(let value): nanoseconds = Double(value) * 1_000_000_000
    case .milliseconds(let value): nanoseconds = Double(value) * 1_000_000
    case .microseconds(let value): nanoseconds = Double(value) * 1_000
    case .nanoseconds(let value): nanoseconds = Double(value)
    case .never: return convertToVirtualTime(.distantFuture)
    @unknown default: return convertToVirtualTime(.distantFuture)
    }
    return Self.clamped((nanoseconds / nanosecondsPerTick).rounded())
  }

  /// `value` as ticks, kept within ±2⁶² (half of `Int`'s range) so that adding one to a clock
  /// cannot overflow.
  private static func clamped(_ value: Double) -> Int {
    let limit = Double(1 << 62)
    guard value.isFinite else { return value > 0 ? 1 << 62 : -(1 << 62) }
    return Int(min(max(value, -limit), limit))
  }
}
