import AsyncStyle
import Marbles
import ProducerStyle
import RxStyle
import StyleCatalog

extension OperatorComparison {
  static let interval = Definition(
    Idea(
      "interval", "Interval", .creating, "Counting values at every period.",
      rx: Spelling(
        "`Observable.interval`", declares: ["static func interval"],
        source: .named("Timer", "a form of `timer`, written beside it: RxSwift's `interval` is a repeating timer")),
      producer: Spelling("`SignalProducer.interval`", declares: ["static func interval"]),
      async: nil),
    arity: 0, parameter: .period, runs: "0, 1, 2, … one every n frames, until disposed",
    rx: .record { o in Observable<Int>.interval(o.interval, scheduler: o.scheduler).map { String($0) } },
    producer: .record { o in
      SignalProducer<Int, Never>.interval(.seconds(o.n), on: o.scheduler).map { String($0) }
        .promoteError(MarbleFailure.self)
    },
    async: .absent,
    atlas: .list(
      .shown("every 2 frames", [], 2),
      .shown("every 3 frames, disposed", [], 3, disposedAt: 10),
      .shown("disposed before the first value", [], 3, disposedAt: 2),
      .shown("disposed at the frame of a value", [], 2, disposedAt: 4)),
    rows: [
      disposed("every 2 frames, disposed", [], 2, at: 7, "--0-1-2"),
      disposed("disposed at the frame of a value", [], 2, at: 4, "--0"),
    ])
}
