import Marbles

/// A place where the styles genuinely differ: a scenario whose outputs are not the same in the
/// three styles, and why, in terms of what each anchor does. The rows of each operator's
/// comparison (Sources/4-TestsAndRunners/StyleRunners/Operators) carry them; `StyleDifference.all` gathers them.
public struct StyleDifference: Sendable {
  /// The key of the idea in the table of ideas (StyleRunners' `Idea.all`) whose concordance row links to it.
  public let idea: String
  /// The scenario that shows it.
  public let scenario: MarbleScenario
  /// One sentence: what each anchor (RxSwift, ReactiveSwift, swift-async-algorithms) does.
  public let why: String
  /// Where a style's output is not yet what its anchor does, what the anchor does; empty when
  /// every style matches its anchor.
  public let anchorNote: String

  /// A difference; see the properties.
  public init(idea: String, _ scenario: MarbleScenario, why: String, anchorNote: String = "") {
    self.idea = idea
    self.scenario = scenario
    self.why = why
    self.anchorNote = anchorNote
  }
}
