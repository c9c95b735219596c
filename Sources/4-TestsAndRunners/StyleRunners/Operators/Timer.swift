import AsyncStyle
import Foundation
import Marbles
import ProducerStyle
import RxStyle
import StyleCatalog

extension OperatorComparison {
  static let timer = Definition(
    Idea(
      "timer", "Timer", .creating, "A value after a delay, or at every period.",
      rx: Spelling("`Observable.timer`", declares: ["static func timer"]),
      producer: Spelling("`SignalProducer.timer`", declares: ["static func timer"]),
      async: Spelling(
        "`AsyncTimerSequence`", declares: ["struct AsyncTimerSequence"],
        source: .named("Timer", "named for the idea, as `Timer.swift` in the other styles, not for its type")),
      difference: "timer"),
    arity: 0, parameter: .period, runs: "t after n frames, then as the style's timer goes on",
    rx: .record { o in Observable<Int>.timer(o.interval, scheduler: o.scheduler).map { _ in "t" } },
    producer: .record { o in
      SignalProducer<Date, Never>.timer(interval: .seconds(o.n), on: o.scheduler).map { _ in "t" }
        .promoteError(MarbleFailure.self)
    },
    async: .record { o in AsyncTimerSequence(interval: o.interval, clock: o.clock).map { _ in "t" } },
    atlas: .list(
      .shown("after 3 frames", [], 3),
      .shown("disposed before the first tick", [], 3, disposedAt: 2),
      .shown("disposed after two ticks", [], 2, disposedAt: 5),
      .shown("disposed at the frame of a tick", [], 2, disposedAt: 4)),
    rows: [
      differ(
        "one tick, or every period", [], 2, disposedAt: 7, rx: "--(t|)", producer: "--t-t-t!", async: "--t-t-t",
        why: """
          RxSwift's `timer(_:scheduler:)` without a period sends one value and completes; ReactiveSwift's \
          `timer(interval:on:)` and swift-async-algorithms' `AsyncTimerSequence` tick at every interval until \
          disposed or cancelled.
          """)
    ])
}
