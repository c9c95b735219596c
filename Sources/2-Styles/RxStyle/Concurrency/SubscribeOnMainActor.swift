import StyleInternals

extension ObservableType {
  /// Subscribes main-actor closures, delivering every event on the main thread whatever thread
  /// the sequence sends it on.
  ///
  /// It is `observe(on: MainScheduler.instance)` followed by `subscribe`, with closures typed as
  /// main-actor code: a view or a main-actor view model can be updated from them under Swift 6
  /// checking, with no data race and no isolation trap when the source sends from a background
  /// queue. ``subscribe(onNext:onError:onCompleted:onDisposed:)`` keeps RxSwift's contract and
  /// calls its closures on the delivering thread.
  ///
  /// An event that already arrives on the main thread is delivered at once; one from another
  /// thread is queued on the main queue. Inside `MainScheduler.withScheduler(_:operation:)` the
  /// events go through the test scheduler given there, which must then run on the main thread.
  /// `onDisposed` runs at once when the subscription ends on the main thread, and on the main
  /// queue when it ends elsewhere.
  ///
  /// ```swift
  /// viewModel.results
  ///   .subscribeOnMainActor(onNext: { self.label.text = $0 })
  ///   .disposed(by: disposeBag)
  /// ```
  /// - Parameters:
  ///   - onNext: called on the main actor for each element.
  ///   - onError: called on the main actor if the sequence fails.
  ///   - onCompleted: called on the main actor if the sequence finishes.
  ///   - onDisposed: called on the main actor once the subscription ends, for whatever reason.
  /// - Returns: a disposable that ends the subscription.
  @preconcurrency public func subscribeOnMainActor(
    onNext: (@MainActor (Element) -> Void)? = nil,
    onError: (@MainActor (Swift.Error) -> Void)? = nil,
    onCompleted: (@MainActor () -> Void)? = nil,
    onDisposed: (@MainActor () -> Void)? = nil
  ) -> any Disposable {
    observe(on: MainScheduler.instance)
      .subscribe(
        onNext: MainActorCall.checked(onNext, caller: "subscribeOnMainActor(onNext:)"),
        onError: MainActorCall.checked(onError, caller: "subscribeOnMainActor(onError:)"),
        onCompleted: MainActorCall.checked(onCompleted, caller: "subscribeOnMainActor(onCompleted:)"),
        onDisposed: MainActorCall.hopping(onDisposed))
  }
}
