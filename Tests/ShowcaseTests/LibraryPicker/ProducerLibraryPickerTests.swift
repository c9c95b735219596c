import Foundation
import ProducerStyle
import ProducerStyleTest
import Showcase
import ShowcaseTestDoubles
import XCTest

/// The producer-style library picker, tested with the three patterns: sink, blocking-first and
/// injected scheduler. Times are in seconds.
final class ProducerLibraryPickerTests: ProducerStyleTestCase {
  private var scheduler: TestScheduler!
  private var webServiceMock: WebServiceMock!

  override func setUp() {
    super.setUp()
    scheduler = TestScheduler()
    webServiceMock = WebServiceMock()
  }

  override func tearDown() {
    // Released view models complete their taps; the debounce delivers that on the scheduler.
    scheduler.run()
    super.tearDown()
  }

  // MARK: Sink

  // snippet: sink-producer
  func test_tappedOnce_textContainsTheLibrary() {
    // Given
    webServiceMock.getLibraryProducerClosure = { SignalProducer(value: Library(name: "ReactiveSwift")) }
    let viewModel = ProducerLibraryPickerViewModel(webService: webServiceMock, scheduler: scheduler)
    let sink = EventRecorder(viewModel.output.text)

    // When
    viewModel.input.didTapButton.send(value: ())
    scheduler.run()

    // Then
    XCTAssertEqual(sink.values, ["Library name: ReactiveSwift"])
  }
  // end snippet

  func test_tappedWhileServiceFails_textShowsTheError() {
    webServiceMock.getLibraryProducerClosure = { SignalProducer(error: .httpStatus(500)) }
    let viewModel = ProducerLibraryPickerViewModel(webService: webServiceMock, scheduler: scheduler)
    let sink = EventRecorder(viewModel.output.text)

    viewModel.input.didTapButton.send(value: ())
    scheduler.run()

    XCTAssertEqual(sink.values, ["Error occurred: HTTP status 500"])
  }

  func test_releasingTheViewModel_endsItsOutputs() {
    webServiceMock.getLibraryProducerClosure = { SignalProducer(value: Library(name: "ReactiveSwift")) }
    var viewModel: ProducerLibraryPickerViewModel? = ProducerLibraryPickerViewModel(
      webService: webServiceMock, scheduler: scheduler)
    let sink = EventRecorder(viewModel!.output.text)

    viewModel = nil
    scheduler.run()

    XCTAssertEqual(sink.events.count, 1)
    XCTAssertTrue(sink.isCompleted)
  }

  // MARK: Blocking first

  // snippet: blocking-first-producer
  func test_getLibrary_first_returnsTheLibrary() {
    webServiceMock.getLibraryProducerClosure = { SignalProducer(value: Library(name: "ReactiveSwift")) }
    XCTAssertEqual(try webServiceMock.getLibraryProducer().first()?.get(), Library(name: "ReactiveSwift"))
  }
  // end snippet

  func test_getLibrary_first_failsWithEachError() {
    for expected in everyWebServiceError {
      webServiceMock.getLibraryProducerClosure = { SignalProducer(error: expected) }
      XCTAssertEqual(webServiceMock.getLibraryProducer().first(), .failure(expected))
    }
  }

  // MARK: Injected scheduler

  // snippet: injected-scheduler-producer
  func test_tapsAreDebounced_thenLoadingUntilTheAnswer() {
    let service = simulatedService(latency: .milliseconds(500), scheduler: scheduler)
    let viewModel = ProducerLibraryPickerViewModel(webService: service, scheduler: scheduler)
    let text = EventRecorder(viewModel.output.text, clock: scheduler)
    let isLoading = EventRecorder(viewModel.output.isLoading, clock: scheduler)

    scheduler.advance(by: .milliseconds(100))
    viewModel.input.didTapButton.send(value: ())
    scheduler.advance(by: .milliseconds(100))
    viewModel.input.didTapButton.send(value: ())
    scheduler.advance(by: .milliseconds(299))
    XCTAssertEqual(isLoading.values, [])
    scheduler.advance(by: .milliseconds(1))
    XCTAssertEqual(isLoading.values, [true])
    scheduler.advance(by: .milliseconds(499))
    XCTAssertEqual(text.values, [])
    scheduler.advance(by: .milliseconds(1))

    XCTAssertEqual(text.recorded, [.value("Library name: ReactiveSwift", at: 1)])
    XCTAssertEqual(isLoading.recorded, [.value(true, at: 0.5), .value(false, at: 1)])
  }
  // end snippet

  func test_tapDuringAFetch_replacesIt() {
    let service = simulatedService(latency: .milliseconds(500), scheduler: scheduler)
    let viewModel = ProducerLibraryPickerViewModel(webService: service, scheduler: scheduler)
    let text = EventRecorder(viewModel.output.text, clock: scheduler)

    scheduler.advance(by: .milliseconds(100))
    viewModel.input.didTapButton.send(value: ())
    scheduler.advance(by: .milliseconds(400))
    service.result = .failure(.timeout)
    viewModel.input.didTapButton.send(value: ())
    scheduler.run()

    // The first fetch (0.4–0.9 s) is replaced at 0.8 s by the second (0.8–1.3 s), which fails.
    XCTAssertEqual(text.recorded, [.value("Error occurred: timed out", at: 1.3)])
  }
}
