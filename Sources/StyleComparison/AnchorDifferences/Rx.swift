extension AnchorDifference {
  /// Where RxStyle departs from RxSwift, RxRelay, RxCocoa, RxTest and RxBlocking.
  static let rx: [AnchorDifference] = [
    AnchorDifference(
      .rx, .compile, "`RxSwift.Resources.total`, `RxSwift.Observable`: names qualified by the module",
      anchor: "qualify a name by the module `RxSwift`",
      ours: "qualify it by `RxStyle`: `RxStyle.Resources.total`",
      reason: "a module cannot answer to another module's name; only the qualifier changes",
      pinnedBy: "RxStyleTests/Core/ResourcesTests.swift", "test_total_isQualifiedByThisModulesName")
  ]
}
