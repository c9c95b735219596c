import XCTest

@testable import GenerateCLI

/// The Swift 5 forms the `swift5` generator writes, read from small sources.
final class Swift5OverloadsTests: XCTestCase {
  func test_markedOperator_getsAPlainClosureFormThatHandsItsClosureOnThroughAHelper() throws {
    let file = try generated(
      """
      extension ObservableType where Element: Equatable {
        /// Doc.
        @available(swift, introduced: 6)
        @preconcurrency public func skip(while predicate: @escaping @Sendable (Element) throws -> Bool, count: Int = 1) -> Observable<Element> {
          fatalError()
        }
      }
      """)
    XCTAssertTrue(file.contains("extension ObservableType where Element: Equatable {"), file)
    XCTAssertTrue(
      file.contains(
        "@available(swift, obsoleted: 6) @_documentation(visibility: internal) @preconcurrency public func skip(while predicate: "
          + "consuming @escaping (Element) throws -> Bool, count: Int = 1) -> Observable<Element> {"), file)
    XCTAssertTrue(
      file.contains(
        "self.sendableFormOfSkip(while: unsafeBitCast(predicate, to: (@Sendable (Element) throws -> Bool).self), "
          + "count: count)"), file)
    XCTAssertTrue(
      file.contains(
        "@usableFromInline func sendableFormOfSkip(while predicate: @escaping @Sendable (Element) throws -> Bool, "
          + "count: Int) -> Observable<Element> {"), file)
    XCTAssertTrue(file.contains("self.skip(while: predicate, count: count)"), file)
  }

  func test_optionalClosureOfAClassInitializer_isBorrowedAndCopied() throws {
    let file = try generated(
      """
      public final class Action<Input> {
        @available(swift, introduced: 6)
        public init(enabledIf: (@Sendable () -> Bool)?) {}
      }
      """)
    XCTAssertTrue(file.contains("extension Action {"), file)
    XCTAssertTrue(file.contains("public convenience init(enabledIf: borrowing (() -> Bool)?)"), file)
    XCTAssertTrue(
      file.contains("self.init(enabledIf: unsafeBitCast(copy enabledIf, to: ((@Sendable () -> Bool)?).self))"), file)
  }

  func test_disfavoredInlinableOperator_keepsItsRankAndItsHelperIsInlinable() throws {
    let file = try generated(
      """
      extension SignalProducer {
        @available(swift, introduced: 6)
        @_disfavoredOverload
        @inlinable
        public static func attempt(_ action: @escaping @Sendable () throws -> Value) -> Self { fatalError() }
      }
      """)
    XCTAssertTrue(
      file.contains(
        "@available(swift, obsoleted: 6) @_documentation(visibility: internal) @inlinable @_disfavoredOverload public static "
          + "func attempt("), file)
    XCTAssertTrue(
      file.contains("Self.sendableFormOfAttempt(unsafeBitCast(action, to: (@Sendable () throws -> Value).self))"), file)
    XCTAssertTrue(
      file.contains(
        "@inlinable @_disfavoredOverload static func sendableFormOfAttempt(_ action: @escaping @Sendable () throws "
          + "-> Value) -> Self"), file)
  }

  func test_protocolWitness_andRethrowingFunction_keepOneForm() throws {
    let file = try generated(
      """
      public protocol Scheduler {
        func schedule(_ action: @escaping @Sendable () -> Void)
      }
      public final class QueueScheduler: Scheduler {
        public func schedule(_ action: @escaping @Sendable () -> Void) {}
        public static func mock<R>(_ make: @escaping @Sendable () -> Int, action: () throws -> R) rethrows -> R { try action() }
      }
      """)
    XCTAssertFalse(file.contains("func schedule"), file)
    XCTAssertFalse(file.contains("func mock"), file)
  }

  func test_unmarkedPublicDeclarationWithASendableClosure_stopsTheRun() {
    XCTAssertThrowsError(
      try generated(
        """
        extension ObservableType {
          // A comment that mentions func map(_ x: @Sendable () -> Void) {
          public func map<R>(_ transform: @escaping @Sendable (Element) -> R) -> Observable<R> { fatalError() }
          func helper(_ body: @escaping @Sendable () -> Void) {}
        }
        """)
    ) { error in
      XCTAssertEqual(
        "\(error)", "Lib/Map.swift:3: `map` takes a @Sendable closure; mark it `@available(swift, introduced: 6)`")
    }
  }

  private func generated(_ source: String) throws -> String {
    try Swift5Overloads.file(from: [(path: "Lib/Map.swift", text: source)], anchor: "RxSwift")
  }
}
