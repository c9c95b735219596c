import AsyncStyle
import Marbles
import ProducerStyle
import RxStyle
import StyleCatalog

extension OperatorComparison {
  static let behaviorSubject = Definition(
    Idea(
      "behaviorSubject", "Subject with a current value", .multicasting,
      "A subject that gives a new subscriber its value.",
      rx: Spelling("`BehaviorSubject`", declares: ["final class BehaviorSubject"]),
      producer: Spelling(
        "`MutableProperty`", declares: ["final class MutableProperty"],
        source: .at(
          "ProducerStyle/Property/MutableProperty.swift", "ReactiveSwift keeps its properties in a folder of their own")
      ),
      async: Spelling("`AsyncCurrentValueSubject`", declares: ["final class AsyncCurrentValueSubject"]),
      difference: "behaviorSubject"),
    arity: 1, parameter: .lateSubscriptionFrame,
    runs: """
      the input fed to a subject whose value starts as s, a subscriber from frame 0; shows the second \
      subscriber, that comes at frame n
      """,
    rx: .runs { o in
      let subject = BehaviorSubject(value: "s")
      return o.recordFed(subject.asObservable(), input: subject.asObserver())
    },
    producer: .runs { o in
      o.recordFed { source, subscriptions in
        // A mutable property takes values only: the input's end does not reach it.
        let property = MutableProperty("s")
        subscriptions += source.flatMapError { _ in SignalProducer<String, Never>.empty }.startWithValues {
          property.value = $0
        }
        return property.producer.promoteError(MarbleFailure.self)
      }
    },
    async: .runs { o in o.recordFed(AsyncCurrentValueSubject<String, MarbleFailure>("s")) },
    atlas: .multicasting,
    rows: [
      same("a late subscriber gets the current value first", ["-a-b-c-|"], 4, "----bc-|"),
      same("from frame 0, the initial value first", ["-a-b-|"], 0, "sa-b-|"),
      differ(
        "a subscriber after a failure", ["-a-b-#"], 7, rx: "-------#", producer: "-------(b|)", async: "-------#",
        why: """
          RxSwift's `BehaviorSubject` and the async current-value subject end with their input and give a later \
          subscriber only the end; ReactiveSwift's `MutableProperty` takes values only and ends when it is \
          deinitialised, here once its feed has ended, so a later start gets the last value and completion.
          """),
      differ(
        "a subscriber after the end", ["-a-b-|"], 7, rx: "-------|", producer: "-------(b|)", async: "-------|",
        why: """
          After the end a `BehaviorSubject` and the async subject replay only the completion; a \
          `MutableProperty` no one holds any more gives its last value, then completes.
          """),
    ])
}
