import ProducerExercises
import ProducerStyle
import ProducerStyleTest
import Showcase
import ShowcaseTestDoubles
import Synchronization
import XCTest

final class ProducerBlockingFirstTests: XCTestCase {
  func test_firstAnswer_isTheServicesLibrary() {
    for name in ["ReactiveSwift", "ReactiveCocoa"] {
      let webService = WebServiceMock()
      webService.getLibraryProducerClosure = { SignalProducer(value: Library(name: name)) }
      XCTAssertEqual(firstAnswer(from: webService), .success(Library(name: name)))
    }
  }

  func test_firstAnswer_isTheServicesError() {
    let webService = WebServiceMock()
    webService.getLibraryProducerClosure = { SignalProducer(error: .httpStatus(503)) }
    XCTAssertEqual(firstAnswer(from: webService), .failure(.httpStatus(503)))
  }

  func test_twoNames_areThoseOfTwoRequests() throws {
    let webService = WebServiceMock()
    let names = ["ReactiveSwift", "ReactiveCocoa"]
    let calls = Mutex(0)
    webService.getLibraryProducerClosure = {
      let call = calls.withLock {
        $0 += 1
        return $0
      }
      return SignalProducer(value: Library(name: names[(call - 1) % 2]))
    }
    XCTAssertEqual(try twoNames(from: webService), names)
  }

  func test_twoNames_throwTheServicesError() {
    let webService = WebServiceMock()
    webService.getLibraryProducerClosure = { SignalProducer(error: .httpStatus(503)) }
    XCTAssertThrowsError(try twoNames(from: webService)) { error in
      XCTAssertEqual(error as? WebServiceError, .httpStatus(503))
    }
  }
}
