import Marbles
import Testing

@Suite struct MarbleLineTests {
  private func line(_ text: String, ticksPerFrame: Int = 1) throws -> MarbleLine {
    MarbleLine(try MarbleDiagram(text, ticksPerFrame: ticksPerFrame).events, ticksPerFrame: ticksPerFrame)
  }

  @Test func rendersWhatItParses() throws {
    for text in ["-a-b|", "--#", "a(bc)-|", "", "(a|)", "-!"] {
      #expect(try line(text, ticksPerFrame: 10).text == text)
    }
  }

  @Test func trailingEmptyFrames_areNotDrawn() throws {
    #expect(try line("-a--").text == "-a")
  }

  @Test func eventsBeforeTheOrigin_drawTheSubscriptionPoint() throws {
    #expect(try line("a-^-b").text == "a-^-b")
  }

  @Test func offFrameTimes_areDrawnInTheirFrame_andFlagged() {
    let line = MarbleLine([TimedMarbleEvent(time: 15, event: .value("a"))], ticksPerFrame: 10)
    #expect(line.text == "-a")
    #expect(!line.isExact)
  }

  @Test func labels_nameNonCharacterValues() {
    let line = MarbleLine([TimedMarbleEvent(time: 0, event: .value(12))], label: { $0 == 12 ? "x" : "?" })
    #expect(line.text == "x")
  }

  @Test func aligned_padsEachFrameToItsWidestCell_andStillParses() throws {
    let texts = MarbleLine.aligned([try line("-(ab)-c|"), try line("-a-b-|")])
    #expect(texts == ["-(ab)-c|", "-a   -b-|"])
    #expect(try MarbleDiagram(texts[1]).events == MarbleDiagram("-a-b-|").events)
  }
}

@Suite struct MarbleComparisonTests {
  private func events(_ text: String) throws -> [TimedMarbleEvent<String>] {
    try MarbleDiagram(text, ticksPerFrame: 10).events
  }

  @Test func equalEvents_giveNoMessage() throws {
    #expect(
      MarbleComparison.difference(expected: try events("-a|"), actual: try events("-a|"), ticksPerFrame: 10) == nil)
  }

  @Test func message_alignsExpectedOverActual_andMarksTheFirstDifference() throws {
    let message = MarbleComparison.difference(
      expected: try events("-a--b-|"), actual: try events("-a---b|"), ticksPerFrame: 10)
    #expect(
      message == """
        marbles differ at frame 4 (tick 40):
          expected  -a--b-|
          actual    -a---b|
                        ^
        """)
  }

  @Test func message_alignsGroupsByFrame() throws {
    let message = MarbleComparison.difference(
      expected: try events("-(ab)c|"), actual: try events("-a-c|"), ticksPerFrame: 10)
    #expect(
      message == """
        marbles differ at frame 1 (tick 10):
          expected  -(ab)c|
          actual    -a   -c|
                     ^
        """)
  }

  @Test func offFrameDifferences_listTheEvents() {
    let expected = [TimedMarbleEvent(time: 10, event: MarbleEvent.value("a"))]
    let actual = [TimedMarbleEvent(time: 11, event: MarbleEvent.value("a"))]
    let message = MarbleComparison.difference(expected: expected, actual: actual, ticksPerFrame: 10) ?? ""
    #expect(message.contains("actual events:   value(a) @ 11"))
  }

  @Test func missingTail_isMarkedAfterTheShorterDiagram() throws {
    let message = MarbleComparison.difference(expected: try events("-a-|"), actual: try events("-a"), ticksPerFrame: 10)
    #expect(message?.hasPrefix("marbles differ at frame 3 (tick 30):") == true)
  }
}
