/// The three styles of the package.
public enum Style: String, CaseIterable, Sendable {
  /// `RxStyle`: observables pushed to observers.
  case rx
  /// `ProducerStyle`: signals and producers with typed errors.
  case producer
  /// `AsyncStyle`: async sequences pulled by a consumer.
  case async
}

extension Style {
  /// The anchors a style follows, as the differences page names them.
  public var anchorNames: String {
    switch self {
    case .rx: "RxSwift 6.10, RxRelay, RxCocoa (non-UI), RxTest, RxBlocking"
    case .producer: "ReactiveSwift 7.2"
    case .async: "Swift concurrency, swift-async-algorithms 1.1"
    }
  }

  /// The style's library, as the differences page names it.
  public var moduleName: String {
    switch self {
    case .rx: "RxStyle"
    case .producer: "ProducerStyle"
    case .async: "AsyncStyle"
    }
  }
}
