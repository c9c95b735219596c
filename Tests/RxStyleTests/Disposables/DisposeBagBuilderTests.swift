import Foundation
import RxStyle
import RxStyleTest
import StyleInternals
import TestSupport
import XCTest

final class DisposeBagBuilderTests: RxStyleTestCase {
  func test_builderInit_holdsEveryStatementsDisposable() {
    let (a, b) = (BooleanDisposable(), BooleanDisposable())
    var bag: DisposeBag? = DisposeBag {
      a
      b
    }
    XCTAssertFalse(a.isDisposed)
    bag = nil
    XCTAssertNil(bag)
    XCTAssertTrue(a.isDisposed && b.isDisposed)
  }

  func test_disposingInitAndVariadicInsert_holdEveryDisposable() {
    let disposables = (0..<5).map { _ in BooleanDisposable() }
    var bag: DisposeBag? = DisposeBag(disposing: disposables[0], disposables[1])
    bag?.insert(disposables[2], disposables[3])
    bag?.insert { disposables[4] }
    XCTAssertFalse(disposables.contains { $0.isDisposed })
    bag = nil
    XCTAssertTrue(disposables.allSatisfy { $0.isDisposed })
  }

  func test_compositeDisposable_ofAnyNumber_disposesEveryOne() {
    let disposables = (0..<6).map { _ in BooleanDisposable() }
    let three = CompositeDisposable(disposables[0], disposables[1], disposables[2])
    let many = CompositeDisposable(
      disposables[3], disposables[4], disposables[5], BooleanDisposable(), BooleanDisposable())
    XCTAssertEqual(three.count, 3)
    XCTAssertEqual(many.count, 5)
    three.dispose()
    many.dispose()
    XCTAssertTrue(disposables.allSatisfy { $0.isDisposed })
  }
}
