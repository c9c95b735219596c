import AsyncStyle
import AsyncStyleTest
import TestSupport
import XCTest

final class ConcatTests: AsyncStyleTestCase {
  func test_chain_emitsFirstThenSecond() async {
    let result = await elements(chain([1, 2].async, [3].async))
    XCTAssertEqual(result, [1, 2, 3])
  }

  func test_chain_ofThree() async {
    let result = await elements(chain([1].async, [Int]().async, [3].async))
    XCTAssertEqual(result, [1, 3])
  }

  func test_chain_failureOfFirstSkipsSecond() async {
    let recorded = await events(chain(Scripted([1], failing: TestError()), Scripted([2])))
    XCTAssertEqual(recorded, [.next(1), .failure(TestError())])
  }
  func test_chain_afterFailureOfFirstEndsWithoutAskingSecond() async {
    var secondAsked = false
    let second = Scripted([2]).map { value in
      secondAsked = true
      return value
    }
    var iterator = chain(Scripted([1], failing: TestError()), second).makeAsyncIterator()
    let first = try? await iterator.next()
    var failure: TestError?
    do { _ = try await iterator.next() } catch { failure = error }
    let afterFailure = try? await iterator.next()
    XCTAssertEqual(first, 1)
    XCTAssertEqual(failure, TestError())
    XCTAssertNil(afterFailure)
    XCTAssertFalse(secondAsked)
  }
}
