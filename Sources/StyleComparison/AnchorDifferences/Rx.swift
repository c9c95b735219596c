extension AnchorDifference {
  /// Where RxStyle departs from RxSwift, RxRelay, RxCocoa, RxTest and RxBlocking.
  static let rx: [AnchorDifference] = [
    AnchorDifference(
      .rx, .compile, "`RxSwift.Resources.total`, `RxSwift.Observable`: names qualified by the module",
      anchor: "qualify a name by the module `RxSwift`",
      ours: "qualify it by `RxStyle`: `RxStyle.Resources.total`",
      reason: "a module cannot answer to another module's name; only the qualifier changes",
      pinnedBy: "RxStyleTests/Core/ResourcesTests.swift", "test_total_isQualifiedByThisModulesName"),
    AnchorDifference(
      .rx, .compile, "`maxTailRecursiveSinkStackSize` (under `TRACE_RESOURCES`)",
      anchor:
        "a debug counter of the deepest stack of sources its `concat` sink keeps while it flattens nested concats",
      ours: "no such counter: `concat` over a sequence subscribes each source when the previous completes, a stage"
        + " per nested level, and delivers the same elements in the same order",
      reason: "the figure describes one implementation's stack; here it would count nothing",
      pinnedBy: "RxStyleTests/Operators/ConcatTests.swift",
      "test_concatSequence_nestedAHundredDeep_deliversEveryElementInOrder"),
    AnchorDifference(
      .rx, .compile, "`Queue` through `@testable import RxSwift`",
      anchor: "its tests check the internal queue that its buffering operators use",
      ours: "the internal queue is `RingBuffer`, with other operations; its own tests check it",
      reason: "internal types are not API: giving them RxSwift's names and shapes would fix implementation details",
      pinnedBy: "RxStyleTests/Internal/RingBufferTests.swift",
      "test_ringBuffer_keepsFirstInFirstOut_acrossWrapAroundAndGrowth"),
    AnchorDifference(
      .rx, .compile, "`RxMutableBox` through `@testable import RxSwift`",
      anchor: "its subject re-entrancy tests keep their state in this internal box",
      ours: "no such box; a subject's re-entrant sends are pinned with a locked value instead",
      reason: "internal types are not API: giving them RxSwift's names and shapes would fix implementation details",
      pinnedBy: "RxStyleTests/Multicasting/Subjects/BehaviorSubjectTests.swift",
      "test_behaviorSubject_reentrantSend_isDeliveredNested_andReported"),
    AnchorDifference(
      .rx, .compile, "`wait(for: [expectation])` in XCTest on Linux",
      anchor: "its tests rely on the default timeout of Apple's XCTest",
      ours: "XCTest on Linux has no default, so write `wait(for: [done], timeout: 1)`; with one, the anchor's two"
        + " closure-lifetime tests pass",
      reason: "the test framework's API, not this library's: RxSwift's own tests fail to compile there the same way",
      pinnedBy: "RxStyleTests/Creation/CreateTests.swift",
      "test_create_liveSubscription_doesNotKeepWhatTheSubscribeClosureCaptured"),
  ]
}
