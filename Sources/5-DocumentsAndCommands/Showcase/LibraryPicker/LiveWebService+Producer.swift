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
      let request = startRequest { result in observer.send(single: result) }
      lifetime.observeEnded { request.cancel() }
    }
  }
}

extension LiveWebService: WebService {}
