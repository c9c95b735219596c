import RxStyle
import RxStyleBlocking
import RxStyleTest
import Showcase
import ShowcaseTestDoubles
import TestSupport
import Testing

/// ``RxLibraryPickerTests`` in Swift Testing: the same three patterns, the same helpers. Each
/// test gets a new instance, and the suite's trait checks that it leaves no resource alive.
@Suite(.checksLeaks) struct RxLibraryPickerSwiftTestingTests {
  private let scheduler = TestScheduler(initialClock: 0, resolution: 0.001)
  private let webServiceMock = WebServiceMock()
  private let disposeBag = DisposeBag()

  // MARK: Sink

  // snippet: sink-rx-swift-testing
  @Test func tappedOnce_textContainsTheLibrary() {
    // Given
    webServiceMock.getLibraryRxClosure = { .just(Library(name: "RxSwift")) }
    let viewModel = RxLibraryPickerViewModel(webService: webServiceMock, scheduler: scheduler)
    let sink = scheduler.createObserver(String.self)
    viewModel.output.text.subscribe(sink).disposed(by: disposeBag)

    // When
    viewModel.input.didTapButton.onNext(())
    scheduler.start()

    // Then
    #expect(sink.events.compactMap(\.value.element) == ["Library name: RxSwift"])
  }
  // end snippet

  // MARK: Blocking first

  // snippet: blocking-first-rx-swift-testing
  @Test func getLibrary_blockingFirst_returnsTheLibrary() throws {
    webServiceMock.getLibraryRxClosure = { .just(Library(name: "RxSwift")) }
    #expect(try webServiceMock.getLibraryRx().toBlocking().first() == Library(name: "RxSwift"))
  }
  // end snippet

  @Test(arguments: everyWebServiceError)
  func getLibrary_blockingFirst_throwsEachError(_ expected: WebServiceError) {
    webServiceMock.getLibraryRxClosure = { .error(expected) }
    #expect(throws: expected) { try webServiceMock.getLibraryRx().toBlocking().first() }
  }

  // MARK: Injected scheduler

  // snippet: injected-scheduler-rx-swift-testing
  @Test func tapsAreDebounced_thenLoadingUntilTheAnswer() {
    let service = simulatedService(latency: .milliseconds(500), scheduler: scheduler)
    let viewModel = RxLibraryPickerViewModel(webService: service, scheduler: scheduler)
    let text = scheduler.createObserver(String.self)
    let isLoading = scheduler.createObserver(Bool.self)
    viewModel.output.text.subscribe(text).disposed(by: disposeBag)
    viewModel.output.isLoading.subscribe(isLoading).disposed(by: disposeBag)

    let taps = scheduler.createHotObservable([.next(100, ()), .next(200, ())])
    taps.bind(to: viewModel.input.didTapButton).disposed(by: disposeBag)
    scheduler.start()

    #expect(text.events == [.next(1000, "Library name: RxSwift")])
    #expect(isLoading.events == [.next(0, false), .next(500, true), .next(1000, false)])
  }
  // end snippet
}
