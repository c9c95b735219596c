import StyleInternals

extension ObservableType where Element: FixedWidthInteger {
  /// Emits 0, 1, 2, … every `period`, starting one period after subscription; never completes.
  ///
  /// ```swift
  /// Observable<Int>.interval(.seconds(1), scheduler: scheduler)  // 0 at 1 s, 1 at 2 s, …
  /// ```
  /// - Parameters:
  ///   - period: the time between elements.
  ///   - scheduler: where the periodic timer runs.
  /// - Returns: an endless sequence of counts.
  public static func interval(_ period: RxTimeInterval, scheduler: some SchedulerType) -> Observable<Element> {
    timer(period, period: period, scheduler: scheduler)
  }

  /// Emits 0 after `dueTime`, then, if `period` is given, 1, 2, … every `period`; without a
  /// period it completes after the 0.
  ///
  /// ```swift
  /// Observable<Int>.timer(.seconds(3), scheduler: scheduler)  // next(0) at 3 s, completed
  /// ```
  /// - Parameters:
  ///   - dueTime: the wait before the first element.
  ///   - period: the time between later elements; `nil` for a single element.
  ///   - scheduler: where the timer runs.
  /// - Returns: the counts.
  public static func timer(
    _ dueTime: RxTimeInterval, period: RxTimeInterval? = nil, scheduler: some SchedulerType
  ) -> Observable<Element> {
    Observable { receiver in
      let sink = TimerSink(downstream: receiver)
      if let period {
        sink.setUpstream(
          scheduler.schedulePeriodic(Captured(Element.zero), startAfter: dueTime, period: period) { count in
            sink.forwardNext(count.value)
            return Captured(count.value &+ 1)
          })
      } else {
        sink.setUpstream(
          scheduler.scheduleRelative((), dueTime: dueTime) { _ in
            sink.forwardNext(Element.zero)
            sink.forwardCompleted()
            return Disposables.create()
          })
      }
      return sink
    }
  }
}

// Safety: only the scheduler's timer sends, one run at a time; disposal state is SinkBase's.
private final class TimerSink<Element>: Sink<Never, Element>, @unchecked Sendable {
  override func onNext(_ element: Never) {}
  override func onError(_ error: any Error) {}
  override func onCompleted() {}
}
