/// When an observer subscribed to a ``TestableObservable`` and when it unsubscribed.
///
/// ```swift
/// XCTAssertEqual(source.subscriptions, [Subscription(200, 1000)])
/// ```
public struct Subscription: Hashable, Sendable, CustomDebugStringConvertible {
  /// The virtual time of the subscription.
  public let subscribe: TestTime
  /// The virtual time of disposal, or `Int.max` while still subscribed.
  public let unsubscribe: TestTime

  /// A subscription that has not ended.
  public init(_ subscribe: TestTime) {
    self.init(subscribe, .max)
  }

  /// A subscription from `subscribe` to `unsubscribe`.
  public init(_ subscribe: TestTime, _ unsubscribe: TestTime) {
    self.subscribe = subscribe
    self.unsubscribe = unsubscribe
  }

  /// `(subscribe : unsubscribe)`, with `Infinity` for a subscription that has not ended.
  public var debugDescription: String {
    "(\(subscribe) : \(unsubscribe == .max ? "Infinity" : String(unsubscribe)))"
  }
}
