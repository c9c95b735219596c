import Foundation
import RxStyle
import RxStyleTest
import StyleInternals
import TestSupport
import XCTest

final class RefCountDisposableTests: RxStyleTestCase {
  func test_primaryDisposedWithoutHolders_disposesAtOnce() {
    let underlying = BooleanDisposable()
    let refCount = RefCountDisposable(disposable: underlying)
    refCount.dispose()
    XCTAssertTrue(underlying.isDisposed)
    XCTAssertTrue(refCount.isDisposed)
  }

  func test_holders_keepTheResourceUntilTheLastIsDisposed() {
    let underlying = BooleanDisposable()
    let refCount = RefCountDisposable(disposable: underlying)
    let first = refCount.retain()
    let second = refCount.retain()
    refCount.dispose()
    first.dispose()
    first.dispose()  // a second dispose of one holder does not count twice
    XCTAssertFalse(underlying.isDisposed)
    second.dispose()
    XCTAssertTrue(underlying.isDisposed)
  }

  func test_holdersDisposedFirst_primaryDisposeEndsIt() {
    let underlying = BooleanDisposable()
    let refCount = RefCountDisposable(disposable: underlying)
    refCount.retain().dispose()
    XCTAssertFalse(underlying.isDisposed)
    refCount.dispose()
    XCTAssertTrue(underlying.isDisposed)
    refCount.retain().dispose()  // after the end, retaining is harmless
  }
}
