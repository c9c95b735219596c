import StyleInternals
import Testing
import VirtualTime

/// A timeline seen in another unit, and the work that runs after each action.
@Suite struct VirtualTimelineProjectionTests {
  private func milliseconds(_ base: VirtualTimeline<Duration>) -> VirtualTimeline<Int> {
    VirtualTimeline(
      projecting: base, toBase: { .milliseconds($0) },
      fromBase: { Int($0.attoseconds / Duration.milliseconds(1).attoseconds) })
  }

  @Test func projection_schedulesOnTheBase_inItsOwnUnit() {
    let base = VirtualTimeline<Duration>(start: .zero)
    let view = milliseconds(base)
    let ran = Lock<[Duration]>([])
    view.schedule(at: 5) { ran.withLock { $0.append(base.now) } }
    #expect(base.pendingCount == 1)
    #expect(view.nextDueTime == 5)
    #expect(base.nextDueTime == .milliseconds(5))
    base.advance(to: .milliseconds(7))
    #expect(ran.value == [.milliseconds(5)])
    #expect(view.now == 7)
  }

  @Test func projections_andTheBase_shareOneFirstInFirstOutOrder() {
    let base = VirtualTimeline<Duration>(start: .zero)
    let first = milliseconds(base)
    let second = milliseconds(base)
    let order = Lock<[String]>([])
    first.schedule(at: 3) { order.withLock { $0.append("first a") } }
    base.schedule(at: .milliseconds(3)) { order.withLock { $0.append("base") } }
    second.schedule(at: 3) { order.withLock { $0.append("second") } }
    first.schedule(at: 2) { order.withLock { $0.append("first at 2") } }
    first.schedule(at: 3) { order.withLock { $0.append("first b") } }
    second.advance(to: 10)
    #expect(order.value == ["first at 2", "first a", "base", "second", "first b"])
    #expect(base.now == .milliseconds(10))
  }

  @Test func projection_cancelsAndMovesTheBase() {
    let base = VirtualTimeline<Duration>(start: .zero)
    let view = milliseconds(base)
    let ran = Lock(false)
    let id = view.schedule(at: 5) { ran.withLock { $0 = true } }
    #expect(view.cancel(id))
    view.moveClock(to: 20)
    #expect(base.now == .milliseconds(20))
    view.run()
    #expect(!ran.value)
    #expect(base.pendingCount == 0)
  }

  @Test func afterEachAction_runsAfterEveryAction_includingAProjectionsWork() {
    let base = VirtualTimeline<Duration>(start: .zero)
    let view = milliseconds(base)
    let log = Lock<[String]>([])
    view.afterEachAction { log.withLock { $0.append("settle") } }
    view.schedule(at: 1) { log.withLock { $0.append("view") } }
    base.schedule(at: .milliseconds(2)) { log.withLock { $0.append("base") } }
    base.advance(to: .milliseconds(5))
    #expect(log.value == ["view", "settle", "base", "settle"])
  }
}
