import RxStyle

/// A time on a ``TestScheduler``'s virtual clock, in ticks.
public typealias TestTime = Int

/// A value, usually an `Event`, with the virtual time at which it happened.
///
/// ```swift
/// XCTAssertEqual(observer.events, [.next(210, "a"), .completed(300)])
/// ```
public struct Recorded<Value>: CustomDebugStringConvertible {
  /// When it happened.
  public let time: TestTime
  /// What happened.
  public let value: Value

  /// Records `value` at `time`.
  public init(time: TestTime, value: Value) {
    self.time = time
    self.value = value
  }

  /// `value @ time`, as failure messages print it.
  public var debugDescription: String { "\(value) @ \(time)" }
}

extension Recorded: Equatable where Value: Equatable {}
extension Recorded: Sendable where Value: Sendable {}

extension Recorded {
  /// A recorded `.next(element)` at `time`.
  public static func next<Element>(_ time: TestTime, _ element: Element) -> Recorded<Event<Element>>
  where Value == Event<Element> {
    Recorded(time: time, value: .next(element))
  }

  /// A recorded `.completed` at `time`.
  ///
  /// Pass the element type where nothing else says it: `.completed(300, String.self)`.
  public static func completed<Element>(_ time: TestTime, _ type: Element.Type = Element.self)
    -> Recorded<Event<Element>>
  where Value == Event<Element> {
    Recorded(time: time, value: .completed)
  }

  /// A recorded `.error(error)` at `time`.
  ///
  /// Pass the element type where nothing else says it: `.error(15, failure, Int.self)`.
  public static func error<Element>(_ time: TestTime, _ error: Swift.Error, _ type: Element.Type = Element.self)
    -> Recorded<Event<Element>>
  where Value == Event<Element> {
    Recorded(time: time, value: .error(error))
  }

  /// The events of `recorded`, for building arrays in one expression.
  public static func events<Element>(_ recorded: Recorded<Event<Element>>...) -> [Recorded<Event<Element>>]
  where Value == Event<Element> {
    recorded
  }

  /// The events of `recorded`, for building arrays in one expression.
  public static func events<Element>(_ recorded: [Recorded<Event<Element>>]) -> [Recorded<Event<Element>>]
  where Value == Event<Element> {
    recorded
  }
}

/// A recorded `.next(element)` at `time` — the spelling of articles written before RxSwift 5.
@available(*, deprecated, message: "Use Recorded.next(_:_:), written .next(time, element) in an array")
public func next<Element>(_ time: TestTime, _ element: Element) -> Recorded<Event<Element>> {
  Recorded(time: time, value: .next(element))
}

/// A recorded `.completed` at `time` — the spelling of articles written before RxSwift 5.
@available(*, deprecated, message: "Use Recorded.completed(_:), written .completed(time) in an array")
public func completed<Element>(_ time: TestTime, _ type: Element.Type = Element.self) -> Recorded<Event<Element>> {
  Recorded(time: time, value: .completed)
}

/// A recorded `.error(error)` at `time` — the spelling of articles written before RxSwift 5.
@available(*, deprecated, message: "Use Recorded.error(_:_:), written .error(time, error) in an array")
public func error<Element>(_ time: TestTime, _ error: Swift.Error, _ type: Element.Type = Element.self)
  -> Recorded<Event<Element>>
{
  Recorded(time: time, value: .error(error))
}
