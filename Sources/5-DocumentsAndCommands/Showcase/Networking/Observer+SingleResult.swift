import ProducerStyle

extension Signal.Observer {
  /// Ends a single-value run with `result`: its value, then completion, or its failure. The
  /// producer form of a request that answers once, like a `Single`'s `single(result)`.
  func send(single result: Result<Value, Error>) {
    switch result {
    case .success(let value):
      send(value: value)
      sendCompleted()
    case .failure(let error):
      send(error: error)
    }
  }
}
