import AsyncStyle
import XCTest

@testable import LearnerApp

final class WebServiceMock: WebService {
  var library = Library(name: "swift-async-algorithms")

  func getLibrary() async throws(WebServiceError) -> Library { library }
}

final class CurrencyServiceMock: CurrencyService {
  var converter: Converter?

  func fetchConverter() async throws(NoConverter) -> Converter {
    guard let converter else { throw NoConverter() }
    return converter
  }
}

final class LightsRepositoryMock: LightsRepositoryProtocol {
  var lights: [LightModel] = []

  func getLights() async throws(LightsError) -> [LightModel] { lights }

  func setLight(id: String, state: LightState) async throws(LightsError) -> LightModel {
    LightModel(id: id, state: state)
  }
}

final class AppTests: XCTestCase {
  func testLibraryPickerShowsTheFetchedLibrary() async {
    let viewModel = LibraryPickerViewModel(webService: WebServiceMock())
    viewModel.didTapButton.yield()
    viewModel.didTapButton.finish()
    await viewModel.run()
    XCTAssertEqual(viewModel.text, "You picked swift-async-algorithms")
  }

  func testCurrencyReloadWithoutConverterShowsTheError() async {
    let viewModel = CurrencyViewModel(service: CurrencyServiceMock())
    viewModel.reload.yield()
    viewModel.reload.finish()
    await viewModel.run()
    XCTAssertEqual(viewModel.errorMessage, "No converter")
  }

  func testTapCounterCountsTaps() async {
    let (taps, tap) = AsyncStream<Void>.makeStream()
    let presenter = Presenter(eventProvider: EventProvider(buttonTapped: taps))
    tap.yield()
    tap.yield()
    tap.finish()
    var counts: [Int] = []
    for await count in presenter.count { counts.append(count) }
    XCTAssertEqual(counts, [1, 2])
  }

  func testHexColorShowsTheRGBValues() async {
    let viewModel = HexColorViewModel()
    viewModel.hexString.send("#ff0000")
    viewModel.hexString.finish()
    await viewModel.run()
    XCTAssertEqual(viewModel.rgb, "255, 0, 0")
  }

  func testLightsTurnOnEveryLightThatIsOff() async throws {
    let repository = LightsRepositoryMock()
    repository.lights = [LightModel(id: "1", state: .off)]
    let useCase = LightsUseCase(lightsRepository: repository)
    let turnedOn = try await useCase.turnOnAll()
    XCTAssertEqual(turnedOn, [LightModel(id: "1", state: .on)])
  }
}
