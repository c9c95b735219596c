import StyleInternals
import Testing

@testable import VirtualTime

@Suite struct TimelineTests {
  @Test func popsByTimeThenInSchedulingOrder() {
    var timeline = Timeline<Int, String>()
    timeline.schedule("b1", at: 20)
    timeline.schedule("a", at: 10)
    timeline.schedule("b2", at: 20)
    timeline.schedule("b3", at: 20)
    var order: [String] = []
    while let entry = timeline.popEarliest(notAfter: 100) { order.append(entry.action) }
    #expect(order == ["a", "b1", "b2", "b3"])
    #expect(timeline.isEmpty)
  }

  @Test func popStopsAtTheLimit() {
    var timeline = Timeline<Int, String>()
    timeline.schedule("late", at: 30)
    timeline.schedule("early", at: 10)
    let early = timeline.popEarliest(notAfter: 20)
    let none = timeline.popEarliest(notAfter: 20)
    #expect(early?.action == "early")
    #expect(none == nil)
    let earliest = timeline.earliestTime()
    #expect(earliest == 30)
  }

  @Test func massCancellationKeepsTheOrderAndFreesTheStorage() {
    var timeline = Timeline<Int, Int>()
    // Times repeat and arrive out of order, so ties are decided by the scheduling order.
    let ids = (0..<1000).map { timeline.schedule($0, at: ($0 * 7919) % 13) }
    for (index, id) in ids.enumerated() where index % 10 != 0 { timeline.cancel(id) }
    #expect(timeline.count == 100)
    #expect(timeline.storedCount < 2 * 100 + 64)
    let kept = (0..<1000).filter { $0 % 10 == 0 }
    let expected = kept.sorted { (($0 * 7919) % 13, $0) < (($1 * 7919) % 13, $1) }
    var order: [Int] = []
    while let entry = timeline.popEarliest() { order.append(entry.action) }
    #expect(order == expected)
  }

  @Test func workInAReservedPlace_runsWhereWorkScheduledAtTheReservationWould() {
    var timeline = Timeline<Int, String>()
    timeline.schedule("a", at: 10)
    let place = timeline.reservePlaces(2)
    timeline.schedule("c", at: 10)
    timeline.schedule("d", at: 5)
    // Added after "c" and "d", at times that tie with theirs, in places reserved before them.
    timeline.schedule("b2", at: 10, inReservedPlace: place + 1)
    timeline.schedule("b1", at: 5, inReservedPlace: place)
    var order: [String] = []
    while let entry = timeline.popEarliest() { order.append(entry.action) }
    #expect(order == ["b1", "d", "a", "b2", "c"])
  }

  @Test func cancelAllWhere_dropsWhatItMatches_andKeepsTheOrderOfTheRest() {
    var timeline = Timeline<Int, Int>()
    for value in 0..<200 { timeline.schedule(value, at: (value * 31) % 17) }
    timeline.cancelAll { $0 % 4 != 0 }
    #expect(timeline.count == 50)
    #expect(timeline.storedCount == 50)
    let expected = (0..<200).filter { $0 % 4 == 0 }.sorted { (($0 * 31) % 17, $0) < (($1 * 31) % 17, $1) }
    #expect(timeline.pendingEntries.map(\.action) == expected)
    var order: [Int] = []
    while let entry = timeline.popEarliest() { order.append(entry.action) }
    #expect(order == expected)
  }

  @Test func cancelledEntriesNeverRun() {
    var timeline = Timeline<Int, String>()
    let first = timeline.schedule("first", at: 10)
    timeline.schedule("second", at: 10)
    let removed = timeline.cancel(first)
    let removedAgain = timeline.cancel(first)
    #expect(removed && !removedAgain)
    #expect(timeline.count == 1)
    let earliest = timeline.earliestTime()
    #expect(earliest == 10)
    let next = timeline.popEarliest()
    #expect(next?.action == "second")
    #expect(timeline.isEmpty)
  }

