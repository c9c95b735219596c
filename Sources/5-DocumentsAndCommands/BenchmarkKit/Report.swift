import Foundation

/// One chain as the writers describe it.
package struct ChainInfo: Codable, Sendable, Equatable {
  /// The short name that starts each of the chain's cell names, and that filters match.
  package var id: String
  /// What the chain computes, such as `0..<1M → map → filter → reduce`.
  package var title: String
  /// What one element is, such as `source element`: timings are nanoseconds per unit.
  package var unit: String

  package init(id: String, title: String, unit: String) {
    self.id = id
    self.title = title
    self.unit = unit
  }
}

/// The machine a report was measured on.
package struct Machine: Codable, Sendable, Equatable {
  package var cpu: String
  package var cores: Int
  package var memoryBytes: UInt64
  package var operatingSystem: String
  package var architecture: String

  package init(cpu: String, cores: Int, memoryBytes: UInt64, operatingSystem: String, architecture: String) {
    self.cpu = cpu
    self.cores = cores
    self.memoryBytes = memoryBytes
    self.operatingSystem = operatingSystem
    self.architecture = architecture
  }
}

/// How a run was configured.
package struct RunConfiguration: Codable, Sendable, Equatable {
  package var iterations: Int
  package var warmup: Int
  package var quick: Bool
  package var isolated: Bool
  /// The child processes that measured each cell, the fastest of which was kept.
  package var processes: Int
  /// Whether runs were timed by the process's CPU time rather than the wall clock.
  package var cpuTime: Bool

  package init(
    iterations: Int, warmup: Int, quick: Bool, isolated: Bool, processes: Int = 1, cpuTime: Bool = false
  ) {
    self.iterations = iterations
    self.warmup = warmup
    self.quick = quick
    self.isolated = isolated
    self.processes = processes
    self.cpuTime = cpuTime
  }

  /// Reads a configuration; files written before `processes` and `cpuTime` existed measured in
  /// one process, by the wall clock.
  package init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    iterations = try container.decode(Int.self, forKey: .iterations)
    warmup = try container.decode(Int.self, forKey: .warmup)
    quick = try container.decode(Bool.self, forKey: .quick)
    isolated = try container.decode(Bool.self, forKey: .isolated)
    processes = try container.decodeIfPresent(Int.self, forKey: .processes) ?? 1
    cpuTime = try container.decodeIfPresent(Bool.self, forKey: .cpuTime) ?? false
  }
}

/// One chain computed in one style: every timed sample and what it computed.
package struct CellResult: Codable, Sendable, Equatable {
  package var chain: String
  package var style: Style
  /// A second way of writing the chain in the same style (such as `range` for a source), or nil.
  package var variant: String?
  /// Elements per run; the samples are nanoseconds per element.
  package var elements: Int
  package var checksum: Int
  package var samples: [Double]
  package var summary: Summary
  /// The peak resident memory of the process that ran this cell alone, when it ran isolated.
  package var peakMemoryBytes: Int?
  /// With `--processes`, the median of every process that measured the cell, in the order they
  /// ran; `samples` are those of the fastest.
  package var processMedians: [Double]?
  /// The name of the runtime floor this cell must pay per element (such as `R/runtime:switch`
  /// for a chain whose every element costs a task switch), or nil.
  package var runtimeFloor: String?

  package init(
    chain: String, style: Style, variant: String? = nil, elements: Int, checksum: Int, samples: [Double],
    peakMemoryBytes: Int? = nil, runtimeFloor: String? = nil
  ) {
    self.chain = chain
    self.style = style
    self.variant = variant
    self.elements = elements
    self.checksum = checksum
    self.samples = samples
    self.summary = Summary(samples)
    self.peakMemoryBytes = peakMemoryBytes
    self.runtimeFloor = runtimeFloor
  }

  /// The measurement of the process with the lowest median, carrying every process's median.
  ///
  /// A virtual machine can run a whole process 1.5–2× slower than the next (every function
  /// slower alike, for its whole life), so the fastest of a few processes is the figure that
  /// repeats; the other medians stay in the report to show the spread.
  /// - Parameter measurements: one cell measured by one or more processes (at least one).
  package static func fastest(of measurements: [CellResult]) -> CellResult {
    guard var fastest = measurements.min(by: { $0.summary.median < $1.summary.median }) else {
      preconditionFailure("a cell needs at least one measurement")
    }
    if measurements.count > 1 { fastest.processMedians = measurements.map(\.summary.median) }
    return fastest
  }

  /// The cell's name, as `--filter` matches it: `<chain>/<style>`, or `<chain>/<style>:<variant>`.
  package var name: String { CellResult.name(chain: chain, style: style, variant: variant) }

  /// The style with its variant, as tables show it: `rx` or `rx:range`.
  package var styleLabel: String { style.label + (variant.map { ":" + $0 } ?? "") }

  package static func name(chain: String, style: Style, variant: String?) -> String {
    "\(chain)/\(style.rawValue)" + (variant.map { ":" + $0 } ?? "")
  }
}

