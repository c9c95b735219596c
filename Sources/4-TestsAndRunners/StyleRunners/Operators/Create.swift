import AsyncStyle
import Foundation
import Marbles
import ProducerStyle
import RxStyle
import StyleCatalog

extension OperatorComparison {
  static let create = Definition(
    Idea(
      "create", "From a closure", .creating, "A stream whose events a closure sends.",
      rx: Spelling("`Observable.create`", declares: ["static func create"]),
      producer: Spelling(
        "`SignalProducer { observer, lifetime in … }`", declares: ["init(_ startHandler:"],
        source: .at(
          "ProducerStyle/Core/SignalProducer.swift",
          "the closure initialiser is the producer's designated one, declared with the type"), uses: "lifetime in"),
      async: Spelling("`AsyncStream` (standard library)"), difference: "create"),
    arity: 0, parameter: .subscriptionFrame,
    runs: """
      a closure that sends a at once, b 2 frames later and completion 3 frames later, for a subscriber that \
      comes at frame n
      """,
    rx: .record { o in
      let scheduler = o.scheduler
      return .create { observer in
        observer.onNext("a")
        let later = scheduler.scheduleRelative((), dueTime: .seconds(2)) { _ in
          observer.onNext("b")
          return Disposables.create()
        }
        let end = scheduler.scheduleRelative((), dueTime: .seconds(3)) { _ in
          observer.onCompleted()
          return Disposables.create()
        }
        return Disposables.create(later, end)
      }
    },
    producer: .record { o in
      let scheduler = o.scheduler
      return SignalProducer { observer, lifetime in
        observer.send(value: "a")
        lifetime += scheduler.schedule(after: scheduler.currentDate.addingTimeInterval(2)) {
          observer.send(value: "b")
        }
        lifetime += scheduler.schedule(after: scheduler.currentDate.addingTimeInterval(3)) {
          observer.sendCompleted()
        }
      }
    },
    async: .record { o in
      let scheduler = o.scheduler
      // The closure runs once, when the stream is made, not when it is iterated.
      return AsyncStream<String> { continuation in
        continuation.yield("a")
        scheduler.schedule(at: scheduler.currentTick + 2) { continuation.yield("b") }
        scheduler.schedule(at: scheduler.currentTick + 3) { continuation.finish() }
      }
    },
    atlas: .list(
      .shown("a subscriber at frame 0", [], 0),
      .shown("a subscriber at frame 3", [], 3),
      .shown("disposed mid-stream", [], 0, disposedAt: 1),
      .shown("a subscriber at frame 3, disposed mid-stream", [], 3, disposedAt: 4)),
    rows: [
      same("a subscriber at frame 0", [], 0, "a-b|"),
      differ(
        "a subscriber at frame 3", [], 3, rx: "---a-b|", producer: "---a-b|", async: "---(ab|)",
        why: """
          RxSwift's `create` and a `SignalProducer`'s closure run at each subscription, so the events start \
          at frame 3; the closure of the standard library's `AsyncStream` runs once, when the stream is made \
          (frame 0 here), and the stream buffers what it sends until it is iterated.
          """),
    ])
}
