import Foundation
import ProducerStyle
import ProducerStyleTest
import Showcase
import ShowcaseTestDoubles
import XCTest

/// The producer-style library picker that reaches for `QueueScheduler.main` and `UIScheduler`,
/// tested by replacing the main queue's schedulers for the test's duration. Times are in seconds.
final class ProducerLegacyLibraryPickerTests: ProducerStyleTestCase {
  private var scheduler: TestScheduler!

  override func setUp() {
    super.setUp()
    scheduler = TestScheduler()
  }

  override func tearDown() {
    // Released view models complete their taps; the debounce delivers that on the scheduler.
    scheduler.run()
    super.tearDown()
  }

  // MARK: Sink

  func test_tappedOnce_textContainsTheLibrary() {
    let webServiceMock = WebServiceMock()
    webServiceMock.getLibraryProducerClosure = { SignalProducer(value: Library(name: "ReactiveSwift")) }
    QueueScheduler.withMainScheduler(scheduler) {
      let viewModel = ProducerLegacyLibraryPickerViewModel(webService: webServiceMock)
      let sink = EventRecorder(viewModel.output.text)

      viewModel.input.didTapButton.send(value: ())
      scheduler.run()

      XCTAssertEqual(sink.values, ["Library name: ReactiveSwift"])
    }
  }

  // MARK: Injected scheduler

  // snippet: injected-scheduler-legacy-producer
  func test_tapsAreDebounced_thenLoadingUntilTheAnswer() {
    QueueScheduler.withMainScheduler(scheduler) {
      let service = simulatedService(latency: .milliseconds(500), scheduler: scheduler)
      let viewModel = ProducerLegacyLibraryPickerViewModel(webService: service)
      let text = EventRecorder(viewModel.output.text, clock: scheduler)
      let isLoading = EventRecorder(viewModel.output.isLoading, clock: scheduler)

      scheduler.advance(by: .milliseconds(100))
      viewModel.input.didTapButton.send(value: ())
      scheduler.advance(by: .milliseconds(100))
      viewModel.input.didTapButton.send(value: ())
      scheduler.advance(by: .milliseconds(800))

      XCTAssertEqual(text.recorded, [.value("Library name: ReactiveSwift", at: 1)])
      XCTAssertEqual(isLoading.recorded, [.value(true, at: 0.5), .value(false, at: 1)])
    }
  }
  // end snippet
}
