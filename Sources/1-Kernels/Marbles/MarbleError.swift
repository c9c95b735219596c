/// Why a marble diagram could not be read, with the column (1-based, counting every character
/// of the diagram, spaces included) where the problem is.
///
/// Its description quotes the diagram and points at the column:
/// ```
/// marble diagram, column 5: '(' opens a group that is never closed
///   --a-(b|
///       ^
/// ```
public struct MarbleError: Error, Equatable, Sendable, CustomStringConvertible {
  /// What is wrong.
  public enum Kind: Equatable, Sendable {
    /// A `(` without its `)`.
    case unclosedGroup
    /// A `)` without a `(` before it.
    case unopenedGroup
    /// A `(` inside a group.
    case nestedGroup
    /// A `-`, `^` or time progression inside a group, where all events share one frame.
    case timeInsideGroup
    /// An event after the stream ended with `|`, `#` or `!`.
    case eventAfterTermination
    /// A value character that the `values:` dictionary does not have.
    case missingValue(Character)
    /// A second `^`.
    case duplicateSubscription
    /// A `^` where the stream is cold (it starts at its subscription, so has no such point).
    case subscriptionInColdStream
    /// An event the target style cannot express (for example `!` outside the producer style).
    case unsupportedEvent(Character)
    /// A time progression such as `20ms` that is not a whole number of ticks.
    case fractionalTime(String)
  }

  /// What is wrong.
  public let kind: Kind
  /// The 1-based column of the offending character.
  public let column: Int
  /// The diagram as written.
  public let diagram: String

  /// An error of `kind` at `column` of `diagram`.
  /// - Parameters:
  ///   - kind: what is wrong.
  ///   - column: the 1-based column.
  ///   - diagram: the diagram as written.
  public init(_ kind: Kind, column: Int, diagram: String) {
    self.kind = kind
    self.column = column
    self.diagram = diagram
  }

  /// One line naming the column and the problem, then the diagram with a caret under the column.
  public var description: String {
    let caret = String(repeating: " ", count: max(column - 1, 0)) + "^"
    return "marble diagram, column \(column): \(reason)\n  \(diagram)\n  \(caret)"
  }

  private var reason: String {
    switch kind {
    case .unclosedGroup: "'(' opens a group that is never closed"
    case .unopenedGroup: "')' closes a group that was never opened"
    case .nestedGroup: "'(' inside a group; groups do not nest"
    case .timeInsideGroup: "time cannot pass inside a group: its events share one frame"
    case .eventAfterTermination: "an event after the stream ended ('|', '#' or '!')"
    case .missingValue(let character): "'\(character)' is not in values:"
    case .duplicateSubscription: "a second subscription point '^'"
    case .subscriptionInColdStream: "'^' in a cold stream, which starts at its subscription"
    case .unsupportedEvent(let character): "'\(character)' is not an event this style has"
    case .fractionalTime(let text): "'\(text)' is not a whole number of ticks"
    }
  }
}
