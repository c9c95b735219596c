import Dispatch
import RxStyle
import RxStyleTest
import StyleInternals
import TestSupport
import Testing

@Suite struct ResourceCountingScopeTests {
  private static func liveSubscriptions(keeping kept: Int, of count: Int) async -> Int {
    await ResourceCountingScope.counting { scope in
      let subscriptions = (0..<count).map { _ in Observable<Int>.never().map { $0 }.subscribe() }
      for subscription in subscriptions.dropFirst(kept) { subscription.dispose() }
      await Task.yield()
      let live = scope.live(.rx)
      for subscription in subscriptions { subscription.dispose() }
      return live
    }
  }

  @Test func scopesOpenAtOnce_countOnlyTheirOwnResources() async {
    let perSubscription = await Self.liveSubscriptions(keeping: 1, of: 1)
    #expect(perSubscription > 0)
    let counts = await withTaskGroup(of: Int.self) { group in
      for kept in [0, 3, 0, 2] {
        group.addTask { await Self.liveSubscriptions(keeping: kept, of: 5) }
      }
      return await group.reduce(into: []) { $0.append($1) }.sorted()
    }
    #expect(counts == [0, 0, 2 * perSubscription, 3 * perSubscription])
  }

  @Test func aReleaseOnAnotherThread_leavesTheScopeItWasCreatedIn() {
    let queue = ConcurrentDispatchQueueScheduler(qos: .default)
    expectNoLeaks {
      let done = DispatchSemaphore(value: 0)
      _ = Observable.just(1).observe(on: queue).map { $0 + 1 }.subscribe(onCompleted: { done.signal() })
      done.wait()
    }
  }

  @Test func expectNoLeaks_recordsWhatIsStillAlive() {
    var kept: (any Disposable)?
    withKnownIssue {
      expectNoLeaks(within: 0) { kept = Observable<Int>.never().map { $0 }.subscribe() }
    } matching: { issue in
      issue.comments.contains { $0.rawValue.contains("resources leaked by this test (rx: ") }
    }
    kept?.dispose()
  }
}
