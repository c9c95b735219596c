/// The way a cell computes its chain: one of the two floors or one of the package's styles.
package enum Style: String, Codable, CaseIterable, Sendable, Comparable {
  /// The hand-written loop: the physical limit of the machine.
  case loop
  /// The same loop calling each stage through a non-inlined function reference: the least any
  /// type-erased chain can cost.
  case dynamic
  /// `RxStyle`'s `Observable`.
  case rx
  /// `ProducerStyle`'s `Signal` and `SignalProducer`.
  case producer
  /// `AsyncStyle`'s `AsyncSequence` operators.
  case async

  /// The styles a user can select with `--styles`; the floors always run.
  package static let selectable: [Style] = [.rx, .producer, .async]

  /// Whether this is one of the two floors rather than a style.
  package var isFloor: Bool { self == .loop || self == .dynamic }

  /// How the style is named in tables and charts.
  package var label: String {
    switch self {
    case .loop: "loop floor"
    case .dynamic: "dynamic floor"
    case .rx, .producer, .async: rawValue
    }
  }

  package static func < (lhs: Style, rhs: Style) -> Bool {
    allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
  }
}
