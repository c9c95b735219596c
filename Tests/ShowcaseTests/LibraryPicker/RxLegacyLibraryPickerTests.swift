import Foundation
import RxStyle
import RxStyleTest
import Showcase
import ShowcaseTestDoubles
import TestSupport
import XCTest

/// The Rx library picker that reaches for `MainScheduler.instance`, tested by replacing the main
/// scheduler for the test's duration. Times are in milliseconds (`resolution: 0.001`).
final class RxLegacyLibraryPickerTests: RxStyleTestCase {
  private var scheduler: TestScheduler!
  private var disposeBag: DisposeBag!

  // A debounce left on the real main queue holds its resources until its timer fires there.
  override var releaseGracePeriod: TimeInterval { 2 }

  override func setUp() {
    super.setUp()
    scheduler = TestScheduler(initialClock: 0, resolution: 0.001)
    disposeBag = DisposeBag()
  }

  override func tearDown() {
    disposeBag = nil
    super.tearDown()
  }

  // MARK: Sink

  func test_tappedOnce_textContainsTheLibrary() {
    let webServiceMock = WebServiceMock()
    webServiceMock.getLibraryRxClosure = { .just(Library(name: "RxSwift")) }
    MainScheduler.withScheduler(scheduler) {
      let viewModel = RxLegacyLibraryPickerViewModel(webService: webServiceMock)
      let sink = scheduler.createObserver(String.self)
      viewModel.output.text.drive(sink).disposed(by: disposeBag)

      viewModel.input.didTapButton.onNext(())
      scheduler.start()

      XCTAssertEqual(sink.events.compactMap(\.value.element), ["Library name: RxSwift"])
    }
  }

  // MARK: Injected scheduler

  // snippet: injected-scheduler-legacy-rx
  func test_tapsAreDebounced_thenLoadingUntilTheAnswer() {
    MainScheduler.withScheduler(scheduler) {
      let service = simulatedService(latency: .milliseconds(500), scheduler: scheduler)
      let viewModel = RxLegacyLibraryPickerViewModel(webService: service)
      let text = scheduler.createObserver(String.self)
      let isLoading = scheduler.createObserver(Bool.self)
      viewModel.output.text.drive(text).disposed(by: disposeBag)
      viewModel.output.isLoading.drive(isLoading).disposed(by: disposeBag)

      scheduler.scheduleAt(100) { viewModel.input.didTapButton.onNext(()) }
      scheduler.scheduleAt(200) { viewModel.input.didTapButton.onNext(()) }
      scheduler.start()

      // A Driver hands each event to the main scheduler, here the test scheduler, which runs it
      // one tick later as RxTest does: 501 and 1001 where the injected view model shows 500 and 1000.
      XCTAssertEqual(text.events, [.next(1001, "Library name: RxSwift")])
      XCTAssertEqual(isLoading.events, [.next(0, false), .next(501, true), .next(1001, false)])
    }
  }
  // end snippet

  func test_sharingSchedulerMockAlone_leavesTheDebounceOnTheMainQueue() {
    let webServiceMock = WebServiceMock()
    webServiceMock.getLibraryRxClosure = { .just(Library(name: "RxSwift")) }
    SharingScheduler.mock(scheduler: scheduler) {
      let viewModel = RxLegacyLibraryPickerViewModel(webService: webServiceMock)
      let sink = scheduler.createObserver(String.self)
      viewModel.output.text.drive(sink).disposed(by: disposeBag)

      viewModel.input.didTapButton.onNext(())
      scheduler.advanceTo(1000)

      XCTAssertEqual(sink.events, [])
    }
  }
}
