extension ObservableType {
  /// A sequence that holds a resource for as long as its subscription lasts.
  ///
  /// For each subscriber, `resourceFactory` makes the resource and `observableFactory` makes
  /// the sequence from it; the resource is disposed when the subscription ends, after the
  /// terminal event is delivered or when the subscriber disposes. An error thrown by either
  /// factory becomes the sequence's error (a resource already made is disposed first).
  ///
  /// ```swift
  /// Observable.using({ FileHandleDisposable(path) }, observableFactory: { $0.lines })
  /// ```
  /// - Parameters:
  ///   - resourceFactory: makes the resource.
  ///   - observableFactory: makes the sequence that uses the resource.
  /// - Returns: the events of the sequence made from the resource.
  @available(swift, introduced: 6)
  @preconcurrency public static func using<Resource: Disposable>(
    _ resourceFactory: @escaping @Sendable () throws -> Resource,
    observableFactory: @escaping @Sendable (Resource) throws -> Observable<Element>
  ) -> Observable<Element> {
    Observable.create { observer in
      let resource: Resource
      do {
        resource = try resourceFactory()
      } catch {
        observer.onError(error)
        return Disposables.create()
      }
      let source: Observable<Element>
      do {
        source = try observableFactory(resource)
      } catch {
        resource.dispose()
        observer.onError(error)
        return Disposables.create()
      }
      return Disposables.create(source.subscribe(observer), resource)
    }
  }
}
