import BenchmarkKit
import Foundation

/// The exit codes `--help` documents.
enum ExitCode {
  static let success: Int32 = 0
  static let checksumMismatch: Int32 = 1
  static let usage: Int32 = 2
  static let regression: Int32 = 3
  static let debugBuild: Int32 = 4
}

/// Parses the command line, runs the selected cases, checks their checksums, and reports.
struct Runner {
  let registry: Registry

  func run(_ arguments: [String]) -> Int32 {
    let options: Options
    do {
      options = try Options.parse(arguments)
    } catch {
      printError("benchmarks: \(error.message)\nRun `benchmarks --help` to see the options.")
      return ExitCode.usage
    }
    if options.help {
      print(Options.usage)
      return ExitCode.success
    }
    #if DEBUG
      printError(
        """
        benchmarks: this is a debug build. Its code is not optimised, so its timings would be many \
        times slower than a release build's and would say nothing about the styles; it reports none.
        Run the release build instead:
          swift run -c release benchmarks
        """)
      return ExitCode.debugBuild
    #else
      if let name = options.runCase { return runIsolatedChild(name, options: options) }
      if options.scaling { return runScaling(options) }
      return runAll(options)
    #endif
  }

  /// What an isolated child does: measure one case and print it as JSON on standard output.
  private func runIsolatedChild(_ name: String, options: Options) -> Int32 {
    guard let benchmark = registry.cases.first(where: { $0.name == name }) else {
      printError("benchmarks: no case is named '\(name)'")
      return ExitCode.usage
    }
    do {
      let cell = try measure(
        benchmark, quick: options.quick, iterations: options.effectiveIterations, warmup: options.effectiveWarmup,
        cpuTime: options.cpuTime,
        size: options.size)
      FileHandle.standardOutput.write(try cell.jsonData())
      return ExitCode.success
    } catch {
      printError("benchmarks: \(error)")
      return ExitCode.checksumMismatch
    }
  }

  private func runAll(_ options: Options) -> Int32 {
    var baseline: BenchmarkReport?
    if let path = options.baseline {
      guard let data = FileManager.default.contents(atPath: path) else {
        printError("benchmarks: cannot read the baseline '\(path)': no readable file there")
        return ExitCode.usage
      }
      do {
        baseline = try BenchmarkReport(jsonData: data)
      } catch {
        printError("benchmarks: the baseline '\(path)' is not a results.json written by --output: \(error)")
        return ExitCode.usage
      }
    }
    let selected = select(options)
    guard !selected.isEmpty else {
      printError(nothingSelectedMessage(options))
      return ExitCode.usage
    }
    guard let cells = measured({ try measureAll(selected, options: options) }) else {
      return ExitCode.checksumMismatch
    }
    return finish(report(options, cells: cells), options: options, baseline: baseline)
  }

  /// Prints and writes the report, then decides the exit code.
  private func finish(_ report: BenchmarkReport, options: Options, baseline: BenchmarkReport?) -> Int32 {
    print(render(report, as: options.format), terminator: "")
    if let directory = options.outputDirectory {
      do {
        try write(report, to: directory)
      } catch {
        printError("benchmarks: cannot write the results to '\(directory)': \(error)")
        return ExitCode.usage
      }
    }
    var status = ExitCode.success
    if let baseline {
      let comparison = BaselineComparison(current: report, baseline: baseline, thresholdPercent: options.threshold)
      // Machine-readable formats keep standard output clean; the comparison goes beside them.
      if options.format == .table || options.format == .markdown {
        print("\n" + comparison.write(), terminator: "")
      } else {
        printError(comparison.write())
      }
      if !comparison.regressions.isEmpty { status = ExitCode.regression }
    }
    let mismatches = checksumMismatches(in: report)
    if !mismatches.isEmpty {
      for mismatch in mismatches { printError("benchmarks: checksum mismatch in \(mismatch)") }
      return ExitCode.checksumMismatch
    }
    return status
  }

