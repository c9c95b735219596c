import Dispatch

extension DispatchTimeInterval {
  /// The interval in seconds; `.never` is infinite: the conversion behind Rx's public `seconds`
  /// and the producer's `timeInterval`.
  @inlinable
  package var secondsValue: Double {
    switch self {
    case .seconds(let value): Double(value)
    case .milliseconds(let value): Double(value) / 1_000
    case .microseconds(let value): Double(value) / 1_000_000
    case .nanoseconds(let value): Double(value) / 1_000_000_000
    case .never: .infinity
    @unknown default: .infinity
    }
  }
}
