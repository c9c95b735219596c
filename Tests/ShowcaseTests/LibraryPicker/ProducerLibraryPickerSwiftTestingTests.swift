import ProducerStyle
import ProducerStyleTest
import Showcase
import ShowcaseTestDoubles
import TestSupport
import Testing

/// ``ProducerLibraryPickerTests`` in Swift Testing: the same three patterns, the same helpers.
/// Each test gets a new instance, and the suite's trait checks that it leaves no resource alive.
@Suite(.checksLeaks) final class ProducerLibraryPickerSwiftTestingTests {
  private let scheduler = TestScheduler()
  private let webServiceMock = WebServiceMock()

  deinit {
    // Released view models complete their taps; the debounce delivers that on the scheduler.
    scheduler.run()
  }

  // MARK: Sink

  // snippet: sink-producer-swift-testing
  @Test func tappedOnce_textContainsTheLibrary() {
    // Given
    webServiceMock.getLibraryProducerClosure = { SignalProducer(value: Library(name: "ReactiveSwift")) }
    let viewModel = ProducerLibraryPickerViewModel(webService: webServiceMock, scheduler: scheduler)
    let sink = EventRecorder(viewModel.output.text)

    // When
    viewModel.input.didTapButton.send(value: ())
    scheduler.run()

    // Then
    #expect(sink.values == ["Library name: ReactiveSwift"])
  }
  // end snippet

  // MARK: Blocking first

  // snippet: blocking-first-producer-swift-testing
  @Test func getLibrary_first_returnsTheLibrary() throws {
    webServiceMock.getLibraryProducerClosure = { SignalProducer(value: Library(name: "ReactiveSwift")) }
    #expect(try webServiceMock.getLibraryProducer().first()?.get() == Library(name: "ReactiveSwift"))
  }
  // end snippet

  @Test(arguments: everyWebServiceError)
  func getLibrary_first_failsWithEachError(_ expected: WebServiceError) {
    webServiceMock.getLibraryProducerClosure = { SignalProducer(error: expected) }
    #expect(webServiceMock.getLibraryProducer().first() == .failure(expected))
  }

  // MARK: Injected scheduler

  // snippet: injected-scheduler-producer-swift-testing
  @Test func tapsAreDebounced_thenLoadingUntilTheAnswer() {
    let service = simulatedService(latency: .milliseconds(500), scheduler: scheduler)
    let viewModel = ProducerLibraryPickerViewModel(webService: service, scheduler: scheduler)
    let text = EventRecorder(viewModel.output.text, clock: scheduler)
    let isLoading = EventRecorder(viewModel.output.isLoading, clock: scheduler)

    scheduler.advance(by: .milliseconds(100))
    viewModel.input.didTapButton.send(value: ())
    scheduler.advance(by: .milliseconds(100))
    viewModel.input.didTapButton.send(value: ())
    scheduler.advance(by: .milliseconds(299))
    #expect(isLoading.values == [])
    scheduler.advance(by: .milliseconds(1))
    #expect(isLoading.values == [true])
    scheduler.advance(by: .milliseconds(499))
    #expect(text.values == [])
    scheduler.advance(by: .milliseconds(1))

    #expect(text.recorded == [.value("Library name: ReactiveSwift", at: 1)])
    #expect(isLoading.recorded == [.value(true, at: 0.5), .value(false, at: 1)])
  }
  // end snippet
}
