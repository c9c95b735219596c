import RxExercises
import RxStyle
import RxStyleTest
import Showcase
import ShowcaseTestDoubles
import XCTest

final class RxBlockingFirstTests: XCTestCase {
  func test_firstLibrary_isTheServicesAnswer() throws {
    for name in ["RxSwift", "RxCocoa"] {
      let webService = WebServiceMock()
      webService.getLibraryRxClosure = { .just(Library(name: name)) }
      XCTAssertEqual(try firstLibrary(from: webService), Library(name: name))
    }
  }

  func test_firstLibrary_throwsTheServicesError() {
    let webService = WebServiceMock()
    webService.getLibraryRxClosure = { .error(WebServiceError.httpStatus(503)) }
    XCTAssertThrowsError(try firstLibrary(from: webService)) { error in
      XCTAssertEqual(error as? WebServiceError, .httpStatus(503))
    }
  }

  func test_initiallyLoading_isFalse() throws {
    let webService = WebServiceMock()
    let viewModel = RxLibraryPickerViewModel(webService: webService, scheduler: MainScheduler.instance)
    XCTAssertEqual(try initiallyLoading(viewModel), false)
  }
}
