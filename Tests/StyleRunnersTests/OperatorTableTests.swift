import RxStyleTest
import StyleCatalog
import StyleRunners
import TestSupport
import Testing

/// Runs every row of ``OperatorTable`` in each style, one test case per style and row, so a
/// failure names both; each case checks that it leaves no resource of any style alive.
@Suite(.checksLeaks) struct OperatorTableTests {
  /// Every family's rows, in the order of ``MarbleOperator``.
  static let rows = MarbleOperator.allCases.flatMap { OperatorTable.all[$0, default: []] }

  @Test(arguments: Style.allCases, rows)
  func eachRow_drawsItsExpectedOutput(in style: Style, _ row: CrossStyleCase) throws {
    try check(row, in: style)
  }

  @Test(arguments: MarbleOperator.allCases)
  func everyOperatorFamily_hasRows(_ op: MarbleOperator) {
    #expect(!OperatorTable.all[op, default: []].isEmpty)
  }
}