  /// The chosen style cases plus the floors of their chains and the runtime floors they pay, in
  /// chain and style order.
  ///
  /// With neither `--filter` nor `--styles`, every chain's floors run, even for chains no style
  /// implements yet.
  private func select(_ options: Options) -> [BenchmarkCase] {
    let styles = options.styles ?? Style.allCases.filter { !$0.isFloor }
    let chosen = registry.cases.filter { !$0.style.isFloor && styles.contains($0.style) && options.matches($0.name) }
    var chains = Set(chosen.map(\.chain.id))
    if options.filter != nil {
      for floor in registry.cases where floor.style.isFloor && options.matches(floor.name) {
        chains.insert(floor.chain.id)
      }
    } else if options.styles == nil {
      chains.formUnion(registry.cases.map(\.chain.id))
    }
    // A chosen cell's runtime floor runs with it, with the loop floor of the floors' block.
    var chosenNames = Set(chosen.map(\.name))
    let runtimeFloors = chosen.compactMap(\.runtimeFloor)
    chosenNames.formUnion(runtimeFloors)
    if !runtimeFloors.isEmpty {
      chosenNames.insert(CellResult.name(chain: Chain.runtime.id, style: .loop, variant: nil))
    }
    let order = Dictionary(uniqueKeysWithValues: Chain.all.enumerated().map { ($1.id, $0) })
    return registry.cases
      .filter { ($0.style.isFloor && chains.contains($0.chain.id)) || chosenNames.contains($0.name) }
      .sorted {
        (order[$0.chain.id] ?? 0, $0.style, $0.variant ?? "") < (order[$1.chain.id] ?? 0, $1.style, $1.variant ?? "")
      }
  }

  private func nothingSelectedMessage(_ options: Options) -> String {
    let available = registry.cases.map(\.name).sorted().joined(separator: ", ")
    let styles = (options.styles ?? Style.selectable).map(\.rawValue).joined(separator: ",")
    let filter = options.filter.map { " and --filter '\($0)'" } ?? ""
    return "benchmarks: no case matches --styles \(styles)\(filter).\nThis build has: \(available)"
  }

  private func measureAll(_ cases: [BenchmarkCase], options: Options) throws -> [CellResult] {
    try measureInRounds(cases.map { ($0, nil) }, options: options)
  }

  /// Measures every `(case, size)` once per round, in order, and keeps each one's fastest process.
  ///
  /// Rounds rather than back-to-back repeats: a slow spell of the machine then hits one process
  /// of many cells instead of every process of one cell.
  private func measureInRounds(_ jobs: [(BenchmarkCase, size: Int?)], options: Options) throws -> [CellResult] {
    let progress = Progress()
    defer { progress.finish() }
    let rounds = options.effectiveProcesses
    var measurements = Array(repeating: [CellResult](), count: jobs.count)
    for round in 0..<rounds {
      for (index, (benchmark, size)) in jobs.enumerated() {
        let label =
          benchmark.name + (size.map { " n=\($0)" } ?? "") + (rounds > 1 ? " (round \(round + 1)/\(rounds))" : "")
        progress.show(round * jobs.count + index, of: rounds * jobs.count, label)
        measurements[index].append(try measureOnce(benchmark, options: options, size: size))
      }
    }
    return measurements.map(CellResult.fastest(of:))
  }

  /// One measurement of `benchmark`: in a child process when isolated, else in this one.
  private func measureOnce(_ benchmark: BenchmarkCase, options: Options, size: Int?) throws -> CellResult {
    guard options.effectiveIsolate else {
      return try measure(
        benchmark, quick: options.quick, iterations: options.effectiveIterations, warmup: options.effectiveWarmup,
        cpuTime: options.cpuTime,
        size: size)
    }
    var arguments = [
      "--run-case", benchmark.name, "--iterations", String(options.effectiveIterations), "--warmup",
      String(options.effectiveWarmup),
    ]
    if options.quick { arguments.append("--quick") }
    if options.cpuTime { arguments.append("--cpu-time") }
    if let size { arguments += ["--size", String(size)] }
    do {
      let child = try runSelf(arguments: arguments)
      var cell = try CellResult(jsonData: child.output)
      cell.peakMemoryBytes = child.peakMemoryBytes
      return cell
    } catch {
      throw ChildFailure(description: "\(benchmark.chain.id) (\(benchmark.name)): \(error)")
    }
  }

  /// What `measure` returns, or nil after printing why it failed.
  private func measured<Result>(_ measure: () throws -> Result) -> Result? {
    do {
      return try measure()
    } catch {
      printError("benchmarks: \(error)")
      return nil
    }
  }

  /// A report of this machine and run configuration.
  private func report(_ options: Options, cells: [CellResult], scaling: [ScalingResult]? = nil) -> BenchmarkReport {
    BenchmarkReport(
      machine: MachineInfo.current(), toolchain: MachineInfo.toolchain, date: Date(),
      configuration: RunConfiguration(
        iterations: options.effectiveIterations, warmup: options.effectiveWarmup, quick: options.quick,
        isolated: options.effectiveIsolate, processes: options.effectiveProcesses, cpuTime: options.cpuTime),
      chains: Chain.all.map(\.info), cells: cells, scaling: scaling)
  }

