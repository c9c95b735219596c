import Dispatch
import Testing

@testable import StyleBlocking

@Suite struct BlockingCollectorTests {
  enum Ending: Equatable, Sendable { case completed, limit }

  @Test func reachingTheLimitEndsTheRunOnce() {
    let collector = BlockingCollector<Int, Ending>(limit: 2, limitEnding: .limit)
    #expect(collector.append(1) == false)
    #expect(collector.append(2) == true)
    #expect(collector.append(3) == false)
    collector.finish(.completed)
    #expect(collector.outcome.elements == [1, 2])
    #expect(collector.outcome.ending == .limit)
  }

  @Test func waitReturnsWhenAnotherThreadFinishes() {
    let collector = BlockingCollector<Int, Ending>(limit: nil, limitEnding: .limit)
    DispatchQueue.global().async {
      _ = collector.append(7)
      collector.finish(.completed)
    }
    #expect(collector.wait(timeout: 10))
    #expect(collector.outcome.elements == [7])
    #expect(collector.outcome.ending == .completed)
  }

  @Test func waitTimesOutWhenNothingEnds() {
    let collector = BlockingCollector<Int, Ending>(limit: nil, limitEnding: .limit)
    #expect(collector.wait(timeout: 0.01) == false)
    #expect(collector.hasFinished == false)
  }
}
