import StyleInternals

extension ObservableType {
  /// Sends the last `count` elements when the source completes, then completes.
  ///
  /// Nothing is sent before completion; an error drops what was kept and is passed on.
  ///
  /// ```swift
  /// Observable.of(1, 2, 3, 4).takeLast(2)  // next(3), next(4), completed
  /// ```
  /// - Parameter count: how many of the last elements to keep; zero or less keeps none.
  /// - Returns: the last `count` elements, then completion.
  public func takeLast(_ count: Int) -> Observable<Element> {
    let source = asObservable()
    let count = max(count, 0)
    return Observable.create { observer in
      let kept = Lock(FIFOBuffer<Element>())
      return source.subscribe { event in
        switch event {
        case .next(let element):
          guard count > 0 else { return }
          kept.withLock { queue in
            if queue.count == count { _ = queue.removeFirst() }
            queue.append(element)
          }
        case .error(let error): observer.onError(error)
        case .completed:
          let elements = kept.withLock { queue in
            var all: [Element] = []
            while !queue.isEmpty { all.append(queue.removeFirst()) }
            return all
          }
          for element in elements { observer.onNext(element) }
          observer.onCompleted()
        }
      }
    }
  }
}
