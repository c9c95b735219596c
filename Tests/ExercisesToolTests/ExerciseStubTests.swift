import ExercisesTool
import XCTest

final class ExerciseStubTests: XCTestCase {
  private let solution = """
    public func f(_ x: Observable<Int>) -> Observable<Int> {
      // EXERCISE BEGIN (stub: return .empty())
      return x
        .map { $0 * 2 }
      // EXERCISE END
    }

    public final class Store {
        // EXERCISE BEGIN (stub: let subject = PublishSubject<Int>())
        let subject = BehaviorSubject(value: 0)
        // EXERCISE END
    }

    """

  func test_stub_replacesEachRegionWithTheTodoLineAndThePlaceholder() {
    XCTAssertEqual(
      ExerciseStub.stub(fromSolution: solution),
      """
      public func f(_ x: Observable<Int>) -> Observable<Int> {
        // TODO: your code here, in place of the line below.
        return .empty()
      }

      public final class Store {
          // TODO: your code here, in place of the line below.
          let subject = PublishSubject<Int>()
      }

      """)
  }

  func test_regions_areTheDedentedSolutionCode() {
    XCTAssertEqual(
      ExerciseStub.regions(ofSolution: solution),
      ["return x\n  .map { $0 * 2 }", "let subject = BehaviorSubject(value: 0)"])
  }

  func test_aFileWithoutMarkers_isItsOwnStub() {
    XCTAssertEqual(ExerciseStub.stub(fromSolution: "let a = 1\n"), "let a = 1\n")
    XCTAssertEqual(ExerciseStub.regions(ofSolution: "let a = 1\n"), [])
  }
}
