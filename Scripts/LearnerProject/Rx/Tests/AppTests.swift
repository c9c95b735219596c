import RxStyle
import RxStyleBlocking
import RxStyleTest
import XCTest

@testable import LearnerApp

final class WebServiceMock: WebService {
  var getLibraryResult: Single<Library> = .just(Library(name: "RxSwift"))

  func getLibrary() -> Single<Library> { getLibraryResult }
}

final class CurrencyServiceMock: CurrencyService {
  var converter: Converter?

  func fetchConverter() -> Observable<Converter> {
    guard let converter else { return .error(NoConverter()) }
    return .just(converter)
  }
}

final class LightsRepositoryMock: LightsRepositoryProtocol {
  var lights: [LightModel] = []

  func getLights() -> Single<[LightModel]> { .just(lights) }

  func setLight(id: String, state: LightState) -> Single<LightModel> { .just(LightModel(id: id, state: state)) }
}

final class AppTests: XCTestCase {
  func testLibraryPickerShowsTheFetchedLibrary() {
    let scheduler = TestScheduler(initialClock: 0)
    let viewModel = LibraryPickerViewModel(webService: WebServiceMock())
    let text = scheduler.createObserver(String.self)
    let bag = DisposeBag()
    viewModel.text.subscribe(text).disposed(by: bag)
    scheduler.createColdObservable([.next(10, ())]).bind(to: viewModel.didTapButton).disposed(by: bag)
    scheduler.start()
    XCTAssertEqual(text.events, [.next(10, "You picked RxSwift")])
  }

  func testCurrencyReloadWithoutConverterShowsTheError() {
    MainActor.assumeIsolated {
      let scheduler = TestScheduler(initialClock: 0)
      let service = CurrencyServiceMock()
      let viewModel = CurrencyViewModel(service: service)
      let errorMessage = scheduler.createObserver(String.self)
      let bag = DisposeBag()
      viewModel.errorMessage.drive(errorMessage).disposed(by: bag)
      scheduler.createColdObservable([.next(10, ())]).bind(to: viewModel.reload).disposed(by: bag)
      scheduler.start()
      XCTAssertEqual(errorMessage.events, [.next(10, "No converter")])
    }
  }

  func testTapCounterCountsTaps() {
    let scheduler = TestScheduler(initialClock: 0)
    let taps = scheduler.createHotObservable([.next(210, ()), .next(220, ())])
    let presenter = Presenter(eventProvider: EventProvider(buttonTapped: taps.asObservable()))
    let results = scheduler.start { presenter.count }
    XCTAssertEqual(results.events, [.next(210, 1), .next(220, 2)])
  }

  func testHexColorShowsTheRGBValues() {
    MainActor.assumeIsolated {
      let scheduler = TestScheduler(initialClock: 0)
      let viewModel = HexColorViewModel()
      let rgb = scheduler.createObserver(String.self)
      let bag = DisposeBag()
      viewModel.rgb.drive(rgb).disposed(by: bag)
      scheduler.createColdObservable([.next(10, "#ff0000")]).bind(to: viewModel.hexString).disposed(by: bag)
      scheduler.start()
      XCTAssertEqual(rgb.events, [.next(0, "--"), .next(10, "255, 0, 0")])
    }
  }

  func testLightsTurnOnEveryLightThatIsOff() throws {
    let repository = LightsRepositoryMock()
    repository.lights = [LightModel(id: "1", state: .off)]
    let useCase = LightsUseCase(lightsRepository: repository)
    XCTAssertEqual(try useCase.turnOnAll().toBlocking().first(), [LightModel(id: "1", state: .on)])
  }
}
