import Marbles
import Testing

@Suite struct MarbleDiagramTests {
  private func events(_ text: String, ticksPerFrame: Int = 1) throws -> [TimedMarbleEvent<String>] {
    try MarbleDiagram(text, ticksPerFrame: ticksPerFrame).events
  }

  @Test func frames_valuesAndCompletion() throws {
    #expect(
      try events("-a-b|", ticksPerFrame: 10) == [
        TimedMarbleEvent(time: 10, event: .value("a")), TimedMarbleEvent(time: 30, event: .value("b")),
        TimedMarbleEvent(time: 40, event: .completed),
      ])
  }

  @Test func failureAndInterruption() throws {
    #expect(
      try events("a#") == [TimedMarbleEvent(time: 0, event: .value("a")), TimedMarbleEvent(time: 1, event: .failed)])
    #expect(try events("--!") == [TimedMarbleEvent(time: 2, event: .interrupted)])
  }

  @Test func emptyDiagram_hasNoEvents() throws {
    #expect(try events("").isEmpty)
    #expect(try events("----").isEmpty)
  }

  @Test func group_sharesOneFrame_andTakesOneFrame() throws {
    #expect(
      try events("-(ab|)", ticksPerFrame: 10) == [
        TimedMarbleEvent(time: 10, event: .value("a")), TimedMarbleEvent(time: 10, event: .value("b")),
        TimedMarbleEvent(time: 10, event: .completed),
      ])
    #expect(try events("(ab)c").last == TimedMarbleEvent(time: 1, event: .value("c")))
  }

  @Test func spaces_areIgnored() throws {
    #expect(try events("  -a  -b ") == events("-a-b"))
  }

  @Test func subscriptionPoint_isTimeZero() throws {
    let diagram = try MarbleDiagram("-a-^-b|", ticksPerFrame: 10)
    #expect(diagram.hasSubscriptionPoint)
    #expect(
      diagram.events == [
        TimedMarbleEvent(time: -20, event: .value("a")), TimedMarbleEvent(time: 20, event: .value("b")),
        TimedMarbleEvent(time: 30, event: .completed),
      ])
  }

  @Test func valuesDictionary_givesTypedValues() throws {
    let diagram = try MarbleDiagram("a-b", values: ["a": 1, "b": 2])
    #expect(
      diagram.events == [TimedMarbleEvent(time: 0, event: .value(1)), TimedMarbleEvent(time: 2, event: .value(2))])
  }

  @Test func timeProgression_addsMillisecondsAsTicks() throws {
    #expect(
      try events("a 20ms b") == [
        TimedMarbleEvent(time: 0, event: .value("a")), TimedMarbleEvent(time: 21, event: .value("b")),
      ])
    let seconds = try MarbleDiagram("a 1.5s b", ticksPerSecond: 10).events
    #expect(seconds.map(\.time) == [0, 16])
  }

  @Test func digitsWithoutUnit_areValues() throws {
    #expect(try events("1 2").map(\.event) == [.value("1"), .value("2")])
  }

  @Test func eventsAfterCompletion_timeMayStillPass() throws {
    #expect(try events("a|--").count == 2)
  }
}

@Suite struct MarbleErrorTests {
  private func error(_ text: String, values: [Character: Int]? = nil) -> MarbleError? {
    do {
      if let values {
        _ = try MarbleDiagram(text, values: values)
      } else {
        _ = try MarbleDiagram(text)
      }
      return nil
    } catch {
      return error
    }
  }

  @Test func unclosedGroup_namesTheOpeningColumn() {
    #expect(error("--a-(b|") == MarbleError(.unclosedGroup, column: 5, diagram: "--a-(b|"))
  }

  @Test func unopenedGroup() {
    #expect(error("-a)") == MarbleError(.unopenedGroup, column: 3, diagram: "-a)"))
  }

  @Test func nestedGroup() {
    #expect(error("((a))")?.kind == .nestedGroup)
    #expect(error("((a))")?.column == 2)
  }

  @Test func timeInsideGroup() {
    #expect(error("(a-b)")?.kind == .timeInsideGroup)
    #expect(error("(a^)")?.kind == .timeInsideGroup)
  }

  @Test func eventAfterTermination() {
    #expect(error("a|b") == MarbleError(.eventAfterTermination, column: 3, diagram: "a|b"))
    #expect(error("#-|")?.kind == .eventAfterTermination)
    #expect(error("(|a)")?.column == 3)
  }

  @Test func missingValue() {
    #expect(error("a-z", values: ["a": 1]) == MarbleError(.missingValue("z"), column: 3, diagram: "a-z"))
  }

  @Test func duplicateSubscription() {
    #expect(error("^-^")?.kind == .duplicateSubscription)
  }

  @Test func fractionalTime() {
    #expect(error("a 0.5ms b")?.kind == .fractionalTime("0.5ms"))
  }

  @Test func coldStream_rejectsSubscriptionPoint() throws {
    let diagram = try MarbleDiagram("-^-a")
    #expect(throws: MarbleError(.subscriptionInColdStream, column: 2, diagram: "-^-a")) { try diagram.requireCold() }
    #expect(throws: MarbleError(.unsupportedEvent("!"), column: 3, diagram: "a-!")) {
      try MarbleDiagram("a-!").requireEvents(without: "!")
    }
  }

  @Test func description_pointsAtTheColumn() {
    let text = String(describing: error("--a-(b|")!)
    #expect(text == "marble diagram, column 5: '(' opens a group that is never closed\n  --a-(b|\n      ^")
  }
}
