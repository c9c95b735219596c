import Foundation
import StyleInternals

extension Reactive where Base: NotificationCenter {
  /// The notifications posted to the center, as a sequence.
  ///
  /// Each subscription adds an observer to the center and removes it when disposed. The object
  /// filter is held weakly, as the center's own filter is.
  ///
  /// ```swift
  /// NotificationCenter.default.rx.notification(.NSCalendarDayChanged)
  ///   .subscribe(onNext: { _ in refresh() })
  ///   .disposed(by: bag)
  /// ```
  /// - Parameters:
  ///   - name: the name to observe; `nil` for every name.
  ///   - object: the sender to observe; `nil` for every sender.
  /// - Returns: the notifications, posted on the poster's thread; the sequence never ends.
  public func notification(_ name: Notification.Name?, object: AnyObject? = nil) -> Observable<Notification> {
    let center = Captured(base)
    let sender = object.map { WeakReference<AnyObject>($0) }
    return Observable.create { observer in
      let token = Captured(
        center.value.addObserver(forName: name, object: sender?.value, queue: nil) { notification in
          observer.onNext(notification)
        })
      return Disposables.create { center.value.removeObserver(token.value) }
    }
  }
}

// On Darwin the center is an `NSObject`, which already has the namespace; on other platforms
// Foundation's center is not.
#if !canImport(Darwin)
  extension NotificationCenter: ReactiveCompatible {}
#endif
