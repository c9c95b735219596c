import RxStyle
import RxStyleBlocking
import RxStyleTest
import Showcase
import ShowcaseTestDoubles
import TestSupport
import XCTest

/// The Rx-style library picker, tested with the three patterns: sink, blocking-first and
/// injected scheduler. Times are in milliseconds (`resolution: 0.001`).
final class RxLibraryPickerTests: RxStyleTestCase {
  private var scheduler: TestScheduler!
  private var webServiceMock: WebServiceMock!
  private var disposeBag: DisposeBag!

  override func setUp() {
    super.setUp()
    scheduler = TestScheduler(initialClock: 0, resolution: 0.001)
    webServiceMock = WebServiceMock()
    disposeBag = DisposeBag()
  }

  override func tearDown() {
    disposeBag = nil
    super.tearDown()
  }

  // MARK: Sink

  // snippet: sink-rx
  func test_tappedOnce_textContainsTheLibrary() {
    // Given
    webServiceMock.getLibraryRxClosure = { .just(Library(name: "RxSwift")) }
    let viewModel = RxLibraryPickerViewModel(webService: webServiceMock, scheduler: scheduler)
    let sink = scheduler.createObserver(String.self)
    viewModel.output.text.subscribe(sink).disposed(by: disposeBag)

    // When
    viewModel.input.didTapButton.onNext(())
    scheduler.start()

    // Then
    XCTAssertEqual(sink.events.compactMap(\.value.element), ["Library name: RxSwift"])
  }
  // end snippet

  func test_tappedWhileServiceFails_textShowsTheError() {
    webServiceMock.getLibraryRxClosure = { .error(WebServiceError.httpStatus(500)) }
    let viewModel = RxLibraryPickerViewModel(webService: webServiceMock, scheduler: scheduler)
    let sink = scheduler.createObserver(String.self)
    viewModel.output.text.subscribe(sink).disposed(by: disposeBag)

    viewModel.input.didTapButton.onNext(())
    scheduler.start()

    XCTAssertEqual(sink.events.compactMap(\.value.element), ["Error occurred: HTTP status 500"])
  }

  // MARK: Blocking first

  // snippet: blocking-first-rx
  func test_getLibrary_blockingFirst_returnsTheLibrary() throws {
    webServiceMock.getLibraryRxClosure = { .just(Library(name: "RxSwift")) }
    XCTAssertEqual(try webServiceMock.getLibraryRx().toBlocking().first(), Library(name: "RxSwift"))
  }
  // end snippet

  func test_getLibrary_blockingFirst_throwsEachError() {
    for expected in everyWebServiceError {
      webServiceMock.getLibraryRxClosure = { .error(expected) }
      XCTAssertThrowsError(try webServiceMock.getLibraryRx().toBlocking().first()) { error in
        XCTAssertEqual(error as? WebServiceError, expected)
      }
    }
  }

  // MARK: Injected scheduler

  // snippet: injected-scheduler-rx
  func test_tapsAreDebounced_thenLoadingUntilTheAnswer() {
    let service = simulatedService(latency: .milliseconds(500), scheduler: scheduler)
    let viewModel = RxLibraryPickerViewModel(webService: service, scheduler: scheduler)
    let text = scheduler.createObserver(String.self)
    let isLoading = scheduler.createObserver(Bool.self)
    viewModel.output.text.subscribe(text).disposed(by: disposeBag)
    viewModel.output.isLoading.subscribe(isLoading).disposed(by: disposeBag)

    scheduler.scheduleAt(100) { viewModel.input.didTapButton.onNext(()) }
    scheduler.scheduleAt(200) { viewModel.input.didTapButton.onNext(()) }
    scheduler.start()

    XCTAssertEqual(text.events, [.next(1000, "Library name: RxSwift")])
    XCTAssertEqual(isLoading.events, [.next(0, false), .next(500, true), .next(1000, false)])
  }
  // end snippet

  func test_tapDuringAFetch_replacesIt() {
    let service = simulatedService(latency: .milliseconds(500), scheduler: scheduler)
    let viewModel = RxLibraryPickerViewModel(webService: service, scheduler: scheduler)
    let text = scheduler.createObserver(String.self)
    viewModel.output.text.subscribe(text).disposed(by: disposeBag)

    scheduler.scheduleAt(100) { viewModel.input.didTapButton.onNext(()) }
    scheduler.scheduleAt(500) {
      service.result = .failure(.timeout)
      viewModel.input.didTapButton.onNext(())
    }
    scheduler.start()

    // The first fetch (400–900) is replaced at 800 by the second (800–1300), which fails.
    XCTAssertEqual(text.events, [.next(1300, "Error occurred: timed out")])
  }
}
