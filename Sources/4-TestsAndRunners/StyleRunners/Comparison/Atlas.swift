import StyleCatalog

/// The scenarios an operator's atlas page shows, before they are tied to the operator: a title,
/// the inputs, the number and the disposal frame. The kinds of operator share their sets
/// (``unary(_:failing:parameter:disposedAt:)``, ``combining``, ``flattening``, ``timed(window:values:inWindow:ending:inWindowTitle:)``).
struct Atlas: Sendable {
  struct Shown: Sendable {
    let title: String
    let inputs: [String]
    let parameter: Int
    let disposedAt: Int?
  }

  let shown: [Shown]

  /// One scenario.
  static func shown(_ title: String, _ inputs: [String], _ parameter: Int = 0, disposedAt: Int? = nil) -> Atlas {
    Atlas(shown: [Shown(title: title, inputs: inputs, parameter: parameter, disposedAt: disposedAt)])
  }

  /// The scenarios in order.
  static func list(_ parts: Atlas...) -> Atlas { Atlas(shown: parts.flatMap(\.shown)) }

  static func + (lhs: Atlas, rhs: Atlas) -> Atlas { Atlas(shown: lhs.shown + rhs.shown) }

  /// Values and completion, a failure, the empty source, disposal mid-stream.
  static func unary(_ values: String, failing: String, parameter: Int = 0, disposedAt: Int) -> Atlas {
    list(
      shown("values and completion", [values], parameter),
      shown("a failure", [failing], parameter),
      shown("the empty source", ["|"], parameter),
      shown("disposed mid-stream", [values], parameter, disposedAt: disposedAt))
  }

  /// The inputs' ends in each order, each input failing, the empty first input, disposal.
  static let combining = list(
    shown("values and completion, the first input ends first", ["-a--b-|", "--1--2--|"]),
    shown("the second input ends first", ["-a--b---|", "--1--2|"]),
    shown("the first input fails", ["-a--#", "--1--2-|"]),
    shown("the second input fails", ["-a--b--|", "--1#"]),
    shown("the first input is empty", ["|", "--1--2|"]),
    shown("disposed mid-stream", ["-a--b--|", "--1--2-|"], disposedAt: 5))

  /// The trigger sending, completing or failing, the source ending first or failing, disposal.
  static func triggered(disposedAt: Int) -> Atlas {
    list(
      shown("the trigger sends mid-stream", ["-a-b-c-d-|", "----t|"]),
      shown("the trigger completes without a value", ["-a-b-c-|", "---|"]),
      shown("the source ends before the trigger", ["-a-|", "------t|"]),
      shown("the source fails", ["-a-#", "------t|"]),
      shown("the trigger fails", ["-a-b-c-|", "---#"]),
      shown("the empty source", ["|", "--t|"]),
      shown("disposed mid-stream", ["-a-b-c-d-|", "----t|"], disposedAt: disposedAt))
  }

  /// The inners ending before or after the outer, an inner or the outer failing, disposal.
  static let flattening = list(
    shown("values and completion, the inners end last", ["-a--b|", "x-x-x|"]),
    shown("the inners end before the outer", ["-a----b---|", "x-x|"]),
    shown("an inner fails", ["-a--b|", "x-#"]),
    shown("the outer fails", ["-a--#", "x-x-x|"]),
    shown("the empty source", ["|", "x-x|"]),
    shown("disposed mid-stream", ["-a--b|", "x-x-x|"], disposedAt: 5))

  /// A time operator: an event and the completion inside the window, a failure, disposal.
  static func timed(
    window: Int = 2, values: String = "-a---b-----c---|", inWindow: String = "-ab---c-d---|",
    ending: String = "-a---b|", inWindowTitle: String = "a value inside the window"
  ) -> Atlas {
    list(
      shown("values and completion", [values], window),
      shown(inWindowTitle, [inWindow], window),
      shown("completion inside the window", [ending], window),
      shown("a failure", ["-a-#"], window),
      shown("the empty source", ["|"], window),
      shown("disposed mid-stream", [values], window, disposedAt: 6))
  }

  /// A creating operator's subscriber at frame 0 and at frame 3, and disposal at that frame.
  static let creating = list(
    shown("a subscriber at frame 0", [], 0),
    shown("a subscriber at frame 3", [], 3),
    shown("disposed at the frame it subscribes", [], 3, disposedAt: 3))

  /// A subject's late subscriber, one at frame 0, after a failure, after the end, disposal.
  static let multicasting = list(
    shown("a late subscriber", ["-a-b-c-|"], 4),
    shown("a second subscriber at frame 0", ["-a-b-|"], 0),
    shown("a subscriber after a failure", ["-a-b-#"], 7),
    shown("a subscriber after the end", ["-a-b-|"], 7),
    shown("disposed mid-stream", ["-a-b-c-|"], 2, disposedAt: 4))
}
