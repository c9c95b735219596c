import RxExercises
import RxStyle
import RxStyleTest
import Showcase
import ShowcaseTestDoubles
import XCTest

final class RxSinkTestTests: XCTestCase {
  private func viewModel(answering name: String, scheduler: TestScheduler) -> RxLibraryPickerViewModel {
    let webService = WebServiceMock()
    webService.getLibraryRxClosure = { .just(Library(name: name)) }
    return RxLibraryPickerViewModel(webService: webService, scheduler: scheduler)
  }

  func test_oneTap_recordsTheLibrarysText_afterTheDebounce() {
    let scheduler = TestScheduler(initialClock: 0, resolution: 0.001)
    let events = textsAfterOneTap(
      viewModel: viewModel(answering: "RxSwift", scheduler: scheduler), scheduler: scheduler)
    XCTAssertEqual(events, [.next(300, "Library name: RxSwift")])
  }

  func test_anotherLibrary_isWhatTheRecorderHolds() {
    let scheduler = TestScheduler(initialClock: 0, resolution: 0.001)
    let events = textsAfterOneTap(
      viewModel: viewModel(answering: "RxCocoa", scheduler: scheduler), scheduler: scheduler)
    XCTAssertEqual(events, [.next(300, "Library name: RxCocoa")])
  }
}
