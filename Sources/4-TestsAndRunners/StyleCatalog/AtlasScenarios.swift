/// One scenario of an operator's page in the atlas (Documentation/Operators): what it shows and
/// the run. The expected output is not stored: the page draws what the three styles' operators
/// make of it on virtual time. Each operator's comparison (Sources/4-TestsAndRunners/StyleRunners/Operators)
/// lists its page's scenarios.
///
/// ```swift
/// let shown = AtlasScenario("a failure", MarbleScenario(.map, inputs: ["-a-#"]))
/// ```
public struct AtlasScenario: Sendable {
  /// What the scenario shows, as a heading: `a failure`, `the second input ends first`.
  public let title: String
  /// The run.
  public let scenario: MarbleScenario

  /// A scenario.
  /// - Parameters:
  ///   - title: what it shows.
  ///   - scenario: the run.
  public init(_ title: String, _ scenario: MarbleScenario) {
    self.title = title
    self.scenario = scenario
  }
}

extension Idea {
  /// The file of its page in the atlas, relative to Documentation/ (`Operators/FlatMapLatest.md`),
  /// when it has one: an operator the runners run that at least two styles have.
  public var atlasPage: String? {
    guard marble != nil, Style.allCases.filter({ spelling(in: $0) != nil }).count >= 2 else { return nil }
    return "Operators/\(atlasName).md"
  }

  /// The name of its atlas page and pictures: the key with a capital, as `FlatMapLatest`.
  public var atlasName: String {
    key.prefix(1).uppercased() + key.dropFirst()
  }
}
