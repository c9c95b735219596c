import ProducerStyle
import XCTest

@testable import LearnerApp

final class WebServiceMock: WebService {
  var library = Library(name: "ReactiveSwift")

  func getLibrary() -> SignalProducer<Library, WebServiceError> { SignalProducer(value: library) }
}

final class CurrencyServiceMock: CurrencyService {
  var converter: Converter?

  func fetchConverter() -> SignalProducer<Converter, NoConverter> {
    guard let converter else { return SignalProducer(error: NoConverter()) }
    return SignalProducer(value: converter)
  }
}

final class LightsRepositoryMock: LightsRepositoryProtocol {
  var lights: [LightModel] = []

  func getLights() -> SignalProducer<[LightModel], LightsError> { SignalProducer(value: lights) }

  func setLight(id: String, state: LightState) -> SignalProducer<LightModel, LightsError> {
    SignalProducer(value: LightModel(id: id, state: state))
  }
}

final class AppTests: XCTestCase {
  func testLibraryPickerShowsTheFetchedLibrary() {
    let viewModel = LibraryPickerViewModel(webService: WebServiceMock())
    var texts: [String] = []
    viewModel.text.observeValues { texts.append($0) }
    viewModel.didTapButton.send(value: ())
    XCTAssertEqual(texts, ["You picked ReactiveSwift"])
  }

  func testCurrencyReloadWithoutConverterShowsTheError() {
    let viewModel = CurrencyViewModel(service: CurrencyServiceMock())
    var messages: [String] = []
    viewModel.errorMessage.observeValues { messages.append($0) }
    viewModel.reload.send(value: ())
    XCTAssertEqual(messages, ["No converter"])
  }

  func testTapCounterCountsTaps() {
    let (taps, tap) = Signal<Void, Never>.pipe()
    let presenter = Presenter(eventProvider: EventProvider(buttonTapped: taps))
    var counts: [Int] = []
    presenter.count.observeValues { counts.append($0) }
    tap.send(value: ())
    tap.send(value: ())
    XCTAssertEqual(counts, [1, 2])
  }

  func testHexColorShowsTheRGBValues() {
    let viewModel = HexColorViewModel()
    viewModel.hexString.value = "#ff0000"
    XCTAssertEqual(viewModel.rgb.value, "255, 0, 0")
  }

  func testLightsTurnOnEveryLightThatIsOff() {
    let repository = LightsRepositoryMock()
    repository.lights = [LightModel(id: "1", state: .off)]
    let useCase = LightsUseCase(lightsRepository: repository)
    XCTAssertEqual(try useCase.turnOnAll().first()?.get(), [LightModel(id: "1", state: .on)])
  }
}
