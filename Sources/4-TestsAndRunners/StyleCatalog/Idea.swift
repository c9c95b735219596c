/// One idea of reactive programming (an operator, a kind of stream, a test tool) as the three
/// styles spell it: the single table from which Documentation/Concordance.md, the `marbles`
/// tool's operator list, the cross-style runners' dispatch and Documentation/Differences.md are
/// drawn.
///
/// A style without the idea has no ``Spelling``; a style that gets it from the standard library
/// (or does without a type of its own) has a spelling without a source file.
///
/// The table itself, `Idea.all`, is in StyleRunners, beside the comparison files that write the
/// operators' rows.
///
/// ```swift
/// import StyleRunners
///
/// let debounce = Idea.named("debounce")!
/// print(debounce.spelling(in: .producer)?.source ?? "—")  // Sources/2-Styles/ProducerStyle/…/Debounce.swift
/// ```
public struct Idea: Sendable {
  /// The idea's key, unique in the table: lower camel case, as `flatMapLatest`.
  public let key: String
  /// Its name as the concordance titles the row, as `FlatMapLatest`.
  public let name: String
  /// The section it belongs to.
  public let group: IdeaGroup
  /// What it does, in one line.
  public let summary: String
  /// The Rx style's spelling, `nil` when the style has no such idea.
  public let rx: Spelling?
  /// The producer style's spelling, `nil` when the style has no such idea.
  public let producer: Spelling?
  /// The async style's spelling, `nil` when the style has no such idea.
  public let async: Spelling?
  /// The operator the cross-style runners and the `marbles` tool run for it, if any: set on the rows that
  /// the comparison files hold.
  public private(set) var marble: MarbleOperator?
  /// The operator column of its rows in Documentation/Differences.md, when the styles differ on it.
  public let difference: String?
  /// Why its source files are not named alike in the styles that have one, when they are not.
  public let fileNameReason: String?

  /// An idea; see the properties. An operator's row is written in its comparison file, and
  /// StyleRunners' table reads it from there.
  package init(
    _ key: String, _ name: String, _ group: IdeaGroup, _ summary: String,
    rx: Spelling?, producer: Spelling?, async: Spelling?,
    difference: String? = nil, fileNameReason: String? = nil
  ) {
    self.key = key
    self.name = name
    self.group = group
    self.summary = summary
    self.rx = rx?.placed(in: .rx, key: key, group: group)
    self.producer = producer?.placed(in: .producer, key: key, group: group)
    self.async = async?.placed(in: .async, key: key, group: group)
    self.marble = nil
    self.difference = difference
    self.fileNameReason = fileNameReason
  }

  /// The row with the operator that runs it on diagrams.
  /// - Parameter op: the operator whose comparison file holds the row.
  /// - Returns: the idea, its ``marble`` set to `op`.
  package func drawn(as op: MarbleOperator) -> Idea {
    var idea = self
    idea.marble = op
    return idea
  }

  /// The spelling of `style`.
  /// - Parameter style: the style.
  /// - Returns: how the style spells the idea, `nil` when it has no such idea.
  public func spelling(in style: Style) -> Spelling? {
    switch style {
    case .rx: rx
    case .producer: producer
    case .async: async
    }
  }

  /// The file names of its source files, in the styles that have one.
  public var sourceFileNames: [String] {
    Style.allCases.compactMap { spelling(in: $0)?.source?.split(separator: "/").last.map(String.init) }
  }

  /// An operator that at least two styles define in a file of their own.
  public var isSharedOperator: Bool {
    group.isOperators && sourceFileNames.count >= 2
  }

  /// The styles' source files do not all have the same name.
  public var sourceFileNamesDiffer: Bool {
    Set(sourceFileNames).count > 1
  }
}

/// The sections of the concordance, in its order. The operator sections are those whose files
/// should be named alike in every style.
///
/// ```swift
/// let operatorSections = IdeaGroup.allCases.filter(\.isOperators)  // transforming, filtering, …
/// ```
public enum IdeaGroup: String, CaseIterable, Sendable {
  case core, disposal, creating, transforming, filtering, combining, flattening, errors, time, scheduling, sharing
  case multicasting, clocks, testing

  /// The section's heading.
  public var title: String {
    switch self {
    case .core: "Core"
    case .disposal: "Disposal"
    case .creating: "Creating"
    case .transforming: "Transforming"
    case .filtering: "Filtering"
    case .combining: "Combining"
    case .flattening: "Flattening"
    case .errors: "Errors"
    case .time: "Time operators"
    case .scheduling: "Scheduling"
    case .sharing: "Sharing"
    case .multicasting: "Multicasting"
    case .clocks: "Schedulers and clocks"
    case .testing: "Testing"
    }
  }

  /// The section lists operators, whose files should be named alike in every style.
  public var isOperators: Bool {
    switch self {
    case .transforming, .filtering, .combining, .flattening, .errors, .time, .scheduling, .sharing: true
    case .core, .disposal, .creating, .multicasting, .clocks, .testing: false
    }
  }
}

/// Where a style places something differently from the others on purpose, and why: the
/// concordance's "Placement" section.
///
/// ```swift
/// for placement in Placement.all { print(placement.what, placement.places) }
/// ```
public struct Placement: Sendable {
  /// What is placed.
  public let what: String
  /// Where each style places it, in the order of `Style.allCases`.
  public let places: [String]
  /// Why.
  public let why: String
}
