import AsyncStyle
import Marbles
import ProducerStyle
import RxStyle
import StyleCatalog

extension OperatorComparison {
  static let replaySubject = Definition(
    Idea(
      "replaySubject", "Replaying subject", .multicasting, "A subject that gives a new subscriber its last values.",
      rx: Spelling(
        "`ReplaySubject`", declares: ["final class ReplaySubject"],
        tests: .named("ReplayAndAsyncSubjectTests", "replay and async subjects share one suite")),
      producer: Spelling(
        "`replayLazily(upTo:)`", declares: ["func replayLazily"],
        source: .at(
          "ProducerStyle/Multicasting/ReplayLazily.swift",
          "ReactiveSwift replays through `replayLazily`, its sharing operator")),
      async: nil),
    arity: 1, parameter: .lateSubscriptionFrame,
    runs: """
      the input fed to a subject that replays its last 2 values, a subscriber from frame 0; shows the \
      second subscriber, that comes at frame n
      """,
    rx: .runs { o in
      let subject = ReplaySubject<String>.create(bufferSize: 2)
      return o.recordFed(subject.asObservable(), input: subject.asObserver())
    },
    producer: .runs { o in
      o.recordFed { source, subscriptions in
        let (signal, input) = Signal<String, MarbleFailure>.pipe()
        subscriptions += source.start(input)
        return SignalProducer(signal).replayLazily(upTo: 2)
      }
    },
    async: .absent,
    atlas: .multicasting,
    rows: [
      same("a late subscriber gets the last two values first", ["-a-b-c-|"], 4, "----(ab)c-|"),
      same("a subscriber after a failure", ["-a-b-#"], 7, "-------(ab#)"),
    ])
}
