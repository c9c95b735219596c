import RxStyle

nonisolated struct Library: Equatable, Sendable {
  let name: String
}

nonisolated protocol WebService: Sendable {
  func getLibrary() -> Single<Library>
}

final class LibraryPickerViewModel {
  let didTapButton = PublishSubject<Void>()
  let text: Observable<String>

  init(webService: WebService) {
    text =
      didTapButton
      .flatMapLatest { webService.getLibrary() }
      .map { "You picked \($0.name)" }
  }
}
