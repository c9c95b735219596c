import ProducerStyle

extension LiveWebService {
  /// Fetches the library on each start; interrupting the producer cancels the request.
  ///
  /// ```swift
  /// service.getLibraryProducer().startWithResult { print($0) }
  /// ```
  /// - Returns: a producer of one library, failing with a ``WebServiceError``.
  public func getLibraryProducer() -> SignalProducer<Library, WebServiceError> {
    SignalProducer { observer, lifetime in
      let request = startRequest { result in
        switch result {
        case .success(let library):
          observer.send(value: library)
          observer.sendCompleted()
        case .failure(let error):
          observer.send(error: error)
        }
      }
      lifetime.observeEnded { request.cancel() }
    }
  }
}

extension LiveWebService: WebService {}
