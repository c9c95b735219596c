/// The stage of `take(for:scheduler:)` and `skip(_:scheduler:)`: a window that opens at
/// subscription and ends `duration` later, on the scheduler, with ``windowEnded()``.
// Safety: as SerializingSink; `timer` is thread-safe.
class TimeWindowSink<Element>: SerializingSink<Element, Element>, @unchecked Sendable {
  fileprivate let timer = SingleAssignmentDisposable()

  /// Called on the scheduler when the window ends; subclasses say what that means.
  func windowEnded() {}

  override func disposeResources() {
    timer.dispose()
  }
}

extension Observable {
  /// An observable whose every subscription builds a stage with `makeSink`, arms its window's
  /// timer for `duration`, then subscribes the stage to this observable.
  /// - Parameters:
  ///   - duration: how long the window lasts after subscription.
  ///   - scheduler: where the timer runs.
  ///   - makeSink: builds the operator's stage for one subscriber.
  /// - Returns: the operator's observable.
  func throughTimeWindow(
    _ duration: RxTimeInterval, scheduler: some SchedulerType,
    _ makeSink: @escaping @Sendable (Receiver<Element>) -> TimeWindowSink<Element>
  ) -> Observable<Element> {
    Observable { receiver in
      let sink = makeSink(receiver)
      let timer = scheduler.scheduleRelative((), dueTime: duration) { _ in
        sink.windowEnded()
        return Disposables.create()
      }
      sink.timer.setDisposable(timer)
      sink.subscribe(to: self)
      return sink
    }
  }
}
