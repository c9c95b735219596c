import Dispatch
import Foundation
import ProducerStyle
import ProducerStyleTest
import TestSupport
import XCTest

final class QueueSchedulerMainReplacementTests: ProducerStyleTestCase {
  func test_insideTheScope_mainAndUISchedulerForwardToTheTestScheduler() {
    let scheduler = TestScheduler()
    let log = Locked<[String]>([])
    QueueScheduler.withMainScheduler(scheduler) {
      let main = QueueScheduler.main
      main.schedule(after: scheduler.currentDate.addingTimeInterval(1)) { log.withLock { $0.append("main") } }
      UIScheduler().schedule { log.withLock { $0.append("ui") } }
      XCTAssertEqual(main.currentDate, scheduler.currentDate)
    }
    XCTAssertEqual(log.value, [])
    scheduler.advance(by: .seconds(1))
    XCTAssertEqual(log.value, ["ui", "main"])
  }

  func test_valuesReadInsideTheScope_keepForwardingAfterIt() {
    let scheduler = TestScheduler()
    let log = Locked<[String]>([])
    let (main, ui) = QueueScheduler.withMainScheduler(scheduler) { (QueueScheduler.main, UIScheduler()) }
    main.schedule { log.withLock { $0.append("main") } }
    ui.schedule { log.withLock { $0.append("ui") } }
    scheduler.run()
    XCTAssertEqual(log.value, ["main", "ui"])
  }

  func test_outsideTheScope_mainKeepsTheWallClock() {
    QueueScheduler.withMainScheduler(TestScheduler()) {}
    XCTAssertLessThan(abs(QueueScheduler.main.currentDate.timeIntervalSinceNow), 60)
    XCTAssertTrue(QueueScheduler.main === QueueScheduler.main)
  }

  func test_scopesOnSeveralThreads_seeOnlyTheirOwnScheduler() {
    let mismatches = Locked(0)
    DispatchQueue.concurrentPerform(iterations: 4) { thread in
      let scheduler = TestScheduler(startDate: Date(timeIntervalSinceReferenceDate: Double(thread) * 100))
      for _ in 0..<100 {
        QueueScheduler.withMainScheduler(scheduler) {
          if QueueScheduler.main.currentDate != scheduler.currentDate { mismatches.withLock { $0 += 1 } }
        }
      }
    }
    XCTAssertEqual(mismatches.value, 0)
  }
}
