import BenchmarkKit
import Foundation

/// Reports with made-up timings, so the writers and the comparison are checked without timing
/// anything.
enum Synthetic {
  static let machine = Machine(
    cpu: "Test CPU <fast> & small", cores: 2, memoryBytes: 4_294_967_296, operatingSystem: "TestOS 1",
    architecture: "x86_64")

  static let chains = [
    ChainInfo(id: "W1", title: "0..<1M → map → filter → reduce", unit: "source element"),
    ChainInfo(id: "W4", title: "just.map.filter | subscribe", unit: "subscription"),
    ChainInfo(id: "W9", title: "never measured", unit: "thing"),
  ]

  /// W1 with both floors, rx and an rx variant; W4 with floors and rx.
  static func report(rx w1Rx: Double = 30, w4Rx: Double = 1_000) -> BenchmarkReport {
    BenchmarkReport(
      machine: machine, toolchain: "Swift 6.3 compiler, release build",
      date: Date(timeIntervalSince1970: 1_800_000_000),
      configuration: RunConfiguration(iterations: 3, warmup: 1, quick: false, isolated: true),
      chains: chains,
      cells: [
        cell("W1", .loop, [0.5, 0.6, 0.7]),
        cell("W1", .dynamic, [4, 4, 5]),
        cell("W1", .rx, [w1Rx, w1Rx * 0.9, w1Rx * 1.1]),
        cell("W1", .rx, variant: "range", [25, 26, 27]),
        cell("W4", .loop, [0.5, 0.5, 0.5]),
        cell("W4", .dynamic, [4, 4, 4]),
        cell("W4", .rx, [w4Rx, w4Rx, w4Rx]),
      ])
  }

  static func cell(_ chain: String, _ style: Style, variant: String? = nil, _ samples: [Double]) -> CellResult {
    CellResult(
      chain: chain, style: style, variant: variant, elements: 1_000, checksum: 42, samples: samples,
      peakMemoryBytes: 20 * 1_048_576)
  }
}
