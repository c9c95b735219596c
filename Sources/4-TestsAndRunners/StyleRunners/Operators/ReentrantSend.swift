import AsyncStyle
import Marbles
import ProducerStyle
import RxStyle
import StyleCatalog

extension OperatorComparison {
  static let reentrantSend = Definition(
    Idea(
      "publishSubject", "Subject without a value", .multicasting, "A hot stream the code sends values into.",
      rx: Spelling("`PublishSubject`", declares: ["final class PublishSubject"]),
      producer: Spelling(
        "`Signal.pipe()`", declares: ["static func pipe"],
        source: .at("ProducerStyle/Core/Signal.swift", "ReactiveSwift's `Signal.pipe()` is the hot signal itself"),
        runs: "Signal.reentrantUnserializedPipe"),
      async: Spelling("`AsyncPassthroughSubject`", declares: ["final class AsyncPassthroughSubject"]),
      difference: "reentrantSend"),
    arity: 1,
    runs: """
      the input fed to a subject whose first subscriber sends each lower-case value back upper-cased; shows the \
      second subscriber
      """,
    rx: .runs { o in o.recordReentrantSend() },
    producer: .runs { o in o.recordReentrantSend() },
    async: .runs { o in o.recordReentrantSend() },
    atlas: .list(
      .shown("values and completion", ["-a-b-|"]),
      .shown("upper-case values are not sent back", ["-a-B-c-|"]),
      .shown("a failure", ["-a-#"]),
      .shown("the empty source", ["|"]),
      .shown("disposed mid-stream", ["-a-b-c-|"], disposedAt: 4)),
    rows: [
      differ(
        "a subscriber sends back into the subject", ["-a-b-|"], rx: "-(Aa)-(Bb)-|", producer: "-(aA)-(bB)-|",
        async: "-(aA)-(bB)-|",
        why: """
          RxSwift delivers an `onNext` sent from inside a delivery at once (warning of a reentrancy anomaly), \
          so a later subscriber sees `A` before `a`; ReactiveSwift's `reentrantUnserialized` pipe queues it \
          until the current value has reached every observer; an async subject buffers it after `a`.
          """,
        idea: "publishSubject"),
      same("nothing to send back, then failure", ["-B-#"], "-B-#"),
      same("never ending", ["-B"], "-B"),
    ])
}
