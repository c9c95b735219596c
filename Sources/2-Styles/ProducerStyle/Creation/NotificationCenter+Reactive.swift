import Foundation
import StyleInternals

extension NotificationCenter: ReactiveExtensionsProvider {}

extension Reactive where Base: NotificationCenter {
  /// A signal of the notifications posted to this center with `name` (any name when `nil`) by
  /// `object` (any object when `nil`), from now until the signal is released or interrupted.
  ///
  /// Notifications are sent on the thread that posts them. The center's observer is removed when
  /// the signal ends; the signal is interrupted when the center is released.
  ///
  /// ```swift
  /// NotificationCenter.default.reactive.notifications(forName: .didLogIn)
  ///   .take(during: lifetime)
  ///   .observeValues { _ in reload() }
  /// ```
  /// - Parameters:
  ///   - name: the notifications' name, or `nil` for all.
  ///   - object: the sender to listen to, or `nil` for any.
  /// - Returns: a signal that never completes by itself.
  public func notifications(forName name: Notification.Name?, object: AnyObject? = nil) -> Signal<Notification, Never> {
    let center = Captured(base)
    let object = Captured(object)
    return Signal { observer, lifetime in
      let token = Captured(
        center.value.addObserver(forName: name, object: object.value, queue: nil) { notification in
          observer.send(value: notification)
        })
      // Weakly: the center keeps the observer, which keeps this signal's lifetime.
      lifetime.observeEnded { [weak center = center.value] in center?.removeObserver(token.value) }
    }
  }
}
