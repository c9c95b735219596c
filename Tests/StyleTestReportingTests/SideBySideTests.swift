import Testing

@testable import StyleTestReporting

@Suite struct SideBySideTests {
  @Test func marksTheRowsThatDiffer() {
    let text = sideBySideColumns(["next(1)", "completed"], ["next(1)", "next(2)", "completed"])
    #expect(
      text == """
        expected  | actual
        next(1)   | next(1)
        completed ≠ next(2)
        —         ≠ completed
        """)
  }

  @Test func putsTheMessageAboveTheHeading() {
    #expect(sideBySideColumns([], [], message: "values") == "values\nexpected | actual")
  }
}
