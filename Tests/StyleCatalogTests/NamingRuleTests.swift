import StyleCatalog
import Testing

/// The paths the naming rule derives, and where its exceptions put a file instead.
@Suite struct NamingRuleTests {
  @Test func anOperator_isNamedAfterItsIdea_andItsTestsMirrorIt() {
    let rule = NamingRule(style: .rx, group: .time, fileName: NamingRule.fileName(key: "debounce", ["func debounce"]))
    #expect(rule.source(nil) == "Sources/2-Styles/RxStyle/Operators/Debounce.swift")
    #expect(rule.tests(of: rule.source(nil), nil) == "Tests/RxStyleTests/Operators/DebounceTests.swift")
  }

  @Test func aType_isNamedAfterItself_andATestTool_livesInTheTestKit() {
    #expect(NamingRule.fileName(key: "recorder", ["final class EventRecorder<Value>"]) == "EventRecorder")
    let rule = NamingRule(style: .producer, group: .testing, fileName: "EventRecorder")
    #expect(rule.source(nil) == "Sources/3-KitsAndBridges/ProducerStyleTestKit/EventRecorder.swift")
    #expect(rule.tests(of: rule.source(nil), nil) == "Tests/ProducerStyleTestTests/EventRecorderTests.swift")
  }

  @Test func exceptions_placeTheFileElsewhere() {
    let rule = NamingRule(style: .async, group: .combining, fileName: "Merge")
    #expect(rule.source(.ownFolder) == "Sources/2-Styles/AsyncStyle/Operators/Merge/Merge.swift")
    #expect(rule.tests(of: rule.source(.ownFolder), nil) == "Tests/AsyncStyleTests/Operators/Merge/MergeTests.swift")
  }
}
