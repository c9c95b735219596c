import AsyncStyle
import Marbles
import ProducerStyle
import RxStyle
import StyleCatalog

extension OperatorComparison {
  static let deferred = Definition(
    Idea(
      "deferred", "Deferred", .creating, "A stream made anew, by a closure, for each subscriber.",
      rx: Spelling("`Observable.deferred`", declares: ["static func deferred"]),
      producer: Spelling("every `SignalProducer` (cold: runs per start)", runs: "SignalProducer { … }"),
      async: Spelling("`deferred`", declares: ["func deferred"])),
    arity: 0, parameter: .lateSubscriptionFrame,
    runs: """
      a stream made by a closure for each subscriber, its one value the count of streams made so far; shows \
      the second subscriber, that comes at frame n
      """,
    rx: .record { o in
      let made = MadeCount()
      return .deferred { .just(String(made.next())) }
    },
    producer: .record { o in
      // A producer runs its closure at every start: it is deferred by nature.
      let made = MadeCount()
      return SignalProducer { String(made.next()) }
    },
    async: .record { o in
      let made = MadeCount()
      return AsyncStyle.deferred { String(made.next()) }
    },
    atlas: .list(
      .shown("a second subscriber at frame 3", [], 3),
      .shown("both subscribers at frame 0", [], 0),
      .shown("disposed at the second subscriber's frame", [], 3, disposedAt: 3)),
    rows: [
      same("the second subscriber gets the second stream made", [], 3, "---(2|)")
    ])
}
