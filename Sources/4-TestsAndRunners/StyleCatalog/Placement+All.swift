extension Placement {
  /// Every placement that differs between the styles on purpose, in the order of the concordance.
  public static let all: [Placement] = [
    Placement(
      what: "Test scheduler",
      places: ["RxStyleTestKit", "ProducerStyle, in `Time/`", "AsyncStyleTestKit"],
      why: "ReactiveSwift ships its `TestScheduler` in the main module; RxSwift keeps it in RxTest."),
    Placement(
      what: "Blocking operators",
      places: ["RxStyleBlocking", "ProducerStyle, in `Blocking/`", "AsyncStyleTestKit (`blockingFirst`)"],
      why: "RxSwift's blocking operators are the separate RxBlocking module; ReactiveSwift's `first()`, `single()`, "
        + "`last()` and `wait()` are part of `SignalProducer`; the async style blocks only in tests."),
    Placement(
      what: "Current value with its changes",
      places: ["`Traits/` (`Driver`)", "`Property/`", "`Multicasting/Subjects/`"],
      why: "RxCocoa's `Driver` is a trait of an observable; ReactiveSwift gives properties a folder of their own; "
        + "the async style has only a subject for it."),
    Placement(
      what: "Recorders and assertions",
      places: [
        "RxStyleTestKit, RxStyleTest", "ProducerStyleTestKit, ProducerStyleTest", "AsyncStyleTestKit, AsyncStyleTest",
      ],
      why: "Each style has test modules of its own, as RxTest does for RxSwift: the kit holds the recorders without "
        + "a test framework, and the test module re-exports it and adds the assertions. ReactiveSwift has none, so "
        + "ProducerStyleTestKit holds only what its tests need beside the main module's `TestScheduler`."),
  ]
}