  @Test func workArrivingInTimeOrderInterleavesWithEarlierWork() {
    var timeline = Timeline<Int, String>()
    for time in [10, 20, 20, 30] { timeline.schedule("in order \(time)", at: time) }
    timeline.schedule("earlier 20", at: 20)
    timeline.schedule("earlier 5", at: 5)
    let first = timeline.popEarliest(notAfter: 10)
    timeline.schedule("after 10", at: 15)
    timeline.schedule("last", at: 30)
    var order = [first?.action]
    while let entry = timeline.popEarliest() { order.append(entry.action) }
    #expect(
      order == [
        "earlier 5", "in order 10", "after 10", "in order 20", "in order 20", "earlier 20", "in order 30", "last",
      ])
  }

  @Test func drainingInTimeOrderGivesTheStorageBack() {
    var timeline = Timeline<Int, Int>()
    for index in 0..<1_000 { timeline.schedule(index, at: index) }
    var taken: [Int] = []
    while let entry = timeline.popEarliest(notAfter: 899) {
      taken.append(entry.action)
      #expect(timeline.storedCount == timeline.count)
    }
    #expect(taken == Array(0..<900))
    let ids = (1_000..<1_200).map { timeline.schedule($0, at: $0) }
    for id in ids { timeline.cancel(id) }
    #expect(timeline.count == 100)
    #expect(timeline.storedCount < 2 * 100 + 64)
    var rest: [Int] = []
    while let entry = timeline.popEarliest() { rest.append(entry.action) }
    #expect(rest == Array(900..<1_000))
    #expect(timeline.storedCount == 0)
  }

  @Test func manyEntriesComeOutSorted() {
    var timeline = Timeline<Int, Int>()
    var generator = SplitMix(seed: 7)
    for index in 0..<1_000 { timeline.schedule(index, at: Int(generator.next() % 50)) }
    var previous: (time: Int, action: Int)?
    while let entry = timeline.popEarliest() {
      if let previous {
        #expect(previous.time < entry.time || (previous.time == entry.time && previous.action < entry.action))
      }
      previous = (entry.time, entry.action)
    }
  }
}

@Suite struct VirtualTimelineTests {
  @Test func advanceRunsDueActionsAndSetsTheClock() {
    let timeline = VirtualTimeline(start: 0)
    let log = Lock<[String]>([])
    timeline.schedule(at: 20) { log.withLock { $0.append("20:\(timeline.now)") } }
    timeline.schedule(at: 10) { log.withLock { $0.append("10:\(timeline.now)") } }
    timeline.schedule(at: 40) { log.withLock { $0.append("40") } }
    timeline.advance(to: 30)
    #expect(log.withLock { $0 } == ["10:10", "20:20"])
    #expect(timeline.now == 30)
    #expect(timeline.pendingCount == 1)
  }

  @Test func actionsMayScheduleAtTheCurrentTime() {
    let timeline = VirtualTimeline(start: 0)
    let log = Lock<[String]>([])
    timeline.schedule(at: 10) {
      log.withLock { $0.append("outer") }
      timeline.schedule(at: timeline.now) { log.withLock { $0.append("inner") } }
    }
    timeline.schedule(at: 10) { log.withLock { $0.append("sibling") } }
    timeline.run()
    #expect(log.withLock { $0 } == ["outer", "sibling", "inner"])
    #expect(timeline.now == 10)
  }

  @Test func stopEndsARun() {
    let timeline = VirtualTimeline(start: 0)
    let count = Lock(0)
    timeline.schedule(at: 1) { count.withLock { $0 += 1 } }
    timeline.schedule(at: 2) {
      count.withLock { $0 += 1 }
      timeline.stop()
    }
    timeline.schedule(at: 3) { count.withLock { $0 += 1 } }
    timeline.run()
    #expect(count.withLock { $0 } == 2)
    #expect(timeline.now == 2)
    timeline.run()
    #expect(count.withLock { $0 } == 3)
  }

  @Test func movingTheClockRunsNothing() {
    let timeline = VirtualTimeline(start: 0)
    let ran = Lock(false)
    timeline.schedule(at: 5) { ran.withLock { $0 = true } }
    timeline.moveClock(to: 10)
    #expect(timeline.now == 10)
    #expect(!ran.withLock { $0 })
    timeline.advance(to: 10)
    #expect(ran.withLock { $0 })
  }

  @Test func theClockNeverMovesBackwards() {
    let timeline = VirtualTimeline(start: 50)
    let seen = Lock<[Int]>([])
    timeline.schedule(at: 10) { seen.withLock { $0.append(timeline.now) } }
    timeline.advance(to: 20)
    #expect(seen.withLock { $0 } == [50])
    #expect(timeline.now == 50)
  }
}

private struct SplitMix {
  var state: UInt64
  init(seed: UInt64) { state = seed }
  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE5_E4B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}