  /// `--scaling`: every selected cell of the chains that define sizes, at each size, with the
  /// loop floor as the reference line.
  private func runScaling(_ options: Options) -> Int32 {
    let selected = select(options).filter { !$0.chain.scalingSizes.isEmpty && $0.style != .dynamic }
    guard selected.contains(where: { !$0.style.isFloor }) else {
      printError(nothingSelectedMessage(options) + "\n--scaling measures W3, W5, W6 and W7.")
      return ExitCode.usage
    }
    guard let results = measured({ try measureScaling(selected, options: options) }) else {
      return ExitCode.checksumMismatch
    }
    let report = report(options, cells: [], scaling: results)
    switch options.format {
    case .table: print(ScalingWriter.table(report), terminator: "")
    case .markdown: print(ScalingWriter.markdown(report), terminator: "")
    case .csv, .json: print(((try? report.jsonData()).map { String(decoding: $0, as: UTF8.self) } ?? "{}"))
    }
    if let directory = options.outputDirectory {
      do {
        let folder = URL(fileURLWithPath: directory, isDirectory: true)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try report.jsonData().write(to: folder.appendingPathComponent("scaling.json"))
      } catch {
        printError("benchmarks: cannot write the results to '\(directory)': \(error)")
        return ExitCode.usage
      }
    }
    let mismatches = scalingMismatches(results)
    for mismatch in mismatches { printError("benchmarks: checksum mismatch in \(mismatch)") }
    return mismatches.isEmpty ? ExitCode.success : ExitCode.checksumMismatch
  }

  private func measureScaling(_ cases: [BenchmarkCase], options: Options) throws -> [ScalingResult] {
    let jobs = cases.flatMap { benchmark in
      benchmark.chain.scalingSizes(quick: options.quick).map { (benchmark, size: Optional($0)) }
    }
    var cells = try measureInRounds(jobs, options: options)[...]
    var results: [ScalingResult] = []
    for benchmark in cases {
      let sizes = benchmark.chain.scalingSizes(quick: options.quick)
      let points = zip(sizes, cells.prefix(sizes.count)).map { size, cell in
        ScalingPoint(size: size, elements: cell.elements, median: cell.summary.median, checksum: cell.checksum)
      }
      cells = cells.dropFirst(sizes.count)
      results.append(
        ScalingResult(chain: benchmark.chain.id, style: benchmark.style, variant: benchmark.variant, points: points))
    }
    return results
  }

  /// Every scaled cell whose checksum at some size differs from its chain's loop floor at that size,
  /// or whose chain has no loop floor to check it against.
  private func scalingMismatches(_ results: [ScalingResult]) -> [String] {
    results.flatMap { result -> [String] in
      guard let floor = results.first(where: { $0.chain == result.chain && $0.style == .loop }) else {
        return ["\(result.name): the chain \(result.chain) has no loop floor to check its checksum against"]
      }
      return zip(result.points, floor.points).compactMap { point, floorPoint in
        point.checksum == floorPoint.checksum
          ? nil
          : "\(result.name) at n=\(point.size): \(point.checksum), the loop floor \(floorPoint.checksum)"
      }
    }
  }

  /// Every cell whose checksum differs from its chain's loop floor, or whose chain has no loop floor
  /// to check it against (a chain without one is a mistake, not a cell to let through), by chain.
  private func checksumMismatches(in report: BenchmarkReport) -> [String] {
    report.cells.compactMap { cell in
      guard let floor = report.cells.first(where: { $0.chain == cell.chain && $0.style == .loop }) else {
        return "\(cell.chain): \(cell.name) has no loop floor to check its checksum against"
      }
      guard floor.checksum != cell.checksum else { return nil }
      return "\(cell.chain): \(cell.name) computed \(cell.checksum), the loop floor \(floor.checksum)"
    }
  }

  private func render(_ report: BenchmarkReport, as format: OutputFormat) -> String {
    switch format {
    case .table: TableWriter.write(report)
    case .markdown: MarkdownWriter.write(report)
    case .csv: CSVWriter.write(report)
    case .json: ((try? report.jsonData()).map { String(decoding: $0, as: UTF8.self) } ?? "{}") + "\n"
    }
  }

  private func write(_ report: BenchmarkReport, to directory: String) throws {
    let folder = URL(fileURLWithPath: directory, isDirectory: true)
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    // The pages are drawn from this file by `swift run generate`, so that one command makes every page.
    try report.jsonData().write(to: folder.appendingPathComponent("results.json"))
  }
}
