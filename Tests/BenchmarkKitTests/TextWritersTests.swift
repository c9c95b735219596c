import BenchmarkKit
import XCTest

final class TextWritersTests: XCTestCase {
  func test_table_listsEachChainThenItsCellsWithRatiosAndMemory() {
    let lines = TableWriter.write(Synthetic.report()).split(separator: "\n").map(String.init)
    XCTAssertTrue(lines[0].hasPrefix("chain  style"))
    XCTAssertEqual(lines[2], "W1  0..<1M → map → filter → reduce  (ns per source element; checksum 42)")
    let rx = lines.first { $0.hasPrefix("W1     rx     ") } ?? ""
    for expected in ["30.0", "27.0–33.0", "50×", "7.5×", "20.0 MiB"] {
      XCTAssertTrue(rx.contains(expected), "\(expected) missing from: \(rx)")
    }
    XCTAssertFalse(lines.contains { $0.hasPrefix("W9") })
  }

  func test_csv_hasAHeaderAndOneLinePerCell() {
    let lines = CSVWriter.write(Synthetic.report()).split(separator: "\n").map(String.init)
    XCTAssertEqual(lines.count, 8)
    XCTAssertEqual(lines[3], "W1,rx,,1000,30,27,33,30,50,7.5,20971520,42,,")
    XCTAssertEqual(lines[4], "W1,rx,range,1000,26,25,27,26,43.33,6.5,20971520,42,,")
  }

  func test_markdown_escapesPipesAndHasOneRowPerCell() {
    let markdown = MarkdownWriter.write(Synthetic.report())
    XCTAssertTrue(markdown.contains("| W4 | just.map.filter \\| subscribe (subscription) | 42 |"), markdown)
    XCTAssertEqual(markdown.split(separator: "\n").filter { $0.hasPrefix("| W1 | ") }.count, 4 + 1)
    XCTAssertTrue(markdown.contains("- toolchain: Swift 6.3 compiler, release build"))
    XCTAssertTrue(markdown.contains("- machine: Test CPU <fast> & small, 2 cores, 4.0 GiB, TestOS 1 x86_64"), markdown)
    XCTAssertTrue(markdown.contains("- 3 timed iterations after 1 warm-up, each cell in its own process\n"), markdown)
  }

  func test_markdown_saysHowManyProcessesMeasuredEachCell() {
    var report = Synthetic.report()
    report.configuration.processes = 3
    XCTAssertTrue(
      MarkdownWriter.write(report).contains(
        "- 3 timed iterations after 1 warm-up, each cell in 3 processes of its own, the fastest kept\n"))
  }

  func test_markdown_saysWhenRunsWereTimedByCPUTime() {
    var report = Synthetic.report()
    XCTAssertFalse(MarkdownWriter.write(report).contains("CPU time"))
    report.configuration.cpuTime = true
    XCTAssertTrue(
      MarkdownWriter.write(report).contains(
        "each cell in its own process, timed by the process's CPU time (every thread), not the wall clock\n"))
  }

  func test_runtimeFloor_readsACellAgainstTheFloorItNamesInEveryWriter() {
    var report = Synthetic.report()
    report.chains.insert(ChainInfo(id: "R", title: "runtime floors", unit: "hand-off"), at: 0)
    report.cells.append(Synthetic.cell("R", .runtime, variant: "switch", [400, 500, 600]))
    var async = Synthetic.cell("W4", .async, [1_000, 1_100, 1_200])
    async.runtimeFloor = "R/runtime:switch"
    report.cells.append(async)
    var unmeasured = Synthetic.cell("W1", .async, [10, 10, 10])
    unmeasured.runtimeFloor = "R/runtime:existential"
    report.cells.append(unmeasured)

    XCTAssertEqual(report.runtimeRatio(of: async)?.ratio, 2.2)
    XCTAssertNil(report.runtimeRatio(of: unmeasured))
    let table = TableWriter.write(report).split(separator: "\n").map(String.init)
    let row = table.first { $0.hasPrefix("W4     async") } ?? ""
    XCTAssertTrue(row.contains("2.2× switch"), row)
    XCTAssertTrue(table.contains { $0.hasPrefix("R      runtime floor:switch") }, table.joined(separator: "\n"))
    XCTAssertTrue(
      CSVWriter.write(report).contains("W4,async,,1000,1100,1000,1200,1100,2200,275,20971520,42,R/runtime:switch,2.2\n")
    )
    let markdown = MarkdownWriter.write(report)
    XCTAssertTrue(markdown.contains("- W4/async = 2.2× R/runtime:switch (500 ns per switch)\n"), markdown)
    XCTAssertFalse(markdown.contains("- W1/async ="), markdown)
  }
}
