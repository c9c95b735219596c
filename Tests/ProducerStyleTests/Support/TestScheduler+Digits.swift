import Foundation
import ProducerStyle
import ProducerStyleTest
import TestSupport

extension TestScheduler {
  /// A cold producer of the digits a diagram shows, `1` for 1 up to `9`; `#` fails with
  /// `TestError.boom`, `!` interrupts.
  ///
  /// ```swift
  /// let reply = try scheduler.digits("-1-2|")  // 1 at 1 s after each start, 2 at 3 s, completed at 4 s
  /// ```
  func digits(_ marbles: String) throws -> SignalProducer<Int, TestError> {
    try createColdProducer(marbles: marbles, values: digitValues, error: TestError.boom)
  }

  /// A hot signal of the producers a diagram names, playing from the scheduler's start.
  ///
  /// ```swift
  /// let outer = try scheduler.hot("-a--b|", ["a": first, "b": second])
  /// ```
  func hot<Inner: Sendable>(_ marbles: String, _ values: [Character: Inner]) throws -> Signal<Inner, TestError> {
    try createHotSignal(marbles: marbles, values: values, error: TestError.boom)
  }

  /// A hot signal of the digits a diagram shows, playing from the scheduler's start.
  func hotDigits(_ marbles: String) throws -> Signal<Int, TestError> {
    try createHotSignal(marbles: marbles, values: digitValues, error: TestError.boom)
  }
}

private let digitValues: [Character: Int] = Dictionary(
  uniqueKeysWithValues: (1...9).map { (Character(String($0)), $0) })
