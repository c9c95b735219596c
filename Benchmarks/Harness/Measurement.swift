import BenchmarkKit
import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

private let opaqueSlot = Atomic<Int>(0)
private let blackHoleSlot = Atomic<Int>(0)

/// Returns `value` through an atomic, so that the optimiser cannot treat a size as a constant
/// and fold or hoist the work that depends on it.
func opaque(_ value: Int) -> Int {
  opaqueSlot.store(value, ordering: .relaxed)
  return opaqueSlot.load(ordering: .relaxed)
}

/// Consumes a result where the optimiser cannot see it unused.
func blackHole(_ value: Int) {
  blackHoleSlot.store(value, ordering: .relaxed)
}

/// A case whose checksum changed between runs: it computes something other than the chain.
struct UnstableChecksum: Error, CustomStringConvertible {
  let name: String
  let first: Int
  let later: Int
  var description: String { "\(name) gave checksum \(first), then \(later) on a later run" }
}

/// Runs `benchmark` `warmup` times untimed, then `iterations` times timed, at `size` or the
/// chain's own size; by the process's CPU time when `cpuTime` is set, else by the wall clock.
func measure(
  _ benchmark: BenchmarkCase, quick: Bool, iterations: Int, warmup: Int, cpuTime: Bool = false, size: Int? = nil
) throws(UnstableChecksum) -> CellResult {
  let size = size ?? benchmark.chain.size(quick: quick)
  let elements = benchmark.chain.elements(size: size)
  var checksum: Int?
  func check(_ result: Int) throws(UnstableChecksum) {
    blackHole(result)
    if let checksum, checksum != result {
      throw UnstableChecksum(name: benchmark.name, first: checksum, later: result)
    }
    checksum = result
  }
  benchmark.prepare?(size)
  for _ in 0..<warmup { try check(benchmark.body(opaque(size))) }
  var samples: [Double] = []
  let now = cpuTime ? processCPUNanoseconds : wallClockNanoseconds
  for _ in 0..<iterations {
    let start = now()
    let result = benchmark.body(opaque(size))
    let elapsed = now() - start
    try check(result)
    samples.append(elapsed / Double(elements))
  }
  return CellResult(
    chain: benchmark.chain.id, style: benchmark.style, variant: benchmark.variant, elements: elements,
    checksum: checksum ?? 0, samples: samples, runtimeFloor: benchmark.runtimeFloor)
}

private let wallClock = ContinuousClock()
private let wallClockStart = wallClock.now

private func wallClockNanoseconds() -> Double {
  let (seconds, attoseconds) = wallClockStart.duration(to: wallClock.now).components
  return Double(seconds) * 1e9 + Double(attoseconds) / 1e9
}

/// The CPU time every thread of this process has used: the time a loaded machine makes a run
/// wait for a core is not in it.
private func processCPUNanoseconds() -> Double {
  var time = timespec()
  clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &time)
  return Double(time.tv_sec) * 1e9 + Double(time.tv_nsec)
}
