extension AnchorDifference {
  /// Where ProducerStyle departs from ReactiveSwift.
  static let producer: [AnchorDifference] = [
    AnchorDifference(
      .producer, .compile,
      "`ReactiveSwift.SignalProducer`, `ReactiveSwift.Signal<Void, Never>.Observer`: names "
        + "qualified by the module",
      anchor: "qualify a name by the module `ReactiveSwift`, as code that also imports RxSwift must for `Signal`",
      ours: "qualify it by `ProducerStyle`: `ProducerStyle.Signal<Int, Never>.pipe()`",
      reason: "a module cannot answer to another module's name; only the qualifier changes",
      pinnedBy: "StyleBridgesTests/SignalProducer+ObservableTests.swift",
      "test_asObservable_forwardsValuesAndCompletion_atTheirTimes"),
    AnchorDifference(
      .producer, .compile,
      "Swift 6: a closure an operator keeps (`map`, `on(value:)`, `flatMap(.latest)`) mutating a captured "
        + "`var` or capturing a non-`Sendable` object",
      anchor: "takes plain closures, so `on(value: { _ in count += 1 })` and `flatMap(.latest) { _ in "
        + "service.fetch() }` with a non-`Sendable` service compile",
      ours: "Swift 6 rejects both; Swift 5 mode compiles both, warning about the mutation. Count in "
        + "`startWithValues`, guard the counter with a `Mutex`, or make the captured type `Sendable`",
      reason: "a `SignalProducer` is `Sendable` and may run these closures on any thread that starts it or "
        + "sends into it; `@Sendable` makes such races compile errors",
      pinnedBy: "ShowcaseTests/CurrencyConverter/ProducerCurrencyConverterTests.swift",
      "test_reloads_ratesArriveForEach"),
    AnchorDifference(
      .producer, .compile, "Swift 5 mode: an operator function as a kept closure, `scan(0, +)`, `reduce(1, *)`",
      anchor: "compiles without a diagnostic",
      ours: "compiles with a warning (\"converting non-Sendable function value to '@Sendable …' may introduce "
        + "data races\"); Swift 6 mode is silent. In Swift 5 write a closure (`scan(0) { $0 + $1 }`) or enable "
        + "`InferSendableFromCaptures`",
      reason: "the closure is kept by a `Sendable` producer, so it is `@Sendable`; `@preconcurrency` does not "
        + "silence this warning",
      pinnedBy: "ProducerStyleTests/Operators/ScanTests.swift", "test_scan_sendsEachAccumulation"),
  ]
}
