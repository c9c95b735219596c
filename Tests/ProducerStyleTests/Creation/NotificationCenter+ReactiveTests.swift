import Foundation
import ProducerStyle
import ProducerStyleTest
import TestSupport
import XCTest

final class NotificationCenterReactiveTests: ProducerStyleTestCase {
  private let notificationName = Notification.Name("ReactiveStyles.test")

  func test_notifications_sendsMatchingNotifications_untilDisposed() {
    let center = NotificationCenter()
    let sender = NSObject()
    let recorder = EventRecorder(
      center.reactive.notifications(forName: notificationName, object: sender).map { $0.userInfo?["n"] as? Int ?? -1 })
    center.post(name: notificationName, object: sender, userInfo: ["n": 1])
    center.post(name: notificationName, object: NSObject(), userInfo: ["n": 2])
    center.post(name: Notification.Name("other"), object: sender, userInfo: ["n": 3])
    XCTAssertEqual(recorder.values, [1])
    recorder.dispose()
    center.post(name: notificationName, object: sender, userInfo: ["n": 4])
    XCTAssertEqual(recorder.values, [1])
  }

  func test_notifications_anyName() {
    let center = NotificationCenter()
    let producer = SignalProducer(center.reactive.notifications(forName: nil)).map(\.name.rawValue).take(first: 2)
    let recorder = EventRecorder(producer)
    center.post(name: Notification.Name("a"), object: nil)
    center.post(name: Notification.Name("b"), object: nil)
    XCTAssertEqual(recorder.events, [.value("a"), .value("b"), .completed])
  }

  func test_releasingTheCenter_interruptsTheSignal() {
    var center: NotificationCenter? = NotificationCenter()
    let recorder = EventRecorder(center!.reactive.notifications(forName: notificationName))
    center = nil
    XCTAssertEqual(recorder.events, [.interrupted])
  }
}
