import StyleInternals

/// The names a Driver's or a Signal's subscriptions go by, for the messages of their checks:
/// `drive` and `emit` differ only in these.
struct MainThreadSubscription {
  /// The message when the subscription is made off the main thread.
  let offMainThread: String
  /// The call that takes the element closure.
  let onNext: StaticString
  /// The call that takes the completion closure.
  let onCompleted: StaticString

  /// `drive*` of a Driver.
  static let drive = MainThreadSubscription(
    offMainThread: "drive* methods can only be called from the main thread: a Driver delivers there.",
    onNext: "drive(onNext:)", onCompleted: "drive(onCompleted:)")

  /// `emit*` of a Signal.
  static let emit = MainThreadSubscription(
    offMainThread: "emit* methods can only be called from the main thread: a Signal delivers there.",
    onNext: "emit(onNext:)", onCompleted: "emit(onCompleted:)")
}

// What `drive` and `emit` are made of: each checks that it is called on the main thread, then
// subscribes to the shared sequence, main-actor closures checked at each call.
extension SharedSequenceConvertibleType {
  /// The sequence as an observable, once the caller is known to be on the main thread.
  func onMainThread(_ call: MainThreadSubscription) -> Observable<Element> {
    MainScheduler.ensureRunningOnMainThread(errorMessage: call.offMainThread)
    return asObservable()
  }

  /// Subscribes main-actor closures: the element and completion ones are checked to run on the
  /// main queue, the disposal one hops there.
  func subscribeOnMainThread(
    _ call: MainThreadSubscription, onNext: (@MainActor (Element) -> Void)?, onCompleted: (@MainActor () -> Void)?,
    onDisposed: (@MainActor () -> Void)?
  ) -> any Disposable {
    onMainThread(call).subscribe(
      onNext: MainActorCall.checked(onNext, caller: call.onNext),
      onCompleted: MainActorCall.checked(onCompleted, caller: call.onCompleted),
      onDisposed: MainActorCall.hopping(onDisposed))
  }

  /// As `subscribeOnMainThread(_:onNext:onCompleted:onDisposed:)`, the closures receiving
  /// `object`, which is not retained.
  func subscribeOnMainThread<Object: AnyObject>(
    _ call: MainThreadSubscription, with object: Object, onNext: (@MainActor (Object, Element) -> Void)?,
    onCompleted: (@MainActor (Object) -> Void)?, onDisposed: (@MainActor (Object) -> Void)?
  ) -> any Disposable {
    onMainThread(call).subscribe(
      with: object, onNext: MainActorCall.checked(onNext, caller: call.onNext),
      onCompleted: MainActorCall.checked(onCompleted, caller: call.onCompleted),
      onDisposed: MainActorCall.hopping(onDisposed))
  }
}
