import BenchmarkKit

/// One chain written in one style: a closure that runs the chain at a size and returns its checksum.
struct BenchmarkCase {
  let chain: Chain
  let style: Style
  let variant: String?
  /// Untimed work before the first run at a size, such as building the floors' input array.
  let prepare: ((Int) -> Void)?
  let body: (Int) -> Int

  var name: String { CellResult.name(chain: chain.id, style: style, variant: variant) }
}

/// A file of cases for one style (or the floors).
protocol BenchmarkSuite {
  func register(in registry: inout Registry)
}

/// Every case the executable knows, in registration order.
struct Registry {
  private(set) var cases: [BenchmarkCase] = []

  mutating func register(_ suite: some BenchmarkSuite) {
    suite.register(in: &self)
  }

  /// Adds `chain` in `style`; `body` receives the size and returns the checksum.
  mutating func add(
    _ chain: Chain, _ style: Style, variant: String? = nil, prepare: ((Int) -> Void)? = nil,
    _ body: @escaping (Int) -> Int
  ) {
    let added = BenchmarkCase(chain: chain, style: style, variant: variant, prepare: prepare, body: body)
    precondition(!cases.contains { $0.name == added.name }, "two cases are named \(added.name)")
    cases.append(added)
  }
}
