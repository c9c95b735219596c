import AsyncStyle
import Marbles
import ProducerStyle
import RxStyle
import StyleCatalog

extension OperatorComparison {
  static let sample = Definition(
    Idea(
      "sample", "Sample", .filtering, "The latest value each time another stream sends one.",
      rx: Spelling("`sample`", declares: ["func sample"]),
      producer: Spelling("`sample(on:)`, `sample(with:)`", declares: ["func sample"]),
      async: nil, difference: "sample"),
    arity: 2, edges: [.feedback], runs: "the first input's latest value each time the second sends one",
    rx: .record { o in o.first.sample(o.second) },
    producer: .record { o in o.first.sample(on: o.trigger) },
    async: .absent,
    atlas: .list(
      .shown("values and completion", ["-a-b-c----|", "--t---t-t--|"]),
      .shown("the sampler ends first", ["-a-b-c-|", "--t|"]),
      .shown("the source ends first", ["-a-|", "--t--t-|"]),
      .shown("the source fails", ["-a-#", "--t--t-|"]),
      .shown("the sampler fails", ["-a-b-c-|", "--t#"]),
      .shown("the empty source", ["|", "--t|"]),
      .shown("disposed mid-stream", ["-a-b-c----|", "--t---t-t--|"], disposedAt: 5)),
    rows: [
      differ(
        "a tick without a new value", ["-a-b-c----|", "--t---t-t--|"], rx: "--a---c----|", producer: "--a---c-c--|",
        async: "n/a",
        why: """
          RxSwift's `sample` sends a value at a tick only if a new one came since the last tick; \
          ReactiveSwift's `sample(on:)` sends the latest value at every tick.
          """),
      differ(
        "the empty source", ["|", "--t|"], rx: "--|", producer: "---|", async: "n/a",
        why: """
          RxSwift completes at the first tick after the source has completed; ReactiveSwift completes once \
          both the source and the sampler have completed.
          """),
      differ(
        "the sampler ends first", ["-a-b-c-|", "--t|"], rx: "--ab", producer: "--a----|", async: "n/a",
        why: """
          RxSwift's sampler completing counts as a last tick, sending the value that came since the last \
          one, and the result then never ends, nothing being left to complete it; ReactiveSwift sends nothing \
          more and completes when the source completes.
          """),
      differ(
        "the source ends first", ["-a-|", "--t--t-|"], rx: "--a--|", producer: "--a--a-|", async: "n/a",
        why: """
          RxSwift completes at the first tick after the source has completed, the old value not sent again; \
          ReactiveSwift keeps sending the latest value at every tick and completes when the sampler completes.
          """),
      differ(
        "the sampler fails", ["-a-b-c-|", "--t#"], rx: "--a#", producer: "--a----|", async: "n/a",
        why: """
          RxSwift forwards the sampler's failure; ReactiveSwift's sampler is a `SignalProducer<(), Never>` \
          that cannot fail, so the run here ends it quietly and the result completes with the source.
          """),
      same("a value sent back is the next sample", ["-a---|", "--1-1-|"], adding: backOn("a"), "--a-b-|"),
    ])
}
