import ProducerStyle
import Testing

@Suite struct ProducerResourcesTests {
  @Test func measureLeaks_countsWhatTheBlockLeftAlive() {
    let (pipe, leaked) = ProducerResources.measureLeaks { Signal<Int, Never>.pipe() }
    #expect(leaked > 0)
    pipe.input.sendCompleted()
    let (_, afterwards) = ProducerResources.measureLeaks {
      SignalProducer<Int, Never>(values: 1, 2).map { $0 * 2 }.start()
    }
    #expect(afterwards == 0)
  }
}
