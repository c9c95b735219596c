import RxStyle

extension LiveWebService {
  /// Fetches the library on each subscription; disposing the subscription cancels the request.
  ///
  /// ```swift
  /// service.getLibraryRx().subscribe(onSuccess: { print($0.name) }).disposed(by: bag)
  /// ```
  /// - Returns: a `Single` that fails with a ``WebServiceError``.
  public func getLibraryRx() -> Single<Library> {
    Single.create { single in
      let request = startRequest { result in single(result.mapError { $0 }) }
      return Disposables.create { request.cancel() }
    }
  }
}
