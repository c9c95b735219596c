import ProducerStyle

struct Library: Equatable {
  let name: String
}

struct WebServiceError: Error {}

protocol WebService {
  func getLibrary() -> SignalProducer<Library, WebServiceError>
}

final class LibraryPickerViewModel {
  let didTapButton: Signal<Void, Never>.Observer
  let text: Signal<String, Never>

  init(webService: WebService) {
    let (taps, tapObserver) = Signal<Void, Never>.pipe()
    didTapButton = tapObserver
    text = taps.flatMap(.latest) {
      webService.getLibrary()
        .map { "You picked \($0.name)" }
        .flatMapError { _ in SignalProducer(value: "Something went wrong") }
    }
  }
}
