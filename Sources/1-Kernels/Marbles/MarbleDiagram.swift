/// A parsed marble diagram: the events it draws, each at its virtual time in ticks.
///
/// A diagram is read left to right, one character a frame of `ticksPerFrame` ticks:
/// - `-` a frame where nothing happens;
/// - a letter, digit or other character: a value, looked up in `values:` (or, for `String`
///   values without a dictionary, the character itself);
/// - `|` completion, `#` failure, `!` interruption (the producer style's own end);
/// - `^` the subscription point of a hot stream: times count from it, events before it are negative;
/// - `( )` events in the same frame: the group takes one frame, whatever its width;
/// - spaces are ignored, so diagrams can be aligned;
/// - a time progression between spaces, such as `a 20ms b` or `a 1.5s b`, lets that much time
///   pass (converted with `ticksPerSecond`); `b` then arrives one frame plus 20 ms after `a`.
///
/// A bad diagram throws a ``MarbleError`` naming the column; parsing never traps.
///
/// ```swift
/// let diagram = try MarbleDiagram("-a-(bc)-|", values: ["a": 1, "b": 2, "c": 3], ticksPerFrame: 10)
/// // diagram.events: value(1) @ 10, value(2) @ 30, value(3) @ 30, completed @ 50
/// ```
public struct MarbleDiagram<Value> {
  /// The diagram as written.
  public let text: String
  /// The events in the order drawn, with their times in ticks.
  public let events: [TimedMarbleEvent<Value>]
  /// Whether the diagram has a subscription point `^` (then times count from it).
  public let hasSubscriptionPoint: Bool
  /// Ticks per frame (per character).
  public let ticksPerFrame: Int

  /// Parses `text`, looking value characters up in `values`.
  /// - Parameters:
  ///   - text: the diagram.
  ///   - values: the value of each value character.
  ///   - ticksPerFrame: the virtual ticks one character stands for; must be positive.
  ///   - ticksPerSecond: ticks in one second, for time progressions such as `20ms`.
  /// - Throws: ``MarbleError`` naming the column of the first problem.
  public init(
    _ text: String, values: [Character: Value], ticksPerFrame: Int = 1, ticksPerSecond: Int = 1000
  ) throws(MarbleError) {
    try self.init(text, ticksPerFrame: ticksPerFrame, ticksPerSecond: ticksPerSecond) { values[$0] }
  }

  /// Parses `text`, turning value characters into values with `value` (`nil`: not a value).
  /// - Parameters:
  ///   - text: the diagram.
  ///   - ticksPerFrame: the virtual ticks one character stands for; must be positive.
  ///   - ticksPerSecond: ticks in one second, for time progressions such as `20ms`.
  ///   - value: the value of a character, or `nil` when the character has none.
  /// - Throws: ``MarbleError`` naming the column of the first problem.
  public init(
    _ text: String, ticksPerFrame: Int = 1, ticksPerSecond: Int = 1000, value: (Character) -> Value?
  ) throws(MarbleError) {
    var parser = MarbleParser(
      text: text, ticksPerFrame: max(ticksPerFrame, 1), ticksPerSecond: max(ticksPerSecond, 1))
    let parsed = try parser.parse(value: value)
    self.text = text
    self.ticksPerFrame = max(ticksPerFrame, 1)
    hasSubscriptionPoint = parsed.subscription != nil
    let origin = parsed.subscription ?? 0
    events = parsed.events.map { TimedMarbleEvent(time: $0.time - origin, event: $0.event) }
  }

  /// The column (1-based) of the `^`, if the diagram has one; for error messages of adapters.
  public var subscriptionColumn: Int? {
    guard hasSubscriptionPoint else { return nil }
    return text.firstIndex(of: "^").map { text.distance(from: text.startIndex, to: $0) + 1 }
  }

  /// Throws when the diagram has a `^`: for cold streams, which start at their subscription.
  /// - Throws: ``MarbleError/Kind/subscriptionInColdStream``.
  public func requireCold() throws(MarbleError) {
    if let column = subscriptionColumn { throw MarbleError(.subscriptionInColdStream, column: column, diagram: text) }
  }

  /// Throws when the diagram draws `character`: for events a style cannot express (`!` outside
  /// the producer style).
  /// - Parameter character: the event character the style does not have.
  /// - Throws: ``MarbleError/Kind/unsupportedEvent(_:)`` naming its first column.
  public func requireEvents(without character: Character) throws(MarbleError) {
    guard let index = text.firstIndex(of: character) else { return }
    throw MarbleError(
      .unsupportedEvent(character), column: text.distance(from: text.startIndex, to: index) + 1, diagram: text)
  }
}

extension MarbleDiagram where Value == String {
  /// Parses `text` with each value character standing for itself, as a one-character string.
  ///
  /// ```swift
  /// let diagram = try MarbleDiagram("a-b|")  // value("a") @ 0, value("b") @ 2, completed @ 3
  /// ```
  /// - Parameters:
  ///   - text: the diagram.
  ///   - ticksPerFrame: the virtual ticks one character stands for; must be positive.
  ///   - ticksPerSecond: ticks in one second, for time progressions such as `20ms`.
  /// - Throws: ``MarbleError`` naming the column of the first problem.
  public init(_ text: String, ticksPerFrame: Int = 1, ticksPerSecond: Int = 1000) throws(MarbleError) {
    try self.init(text, ticksPerFrame: ticksPerFrame, ticksPerSecond: ticksPerSecond) { String($0) }
  }
}

