import ProducerExercises
import ProducerStyle
import ProducerStyleTest
import Showcase
import ShowcaseTestDoubles
import XCTest

final class ProducerSinkTestTests: XCTestCase {
  private func viewModel(answering name: String, scheduler: TestScheduler) -> ProducerLibraryPickerViewModel {
    let webService = WebServiceMock()
    webService.getLibraryProducerClosure = { SignalProducer(value: Library(name: name)) }
    return ProducerLibraryPickerViewModel(webService: webService, scheduler: scheduler)
  }

  func test_oneTap_recordsTheLibrarysText_afterTheDebounce() {
    let scheduler = TestScheduler()
    let model = viewModel(answering: "ReactiveSwift", scheduler: scheduler)
    XCTAssertEqual(
      textsAfterOneTap(viewModel: model, scheduler: scheduler), [.value("Library name: ReactiveSwift", at: 0.3)])
  }

  func test_anotherLibrary_isWhatTheRecorderHolds() {
    let scheduler = TestScheduler()
    let model = viewModel(answering: "ReactiveCocoa", scheduler: scheduler)
    XCTAssertEqual(
      textsAfterOneTap(viewModel: model, scheduler: scheduler), [.value("Library name: ReactiveCocoa", at: 0.3)])
  }
}
