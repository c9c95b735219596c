import Foundation
import MarblesTool
import StyleCatalog
import StyleDocuments
import StyleRunners
import XCTest

#if canImport(FoundationXML)
  import FoundationXML
#endif

final class MarblesToolTests: XCTestCase {
  private struct Run {
    var status: Int32 = 0
    var output = ""
    var errors = ""
    var files: [String: String] = [:]
  }

  private func marbles(_ arguments: String...) -> Run {
    var run = Run()
    run.status = MarblesTool.run(
      arguments, output: { run.output += $0 }, errorOutput: { run.errors += $0 },
      writeFile: { run.files[$0] = $1 })
    return run
  }

  func test_run_printsAlignedDiagrams_andMarksDifferingFrames() {
    let run = marbles("debounce", "20", "--input", "a-b---c|")
    XCTAssertEqual(run.status, 0)
    XCTAssertEqual(
      run.output,
      """
      debounce 20ms, one character = 10ms
      input     a-b---c|
      rx        ----b--(c|)
      producer  ----b--|
      async     ----b--(c|)
      differs          ^

      """)
  }

  func test_run_combiningOperator_alignsCombinedValues() {
    let run = marbles("combineLatest", "--input", "-a---b-|", "--input", "--1-2|")
    XCTAssertEqual(
      run.output,
      """
      combineLatest, one character = 10ms
      input 1   -a-   --   b   -|
      input 2   --1   -2   |
      rx        --{a1}-{a2}{b2}-|
      producer  --{a1}-{a2}{b2}-|
      async     --{a1}-{a2}{b2}-|

      """)
  }

  func test_run_triggerOperator_drawsTheTwoStylesThatHaveIt() {
    let run = marbles("takeUntil", "--input", "-a-b-c-|", "--input", "---|")
    XCTAssertEqual(run.status, 0)
    XCTAssertEqual(
      run.output,
      """
      takeUntil, one character = 10ms
      input 1   -a-b-c-|
      input 2   ---|
      rx        -a-b-c-|
      producer  -a-|
      async     n/a (the async style has no takeUntil)
      differs      ^ ^ ^

      """)
  }

  func test_run_missingOperatorInAStyle_saysSo() {
    let run = marbles("throttleFirst", "30ms", "--input", "ab|")
    XCTAssertTrue(run.output.contains("producer  n/a (the producer style has no throttleFirst)"), run.output)
  }

  func test_everyOperatorFamily_runs() {
    for op in MarbleOperator.allCases {
      var arguments = [op.rawValue]
      if op.parameterName != nil { arguments.append(op.parameterName == "count" || op == .retry ? "2" : "20") }
      for _ in 0..<op.arity { arguments += ["--input", "-a-b|"] }
      var output = ""
      let status = MarblesTool.run(arguments, output: { output += $0 }, errorOutput: { _ in }, writeFile: { _, _ in })
      XCTAssertEqual(status, 0, "\(arguments)")
      XCTAssertTrue(output.contains("async "), "\(arguments): \(output)")
    }
  }

  func test_badInput_exitsWith2_andPrintsTheUsage() {
    let run = marbles("debounce", "20", "--input", "a(b|")
    XCTAssertEqual(run.status, 2)
    XCTAssertTrue(run.errors.hasPrefix("marbles: input 1: marble diagram, column 2:"), run.errors)
    XCTAssertTrue(run.errors.contains("usage: marbles list"))
    XCTAssertEqual(marbles("frobnicate").status, 2)
    XCTAssertEqual(marbles().status, 2)
  }

  func test_list_namesEveryOperatorWithItsArguments() {
    let run = marbles("list")
    for op in MarbleOperator.allCases { XCTAssertTrue(run.output.contains(op.rawValue + " "), op.rawValue) }
    XCTAssertTrue(run.output.contains("debounce <frames> --input DIAGRAM "))
    XCTAssertTrue(run.output.contains("zip --input DIAGRAM --input DIAGRAM "))
  }

  func test_differences_printsTheDocument() {
    XCTAssertEqual(marbles("differences").output, DifferencesDocument.markdown())
  }

  func test_svg_isWellFormed_andDrawsEveryEvent() throws {
    let run = marbles("zip", "--input", "-a-#", "--input", "-1|", "--svg", "out.svg")
    let svg = try XCTUnwrap(run.files["out.svg"])
    let parser = XMLParser(data: Data(svg.utf8))
    let counter = ElementCounter()
    parser.delegate = counter
    XCTAssertTrue(parser.parse(), "\(parser.parserError.map(String.init(describing:)) ?? "")\n\(svg)")
    XCTAssertEqual(counter.names.first, "svg")
    XCTAssertEqual(counter.names.filter { $0 == "circle" }.count, 2 + 3)  // a, 1, and {a1} per style
    XCTAssertTrue(svg.contains(">{a1}</text>"))
    XCTAssertTrue(svg.contains("stroke=\"#c00\""))  // the failure's cross
  }

  func test_svg_escapesText() {
    let run = marbles("map", "--input", "<&|", "--svg", "x.svg")
    let svg = run.files["x.svg"] ?? ""
    XCTAssertTrue(svg.contains(">&lt;</text>"), svg)
    XCTAssertTrue(svg.contains(">&amp;</text>"), svg)
  }
}

private final class ElementCounter: NSObject, XMLParserDelegate {
  var names: [String] = []

  func parser(
    _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?, qualifiedName: String?,
    attributes: [String: String] = [:]
  ) {
    names.append(elementName)
  }
}