extension MarbleDiagram: Equatable where Value: Equatable {}
extension MarbleDiagram: Sendable where Value: Sendable {}

/// Reads a diagram one character at a time, keeping the time, the open group and the end.
private struct MarbleParser {
  let characters: [Character]
  let text: String
  let ticksPerFrame: Int
  let ticksPerSecond: Int

  private var index = 0
  private var time = 0
  private var groupColumn: Int?
  private var subscription: Int?
  private var ended = false

  init(text: String, ticksPerFrame: Int, ticksPerSecond: Int) {
    self.text = text
    characters = Array(text)
    self.ticksPerFrame = ticksPerFrame
    self.ticksPerSecond = ticksPerSecond
  }

  private var column: Int { index + 1 }

  private func failure(_ kind: MarbleError.Kind) -> MarbleError {
    MarbleError(kind, column: column, diagram: text)
  }

  mutating func parse<Value>(
    value: (Character) -> Value?
  ) throws(MarbleError) -> (events: [TimedMarbleEvent<Value>], subscription: Int?) {
    var events: [TimedMarbleEvent<Value>] = []
    while index < characters.count {
      if let ticks = try timeProgression() {
        guard groupColumn == nil else { throw failure(.timeInsideGroup) }
        time += ticks.ticks
        index += ticks.length
        continue
      }
      let character = characters[index]
      switch character {
      case " ":
        break
      case "-":
        guard groupColumn == nil else { throw failure(.timeInsideGroup) }
        time += ticksPerFrame
      case "(":
        guard groupColumn == nil else { throw failure(.nestedGroup) }
        groupColumn = column
      case ")":
        guard groupColumn != nil else { throw failure(.unopenedGroup) }
        groupColumn = nil
        time += ticksPerFrame
      case "^":
        guard groupColumn == nil else { throw failure(.timeInsideGroup) }
        guard subscription == nil else { throw failure(.duplicateSubscription) }
        subscription = time
        time += ticksPerFrame
      default:
        guard !ended else { throw failure(.eventAfterTermination) }
        events.append(TimedMarbleEvent(time: time, event: try event(for: character, value: value)))
        if groupColumn == nil { time += ticksPerFrame }
      }
      index += 1
    }
    if let groupColumn { throw MarbleError(.unclosedGroup, column: groupColumn, diagram: text) }
    return (events, subscription)
  }

  private mutating func event<Value>(
    for character: Character, value: (Character) -> Value?
  ) throws(MarbleError) -> MarbleEvent<Value> {
    switch character {
    case "|":
      ended = true
      return .completed
    case "#":
      ended = true
      return .failed
    case "!":
      ended = true
      return .interrupted
    default:
      guard let value = value(character) else { throw failure(.missingValue(character)) }
      return .value(value)
    }
  }

  /// A time progression (`20ms`, `1.5s`, `2m`) starting at `index`, between spaces or the ends.
  private func timeProgression() throws(MarbleError) -> (ticks: Int, length: Int)? {
    guard index == 0 || characters[index - 1] == " ", characters[index].isASCII, characters[index].isNumber else {
      return nil
    }
    var end = index
    while end < characters.count, characters[end].isNumber || characters[end] == "." { end += 1 }
    let number = String(characters[index..<end])
    let units: [(String, Double)] = [("ms", 0.001), ("s", 1), ("m", 60)]
    for (unit, seconds) in units {
      let unitEnd = end + unit.count
      guard unitEnd <= characters.count, String(characters[end..<unitEnd]) == unit,
        unitEnd == characters.count || characters[unitEnd] == " "
      else { continue }
      guard let amount = Double(number) else { return nil }
      let ticks = amount * seconds * Double(ticksPerSecond)
      guard ticks == ticks.rounded(), ticks < Double(Int32.max) else {
        throw failure(.fractionalTime(number + unit))
      }
      return (Int(ticks), unitEnd - index)
    }
    return nil
  }
}

extension MarbleDiagram {
  /// The diagram's events as a test kit records the input it plays, `offset` ticks later: the hot
  /// and cold inputs of the Rx and async test schedulers, which count an interruption as
  /// completion.
  /// - Parameters:
  ///   - offset: the ticks added to every time.
  ///   - value: the recorded value at a time.
  ///   - end: the recorded completion at a time.
  ///   - failure: the recorded failure at a time.
  /// - Returns: one recorded event for each event of the diagram.
  package func recorded<Recorded>(
    offset: Int, value: (Int, Value) -> Recorded, end: (Int) -> Recorded, failure: (Int) -> Recorded
  ) -> [Recorded] {
    events.map { timed in
      let time = timed.time + offset
      switch timed.event {
      case .value(let element): return value(time, element)
      case .completed, .interrupted: return end(time)
      case .failed: return failure(time)
      }
    }
  }
}
