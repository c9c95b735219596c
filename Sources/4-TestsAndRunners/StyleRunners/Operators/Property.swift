import AsyncStyle
import Marbles
import ProducerStyle
import RxStyle
import StyleCatalog

extension OperatorComparison {
  static let property = Definition(
    Idea(
      "property", "Property", .multicasting, "A current value with its changes.",
      rx: Spelling(
        "`BehaviorRelay`, `Driver`", declares: ["final class BehaviorRelay"],
        source: .at(
          "RxStyle/Multicasting/Relays/BehaviorRelay.swift",
          "RxRelay's types have a folder of their own, as they are a library of their own"),
        tests: .at("RxStyleTests/Multicasting/Relays/RelayTests.swift", "the three relays share one suite")),
      producer: Spelling(
        "`Property`, `MutableProperty`", declares: ["final class Property"],
        source: .at(
          "ProducerStyle/Property/Property.swift", "ReactiveSwift keeps its properties in a folder of their own")),
      async: Spelling("`AsyncCurrentValueSubject`", declares: ["final class AsyncCurrentValueSubject"]),
      difference: "property"),
    arity: 1, parameter: .lateSubscriptionFrame,
    runs: """
      a property whose value starts as s and takes the input's values, observed from frame 0; shows the \
      second observer, that comes at frame n
      """,
    rx: .runs { o in
      // A relay takes values only: the input's end does not reach it.
      let relay = BehaviorRelay(value: "s")
      return o.recordFed(
        relay.asObservable(),
        input: AnyObserver { event in
          if case .next(let value) = event { relay.accept(value) }
        })
    },
    producer: .runs { o in
      o.recordFed { source, _ in
        // The values cannot fail in this style; a failure there ends them quietly.
        let property = Property(initial: "s", then: source.flatMapError { _ in SignalProducer<String, Never>.empty })
        return property.producer.promoteError(MarbleFailure.self)
      }
    },
    async: .runs { o in o.recordFed(AsyncCurrentValueSubject<String, MarbleFailure>("s"), valuesOnly: true) },
    atlas: .multicasting,
    rows: [
      differ(
        "a late observer gets the current value first", ["-a-b-c-|"], 4, rx: "----bc", producer: "----bc-|",
        async: "----bc",
        why: """
          RxSwift's `BehaviorRelay` and the async subject fed values only never end; ReactiveSwift's \
          `Property(initial:then:)` completes when the values it follows complete.
          """),
      differ(
        "an observer from the start", ["-a-b-|"], 0, rx: "sa-b", producer: "sa-b-|", async: "sa-b",
        why: """
          An observer from the start sees the same values in every style; only ReactiveSwift's \
          `Property(initial:then:)` ends, with the values it follows.
          """),
      differ(
        "an observer after the end", ["-a-b-|"], 7, rx: "-------b", producer: "-------(b|)", async: "-------b",
        why: """
          After the input's end a relay and the async subject still hold `b` for a new observer and go on; \
          ReactiveSwift's property has ended, so a new observer gets `b` and the completion.
          """),
      differ(
        "an observer after the values failed", ["-a-b-#"], 7, rx: "-------b", producer: "-------(b|)",
        async: "-------b",
        why: """
          A relay, and the async subject fed values only, keep the last value after the input has failed; \
          ReactiveSwift's property follows values that cannot fail, so the run ends them quietly and a later \
          observer gets the last value and completion.
          """),
    ])
}
