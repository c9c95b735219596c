import RxStyle
import RxStyleTest
import TestSupport
import XCTest

// Article-style code, written against RxSwift and RxRelay names, that compiles against RxStyle
// with only the import changed.

private struct Library: Equatable {
  let name: String
}

private protocol WebService {
  func getLibraryRx() -> Single<Library>
}

/// A test double whose answer is set per test through a closure.
private final class WebServiceMock: WebService {
  typealias GetLibraryRxReturnType = Single<Library>
  var getLibraryRxClosure: (() -> GetLibraryRxReturnType)!

  func getLibraryRx() -> GetLibraryRxReturnType { getLibraryRxClosure() }
}

/// A view model with an observer for taps and a sequence of label texts.
private struct TapViewModel {
  struct Input {
    let didTapRxButton: AnyObserver<Void>
  }

  struct Output {
    let textChanges: Observable<String>
  }

  let input: Input
  let output: Output

  init(library: Single<Library>) {
    let taps = PublishSubject<Void>()
    let texts = BehaviorRelay(value: "")
    let disposeBag = DisposeBag()
    taps.asObservable()
      .subscribe(onNext: {
        _ = library.map { "Library name: \($0.name)" }
          .catchAndReturn("Error occurred")
          .subscribe(onSuccess: { texts.accept($0) })
      })
      .disposed(by: disposeBag)
    input = Input(didTapRxButton: taps.asObserver())
    output = Output(
      textChanges: texts.asObservable().do(onDispose: { withExtendedLifetime(disposeBag) {} }))
  }
}

/// The color view model of the hex-colour article: a relay fed by a text field.
private final class HexViewModel {
  let hexString = BehaviorRelay(value: "")
  let isRed: Observable<Bool>

  init() {
    isRed = hexString.asObservable().map { $0.lowercased() == "#ff0000" }
  }
}

/// The currency view model's input and output, built on relays.
private struct CurrencyViewModel {
  struct Input {
    let reload: PublishRelay<Void>
  }

  struct Output {
    let errorMessage: Observable<String>
  }

  let input: Input
  let output: Output

  init(fetch: Single<[String]>) {
    let errorRelay = PublishRelay<String>()
    let reloadRelay = PublishRelay<Void>()
    let disposeBag = DisposeBag()
    reloadRelay
      .subscribe(onNext: {
        _ = fetch.subscribe(onFailure: { error in errorRelay.accept("\(error)") })
      })
      .disposed(by: disposeBag)
    input = Input(reload: reloadRelay)
    output = Output(errorMessage: errorRelay.asObservable().do(onDispose: { withExtendedLifetime(disposeBag) {} }))
  }
}

final class ArticleSnippetsTests: RxStyleTestCase {
  func test_tapThroughAnyObserver_showsTheFetchedLibrary_sinkPattern() {
    let webService = WebServiceMock()
    webService.getLibraryRxClosure = { Single.just(Library(name: "RxStyleLib")) }
    let viewModel = TapViewModel(library: webService.getLibraryRx())
    let sink = BehaviorRelay<String?>(value: nil)
    let disposeBag = DisposeBag()
    viewModel.output.textChanges.bind(to: sink).disposed(by: disposeBag)
    viewModel.input.didTapRxButton.onNext(())
    XCTAssertTrue(sink.value?.contains("RxStyleLib") ?? false)
  }

  func test_tapWithFailingService_showsTheError() {
    let webService = WebServiceMock()
    webService.getLibraryRxClosure = { .error(RxError.unknown) }
    let viewModel = TapViewModel(library: webService.getLibraryRx())
    let texts = Locked<[String]>([])
    let subscription = viewModel.output.textChanges.subscribe(onNext: { text in texts.withLock { $0.append(text) } })
    viewModel.input.didTapRxButton.onNext(())
    XCTAssertEqual(texts.value, ["", "Error occurred"])
    subscription.dispose()
  }

  func test_hexStringRelay_boundFromATextSource_andAccepted() {
    let viewModel = HexViewModel()
    let disposeBag = DisposeBag()
    let results = Locked<[Bool]>([])
    viewModel.isRed.bind { value in results.withLock { $0.append(value) } }.disposed(by: disposeBag)
    Observable.of("#00ff00").bind(to: viewModel.hexString).disposed(by: disposeBag)
    viewModel.hexString.accept("#ff0000")
    XCTAssertEqual(results.value, [false, false, true])
    XCTAssertEqual(viewModel.hexString.value, "#ff0000")
  }

  func test_coldObservableBoundToReloadRelay_reportsTheError() {
    let scheduler = TestScheduler(initialClock: 0)
    let disposeBag = DisposeBag()
    let viewModel = CurrencyViewModel(fetch: .error(RxError.noElements))
    let errorMessage = scheduler.createObserver(String.self)
    viewModel.output.errorMessage.bind(to: errorMessage).disposed(by: disposeBag)
    scheduler.createColdObservable([.next(10, ())])
      .bind(to: viewModel.input.reload)
      .disposed(by: disposeBag)
    scheduler.start()
    XCTAssertEqual(errorMessage.events, [.next(10, "\(RxError.noElements)")])
  }
}
