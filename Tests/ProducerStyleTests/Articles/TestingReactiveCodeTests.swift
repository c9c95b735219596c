import Dispatch
import Foundation
import ProducerStyle
import XCTest

// The ReactiveSwift part of "How to test iOS apps with Combine, ReactiveSwift and RxSwift": the
// three testing patterns (sink, blocking first value, injected scheduler) written as the article
// writes them for ReactiveSwift, with `import ProducerStyle` instead of `import ReactiveSwift`.
// The view model is the article's without UIKit; Swift 6 asks for `Sendable` on what crosses
// threads (the web service). The article's names are kept, underscores included.

private struct Library {
  let name: String
}

private struct LibraryDetails {
  let globalIdentifier: String
}

private protocol WebService: Sendable {
  // swift-format-ignore: AlwaysUseLowerCamelCase
  func getLibrary_ReactiveSwift() -> SignalProducer<Library, URLError>
  func getLibraryDetails(library: Library) -> SignalProducer<LibraryDetails, URLError>
  func getAllReactiveLibrariesIdentifiers() -> SignalProducer<[String], URLError>
}

private protocol SchedulerProvider {
  func scheduler(forQueue queue: DispatchQueue) -> Scheduler
}

private final class ViewModel {
  struct Input {
    let didTapReactiveSwiftButton: Signal<Void, Never>.Observer
  }

  struct Output {
    let textChangesReactiveSwift: Signal<String, Never>
  }

  let input: Input
  let output: Output

  init(webService: WebService, schedulerProvider: SchedulerProvider, heavyComputationQueue: DispatchQueue) {
    let (taps, tapObserver) = Signal<Void, Never>.pipe()
    let textChanges =
      taps
      .flatMap(.latest) { [webService] in
        webService.getLibrary_ReactiveSwift()
          .map { "Library name: \($0.name)" }
          .flatMapError { SignalProducer(value: "Error occurred: \($0.localizedDescription)") }
      }
      .observe(on: schedulerProvider.scheduler(forQueue: heavyComputationQueue))
    input = Input(didTapReactiveSwiftButton: tapObserver)
    output = Output(textChangesReactiveSwift: textChanges)
  }
}

private final class LibraryChecker {
  let webService: WebService

  init(webService: WebService) {
    self.webService = webService
  }

  func ensureLibraryExists(library: Library) -> SignalProducer<Bool, Never> {
    let libraryGlobalIdentifier = webService.getLibraryDetails(library: library)
      .map { $0.globalIdentifier }
    let allReactiveLibraries = webService.getAllReactiveLibrariesIdentifiers()

    return SignalProducer.combineLatest(libraryGlobalIdentifier, allReactiveLibraries)
      .map { $1.contains($0) }
      .flatMapError { _ in SignalProducer(value: false) }
  }
}

// Safety: a test double; its closures are set before the code under test runs.
private final class WebServiceMock: WebService, @unchecked Sendable {
  typealias GetLibrary_ReactiveSwift_ReturnType = SignalProducer<Library, URLError>
  // swift-format-ignore: AlwaysUseLowerCamelCase
  var getLibrary_ReactiveSwift_Closure: (() -> GetLibrary_ReactiveSwift_ReturnType)!
  // swift-format-ignore: AlwaysUseLowerCamelCase
  func getLibrary_ReactiveSwift() -> GetLibrary_ReactiveSwift_ReturnType {
    return getLibrary_ReactiveSwift_Closure()
  }

  // swift-format-ignore: AlwaysUseLowerCamelCase
  var getLibraryDetails_Closure: ((Library) -> SignalProducer<LibraryDetails, URLError>)!
  func getLibraryDetails(library: Library) -> SignalProducer<LibraryDetails, URLError> {
    return getLibraryDetails_Closure(library)
  }

  // swift-format-ignore: AlwaysUseLowerCamelCase
  var getAllReactiveLibrariesIdentifiers_Closure: (() -> SignalProducer<[String], URLError>)!
  func getAllReactiveLibrariesIdentifiers() -> SignalProducer<[String], URLError> {
    return getAllReactiveLibrariesIdentifiers_Closure()
  }
}

private struct FixedSchedulerProvider: SchedulerProvider {
  let scheduler: Scheduler

