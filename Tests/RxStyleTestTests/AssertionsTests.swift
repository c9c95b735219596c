import RxStyle
import RxStyleTest
import Testing

@Suite struct AssertionsTests {
  @Test func sideBySide_marksDifferingLines() {
    let expected: [Recorded<Event<Int>>] = [.next(210, 1), .completed(300)]
    let actual: [Recorded<Event<Int>>] = [.next(210, 1), .next(220, 2), .completed(300)]
    let text = sideBySide(expected: expected, actual: actual)
    let lines = text.split(separator: "\n").map(String.init)
    #expect(lines.count == 4)
    #expect(lines[0].hasPrefix("expected"))
    #expect(lines[1].contains("|") && !lines[1].contains("≠"))
    #expect(lines[2].contains("≠") && lines[2].contains("next(2) @ 220"))
    #expect(lines[3].contains("—"))
  }

  @Test func sideBySide_explainsAOneTickDifference() {
    let expected: [Recorded<Event<String>>] = [.next(200, "now")]
    let actual: [Recorded<Event<String>>] = [.next(201, "now")]
    #expect(sideBySide(expected: expected, actual: actual).contains("simulateProcessingDelay"))
  }

  @Test func recordedEventsEqual_comparesNonEquatableElements() {
    let taps: [Recorded<Event<Void>>] = [.next(210, ()), .completed(300)]
    #expect(recordedEventsEqual(taps, [.next(210, ()), .completed(300)]) { _, _ in true })
    #expect(!recordedEventsEqual(taps, [.next(211, ()), .completed(300)]) { _, _ in true })
  }

  @Test func testSchedulerWorksInSwiftTesting() {
    let scheduler = TestScheduler(initialClock: 0)
    let taps = scheduler.createHotObservable([.next(210, ()), .next(220, ()), .completed(230)])
    let observer = scheduler.start { taps.asObservable().map { 1 }.reduce(0, accumulator: +) }
    #expect(observer.events == [.next(230, 2), .completed(230)])
    #expect(taps.subscriptions == [Subscription(200, 230)])
  }
}
