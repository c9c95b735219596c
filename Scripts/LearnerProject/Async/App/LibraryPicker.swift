import AsyncStyle

struct Library: Equatable {
  let name: String
}

struct WebServiceError: Error {}

protocol WebService {
  func getLibrary() async throws(WebServiceError) -> Library
}

final class LibraryPickerViewModel {
  let didTapButton: AsyncStream<Void>.Continuation
  private(set) var text = ""
  private let taps: AsyncStream<Void>
  private let webService: WebService

  init(webService: WebService) {
    (taps, didTapButton) = AsyncStream<Void>.makeStream()
    self.webService = webService
  }

  func run() async {
    let webService = webService
    let texts = taps.flatMapLatest { _ in
      deferred { () throws(WebServiceError) in try await webService.getLibrary() }
        .map { "You picked \($0.name)" }
        .catch { _ in AsyncJust("Something went wrong") }
    }
    for await text in texts {
      self.text = text
    }
  }
}
