import StyleCatalog

// The table of ideas: every row of Documentation/Concordance.md, in its order. An operator that the
// comparison runs on diagrams has its row in its comparison file (Operators/), the only place it is
// written; the other rows are in Idea+Written.swift. A row's files follow from the naming rule
// (StyleCatalog's NamingRule.swift) unless it names an exception; StyleRunnersTests check them and the
// declarations against the sources. `swift run marbles list`, the runners' availability and
// Differences.md read the same rows.

extension Idea {
  /// Every idea, in the order of the concordance: section by section, the operators that the comparison
  /// runs (in the order of ``MarbleOperator``), then the section's other rows.
  public static let all: [Idea] = IdeaGroup.allCases.flatMap { group in
    MarbleOperator.allCases.map(\.idea).filter { $0.group == group } + written.filter { $0.group == group }
  }

  /// The rows without a comparison, in their order.
  private static var written: [Idea] { core + disposal + multicasting + clocks + testing }

  /// The idea with `key`.
  /// - Parameter key: an idea's ``key``.
  /// - Returns: the idea, or `nil` when no idea has that key.
  public static func named(_ key: String) -> Idea? {
    all.first { $0.key == key }
  }

  /// The idea that `op` runs.
  /// - Parameter op: a marble operator.
  /// - Returns: the idea whose ``marble`` is `op`; every operator has one (the cross-style tests check it).
  public static func running(_ op: MarbleOperator) -> Idea? {
    all.first { $0.marble == op }
  }
}
