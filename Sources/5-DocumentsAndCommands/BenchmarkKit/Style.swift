/// The way a cell computes its chain: one of the floors or one of the package's styles.
package enum Style: String, Codable, CaseIterable, Sendable, Comparable {
  /// The hand-written loop: the physical limit of the machine.
  case loop
  /// The same loop calling each stage through a non-inlined function reference: the least any
  /// type-erased chain can cost.
  case dynamic
  /// What Swift's concurrency runtime itself costs per element (a task switch, a stream hand-off,
  /// an existential iteration): the least an async chain that needs it can cost.
  case runtime
  /// `RxStyle`'s `Observable`.
  case rx
  /// `ProducerStyle`'s `Signal` and `SignalProducer`.
  case producer
  /// `AsyncStyle`'s `AsyncSequence` operators.
  case async
  /// A library this package is compared with, named by the cell's variant (`peer:RxSwift`):
  /// only the peers' run of `Scripts/anchors/peers.sh` registers such cells.
  case peer

  /// The styles a user can select with `--styles`; the floors always run.
  package static let selectable: [Style] = [.rx, .producer, .async]

  /// Whether this is one of the floors rather than a style.
  package var isFloor: Bool { self == .loop || self == .dynamic || self == .runtime }

  /// How the style is named in tables and charts.
  package var label: String {
    switch self {
    case .loop: "loop floor"
    case .dynamic: "dynamic floor"
    case .runtime: "runtime floor"
    case .rx, .producer, .async, .peer: rawValue
    }
  }

  package static func < (lhs: Style, rhs: Style) -> Bool {
    allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
  }
}