  func scheduler(forQueue queue: DispatchQueue) -> Scheduler {
    scheduler
  }
}

final class TestingReactiveCodeTests: ProducerStyleTestCase {
  private let webServiceMock = WebServiceMock()
  private let heavyComputationQueue = DispatchQueue(label: "heavy computation")
  private let testScheduler = TestScheduler()

  override func tearDown() {
    // Delivers the interruptions that releasing the view models' inputs schedules.
    testScheduler.run()
    super.tearDown()
  }

  private func viewModel(scheduler: Scheduler = ImmediateScheduler()) -> ViewModel {
    ViewModel(
      webService: webServiceMock, schedulerProvider: FixedSchedulerProvider(scheduler: scheduler),
      heavyComputationQueue: heavyComputationQueue)
  }

  // Sink pattern: subscribe to the hot output first, then tap.
  func testReactiveSwiftTap_TappedOnce_ExpectTextToContainReactiveSwiftLibrary() {
    // Given
    webServiceMock.getLibrary_ReactiveSwift_Closure = {
      SignalProducer(value: Library(name: "ReactiveSwiftLib"))
    }
    let viewModel = viewModel()
    // snippet: producer-article-sink
    let sink = MutableProperty<String?>(nil)
    sink <~ viewModel.output.textChangesReactiveSwift

    // When
    viewModel.input.didTapReactiveSwiftButton.send(value: ())

    // Then
    XCTAssertTrue(sink.value?.contains("ReactiveSwiftLib") ?? false)
    XCTAssertEqual(sink.value, "Library name: ReactiveSwiftLib")
    // end snippet
  }

  func testReactiveSwiftTap_RequestFails_ExpectErrorText() {
    webServiceMock.getLibrary_ReactiveSwift_Closure = {
      SignalProducer(error: URLError(.notConnectedToInternet))
    }
    let viewModel = viewModel()
    let sink = MutableProperty<String?>(nil)
    sink <~ viewModel.output.textChangesReactiveSwift

    viewModel.input.didTapReactiveSwiftButton.send(value: ())

    XCTAssertTrue(sink.value?.hasPrefix("Error occurred: ") ?? false)
  }

  // Injected scheduler: nothing arrives until the test moves virtual time.
  func testReactiveSwiftTap_OnInjectedScheduler_ExpectTextAfterAdvance() {
    webServiceMock.getLibrary_ReactiveSwift_Closure = {
      SignalProducer(value: Library(name: "ReactiveSwiftLib"))
    }
    let viewModel = viewModel(scheduler: testScheduler)
    let sink = MutableProperty<String?>(nil)
    sink <~ viewModel.output.textChangesReactiveSwift

    viewModel.input.didTapReactiveSwiftButton.send(value: ())
    XCTAssertNil(sink.value)
    testScheduler.advance()

    XCTAssertEqual(sink.value, "Library name: ReactiveSwiftLib")
  }

  // Blocking pattern for a cold stream: take its first value.
  func testEnsureLibraryExists_KnownLibrary_ExpectTrue() {
    webServiceMock.getLibraryDetails_Closure = { library in
      SignalProducer(value: LibraryDetails(globalIdentifier: "id.\(library.name)"))
    }
    webServiceMock.getAllReactiveLibrariesIdentifiers_Closure = {
      SignalProducer(value: ["id.Combine", "id.ReactiveSwift"])
    }
    let checker = LibraryChecker(webService: webServiceMock)
    let combine = Library(name: "Combine")

    XCTAssertEqual(checker.ensureLibraryExists(library: combine).first(), .success(true))
    XCTAssertEqual(
      checker.ensureLibraryExists(library: Library(name: "Other")).first(), .success(false))
  }

  func testEnsureLibraryExists_RequestFails_ExpectFalse() {
    webServiceMock.getLibraryDetails_Closure = { _ in SignalProducer(error: URLError(.timedOut)) }
    webServiceMock.getAllReactiveLibrariesIdentifiers_Closure = { SignalProducer(value: []) }
    let checker = LibraryChecker(webService: webServiceMock)

    XCTAssertEqual(checker.ensureLibraryExists(library: Library(name: "Combine")).first(), .success(false))
  }
}
