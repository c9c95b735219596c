import AsyncStyle
import Marbles
import ProducerStyle
import RxStyle
import StyleCatalog

extension OperatorComparison {
  static let `do` = Definition(
    Idea(
      "do", "Do (side effects)", .transforming, "A closure run on each event, the events passed on unchanged.",
      rx: Spelling("`do(onNext:…)`", declares: ["func `do`"]),
      producer: Spelling("`on(value:…)`", declares: ["func on"]),
      async: Spelling("`handleEvents`", declares: ["func handleEvents"])),
    arity: 1,
    runs: """
      the events unchanged; the row under each style logs the callbacks at the frames they ran: a value as \
      itself, {s} subscription, {|} completion, {#} failure, {!} interruption, {d} disposal or cancellation
      """,
    rx: .record { o in
      let (log, scheduler) = (o.log, o.scheduler)
      return o.first.do(
        onNext: { log.log($0, at: scheduler.clock) }, onError: { _ in log.log("{#}", at: scheduler.clock) },
        onCompleted: { log.log("{|}", at: scheduler.clock) }, onSubscribe: { log.log("{s}", at: scheduler.clock) },
        onDispose: { log.log("{d}", at: scheduler.clock) })
    },
    producer: .record { o in
      let (log, frame) = (o.log, o.frame)
      return o.first.on(
        starting: { log.log("{s}", at: frame()) }, failed: { _ in log.log("{#}", at: frame()) },
        completed: { log.log("{|}", at: frame()) }, interrupted: { log.log("{!}", at: frame()) },
        disposed: { log.log("{d}", at: frame()) }, value: { log.log($0, at: frame()) })
    },
    async: .record { o in
      let (log, scheduler) = (o.log, o.scheduler)
      return o.first.handleEvents(
        onStart: { log.log("{s}", at: scheduler.currentTick) },
        onElement: { log.log($0, at: scheduler.currentTick) },
        onFinish: { log.log("{|}", at: scheduler.currentTick) },
        onFailure: { _ in log.log("{#}", at: scheduler.currentTick) },
        onCancel: { log.log("{d}", at: scheduler.currentTick) })
    },
    atlas: .unary("-a-b-|", failing: "-a-#", disposedAt: 3),
    rows: [
      same("the events unchanged", ["-a-b-|"], "-a-b-|"),
      same("a failure unchanged", ["-a-#"], "-a-#"),
    ])
}
