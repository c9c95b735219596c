/// A place where code written for a style's anchor (RxSwift, ReactiveSwift, swift-async-algorithms)
/// does not compile here with only the imports changed, or compiles and behaves otherwise — kept
/// on purpose, with the reason and the test in this package that pins what ours does.
///
/// Every row is drawn into the second part of Documentation/Differences.md, and
/// `AnchorDifferenceTests` checks that the test it names exists. Add a row beside the others of
/// its style:
///
/// ```swift
/// AnchorDifference(
///   .async, .behaviour, "`zip`",
///   anchor: "asks every base for its next element at once, from child tasks",
///   ours: "asks its bases in turn, so it sees a finished base one element later",
///   reason: "asking at once needs a task per base, a buffer, and `Sendable` bases and elements",
///   pinnedBy: "AsyncStyleTests/Operators/Zip/ZipTests.swift", "test_zip_asksItsBasesInTurn…")
/// ```
public struct AnchorDifference: Sendable {
  /// Whether the anchor's code fails to compile here or compiles and behaves otherwise.
  public enum Kind: String, Sendable {
    /// The anchor's code does not compile with only the imports changed.
    case compile
    /// The anchor's code compiles and its run differs.
    case behaviour
  }

  /// The style whose anchor this row compares with.
  public let style: Style
  /// Whether it is a compile-time or a run-time difference.
  public let kind: Kind
  /// The code in question, as Markdown: an operator, a type, an idiom.
  public let subject: String
  /// What the anchor does or accepts.
  public let anchor: String
  /// What this package does instead, and how to write the code here.
  public let ours: String
  /// Why following the anchor would make the library worse.
  public let reason: String
  /// The test file that pins ours, relative to Tests/.
  public let testFile: String
  /// The name of the test function in ``testFile``, without its parameters.
  public let testName: String

  /// A row of the table.
  ///
  /// - Parameters:
  ///   - style: the style compared with its anchor.
  ///   - kind: compile-time or run-time.
  ///   - subject: the code in question, as Markdown.
  ///   - anchor: what the anchor does or accepts.
  ///   - ours: what this package does instead.
  ///   - reason: why ours is kept.
  ///   - testFile: the test file that pins ours, relative to Tests/.
  ///   - testName: the test function's name.
  init(
    _ style: Style, _ kind: Kind, _ subject: String, anchor: String, ours: String, reason: String,
    pinnedBy testFile: String, _ testName: String
  ) {
    self.style = style
    self.kind = kind
    self.subject = subject
    self.anchor = anchor
    self.ours = ours
    self.reason = reason
    self.testFile = testFile
    self.testName = testName
  }

  /// Every row, the push style's first.
  public static let all: [AnchorDifference] = rx + producer + async
}
