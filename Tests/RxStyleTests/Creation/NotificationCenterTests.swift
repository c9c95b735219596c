import Foundation
import RxStyle
import RxStyleTest
import TestSupport
import XCTest

final class NotificationCenterTests: RxStyleTestCase {
  private let ping = Notification.Name("NotificationCenterTests.ping")

  func test_notification_sendsEachPostedNotification_untilDisposed() {
    let center = NotificationCenter()
    let received = Locked<[Int]>([])
    let subscription = center.rx.notification(ping).subscribe(onNext: { notification in
      received.withLock { $0.append(notification.userInfo?["n"] as? Int ?? -1) }
    })
    center.post(name: ping, object: nil, userInfo: ["n": 1])
    center.post(name: ping, object: nil, userInfo: ["n": 2])
    subscription.dispose()
    center.post(name: ping, object: nil, userInfo: ["n": 3])
    XCTAssertEqual(received.value, [1, 2])
  }

  func test_notification_filtersBySender() {
    let center = NotificationCenter()
    let sender = NSObject()
    let count = Locked(0)
    let subscription = center.rx.notification(ping, object: sender).subscribe(onNext: { _ in
      count.withLock { $0 += 1 }
    })
    center.post(name: ping, object: NSObject())
    center.post(name: ping, object: sender)
    subscription.dispose()
    XCTAssertEqual(count.value, 1)
  }
}
