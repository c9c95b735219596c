import RxStyle
import RxStyleBlocking
import RxStyleTest
import TestSupport
import XCTest

/// A light switch service whose command is mocked with a completable.
private protocol LightsRepository {
  func toggleLight(withId id: Int) -> Completable
}

private final class LightsRepositoryMock: LightsRepository {
  var toggleLightCallsCount = 0
  var toggleLightReceivedInvocations: [Int] = []
  var toggleLightReturnValue: Completable!

  func toggleLight(withId id: Int) -> Completable {
    toggleLightCallsCount += 1
    toggleLightReceivedInvocations.append(id)
    return toggleLightReturnValue
  }
}

final class TraitBlockingTests: RxStyleTestCase {
  func test_singleToBlockingFirst_returnsTheElement() throws {
    let library = Single<String>.create { single in
      single(.success("RxStyle"))
      return Disposables.create()
    }
    XCTAssertEqual(try library.toBlocking(timeout: 1).first(), "RxStyle")
    XCTAssertEqual(try library.map { "Library name: \($0)" }.toBlocking().single(), "Library name: RxStyle")
  }

  func test_singleToBlocking_throwsItsFailure() {
    XCTAssertThrowsError(try Single<Int>.error(RxError.unknown).toBlocking().first()) { error in
      guard case RxError.unknown = error else { return XCTFail("expected RxError.unknown, got \(error)") }
    }
  }

  func test_completableToBlockingMaterialize_reportsCompletion() {
    let repository = LightsRepositoryMock()
    repository.toggleLightReturnValue = .empty()
    let toggled = repository.toggleLight(withId: 2).toBlocking().materialize()
    guard case .completed(let elements) = toggled else { return XCTFail("expected completion, got \(toggled)") }
    XCTAssertTrue(elements.isEmpty)
    XCTAssertEqual(repository.toggleLightCallsCount, 1)
    XCTAssertEqual(repository.toggleLightReceivedInvocations, [2])
  }

  func test_maybeToBlockingFirst_isNilWhenEmpty() throws {
    XCTAssertNil(try Maybe<Int>.empty().toBlocking().first())
  }
}