/// Everything one run measured, as `results.json` stores it.
package struct BenchmarkReport: Codable, Sendable, Equatable {
  /// Bumped when the layout changes incompatibly.
  package var formatVersion = 1
  package var machine: Machine
  package var toolchain: String
  package var date: Date
  package var configuration: RunConfiguration
  package var chains: [ChainInfo]
  package var cells: [CellResult]
  /// What a `--scaling` run measured: each cell at several sizes; nil for an ordinary run.
  package var scaling: [ScalingResult]?

  package init(
    machine: Machine, toolchain: String, date: Date, configuration: RunConfiguration, chains: [ChainInfo],
    cells: [CellResult], scaling: [ScalingResult]? = nil
  ) {
    self.machine = machine
    self.toolchain = toolchain
    self.date = date
    self.configuration = configuration
    self.chains = chains
    self.cells = cells
    self.scaling = scaling
  }

  /// The cells of `chain`, floors first, in style order.
  package func cells(of chain: String) -> [CellResult] {
    cells.filter { $0.chain == chain }.sorted { ($0.style, $0.variant ?? "") < ($1.style, $1.variant ?? "") }
  }

  /// The chains that have at least one cell, in the report's chain order.
  package var measuredChains: [ChainInfo] {
    chains.filter { chain in cells.contains { $0.chain == chain.id } }
  }

  /// The chains that have at least one scaling result, in the report's chain order.
  package var scaledChains: [ChainInfo] {
    chains.filter { chain in scaling?.contains { $0.chain == chain.id } ?? false }
  }

  /// The scaling results of `chain`, floors first, in style order.
  package func scaling(of chain: String) -> [ScalingResult] {
    (scaling ?? []).filter { $0.chain == chain }.sorted { ($0.style, $0.variant ?? "") < ($1.style, $1.variant ?? "") }
  }

  /// The median of `floor` for `chain`, if it was measured.
  package func floorMedian(_ floor: Style, of chain: String) -> Double? {
    cells.first { $0.chain == chain && $0.style == floor && $0.variant == nil }?.summary.median
  }

  /// The runtime floor `cell` is read against, and how many times slower than it the cell's
  /// median is; nil for a cell with no runtime floor or whose floor was not measured.
  package func runtimeRatio(of cell: CellResult) -> (floor: CellResult, ratio: Double)? {
    guard let name = cell.runtimeFloor, let floor = cells.first(where: { $0.name == name }),
      floor.summary.median > 0
    else { return nil }
    return (floor, cell.summary.median / floor.summary.median)
  }

  /// How many times slower than `floor` the cell's median is.
  package func ratio(of cell: CellResult, to floor: Style) -> Double? {
    guard let base = floorMedian(floor, of: cell.chain), base > 0 else { return nil }
    return cell.summary.median / base
  }
}
