import RxStyleTest
import StyleCatalog
import StyleRunners
import TestSupport
import Testing

/// Runs every row of every operator's comparison in each style, one test case per style and row,
/// so a failure names both; each case checks that it leaves no resource of any style alive.
@Suite(.checksLeaks) struct OperatorTableTests {
  /// Every operator's rows, in the order of ``MarbleOperator``.
  static let rows = MarbleOperator.allCases.flatMap(\.comparison.rows)

  @Test(arguments: Style.allCases, rows)
  func eachRow_drawsItsExpectedOutput(in style: Style, _ row: CrossStyleCase) throws {
    try check(row, in: style)
  }

  @Test(arguments: MarbleOperator.allCases)
  func everyOperator_hasRowsOfItsOwn(_ op: MarbleOperator) {
    #expect(!op.comparison.rows.isEmpty)
    #expect(op.comparison.op == op, "\(op)'s comparison is registered under another operator")
  }

  @Test(arguments: MarbleOperator.allCases)
  func everyEdgeTheOperatorTakes_hasARow(_ op: MarbleOperator) {
    let shown = Set(op.comparison.rows.compactMap(\.scenario.edge?.kind))
    #expect(shown == op.comparison.edges, "\(op) takes \(op.comparison.edges), its rows show \(shown)")
  }
}
