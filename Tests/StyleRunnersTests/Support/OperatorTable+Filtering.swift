import StyleCatalog
import StyleRunners

// The families that filter by another stream or by a test, collect, make events values, or replace
// a failure with a value; two of the styles have some of them, the async column says `n/a` there.
extension OperatorTable {
  static let compactMap: [CrossStyleCase] = [
    same("nil results dropped", .compactMap, ["-a-x-b-|"], "-A---B-|"),
    same("failure after a dropped value", .compactMap, ["-a-x-#"], "-A---#"),
  ]

  static let collect: [CrossStyleCase] = [
    same("one array on completion", .collect, ["-a-b-c-|"], "-------({abc}|)"),
    same("the empty source gives an empty array", .collect, ["|"], "({}|)"),
    same("failure drops the values", .collect, ["-a-b-#"], "-----#"),
  ]

  static let materialize: [CrossStyleCase] = [
    same("values, then completion as a value", .materialize, ["-a-b-|"], "-a-b-({|}|)"),
    same("failure as a value", .materialize, ["-a-#"], "-a-({#}|)"),
  ]

  static let `do`: [CrossStyleCase] = [
    same("the events unchanged", .do, ["-a-b-|"], "-a-b-|"),
    same("a failure unchanged", .do, ["-a-#"], "-a-#"),
  ]

  static let skipWhile: [CrossStyleCase] = [
    same("from the first value that fails the test", .skipWhile, ["-a-b-x-c-|"], "-----x-c-|"),
    same("every value passes the test", .skipWhile, ["-a-b-|"], "-----|"),
  ]

  static let takeLast: [CrossStyleCase] = [
    differ(
      "the last n on completion", .takeLast, ["-a-b-c-|"], 2, rx: "-------(bc|)", producer: "-------(bc|)", async: "n/a"
    ),
    differ("failure drops them", .takeLast, ["-a-b-#"], 2, rx: "-----#", producer: "-----#", async: "n/a"),
  ]

  static let takeUntil: [CrossStyleCase] = [
    differ("the trigger sends", .takeUntil, ["-a-b-c-d-|", "----t|"], rx: "-a-b|", producer: "-a-b|", async: "n/a"),
    differ(
      "the trigger completes without a value", .takeUntil, ["-a-b-c-|", "---|"], rx: "-a-b-c-|", producer: "-a-|",
      async: "n/a"),
    differ("the trigger fails", .takeUntil, ["-a-b-c-|", "---#"], rx: "-a-#", producer: "-a-|", async: "n/a"),
  ]

  static let skipUntil: [CrossStyleCase] = [
    differ(
      "the trigger sends", .skipUntil, ["-a-b-c-d-|", "----t|"], rx: "-----c-d-|", producer: "-----c-d-|",
      async: "n/a"),
    differ(
      "the trigger completes without a value", .skipUntil, ["-a-b-c-|", "---|"], rx: "", producer: "---b-c-|",
      async: "n/a"),
    differ(
      "the source fails before the trigger", .skipUntil, ["-a-#", "------t|"], rx: "---#", producer: "", async: "n/a"),
  ]

  static let sample: [CrossStyleCase] = [
    differ(
      "a tick without a new value", .sample, ["-a-b-c----|", "--t---t-t--|"], rx: "--a---c----|",
      producer: "--a---c-c--|", async: "n/a"),
    differ("the empty source", .sample, ["|", "--t|"], rx: "--|", producer: "---|", async: "n/a"),
    differ("the sampler ends first", .sample, ["-a-b-c-|", "--t|"], rx: "--ab", producer: "--a----|", async: "n/a"),
    differ("the source ends first", .sample, ["-a-|", "--t--t-|"], rx: "--a--|", producer: "--a--a-|", async: "n/a"),
    differ("the sampler fails", .sample, ["-a-b-c-|", "--t#"], rx: "--a#", producer: "--a----|", async: "n/a"),
  ]

  static let takeWhile: [CrossStyleCase] = [
    same("completes at the first value that fails the test", .takeWhile, ["-a-b-x-c-|"], "-a-b-|"),
    same("failure while every value passes", .takeWhile, ["-a-#"], "-a-#"),
    same("the empty source", .takeWhile, ["|"], "|"),
  ]

  static let reduce: [CrossStyleCase] = [
    same("one result on completion", .reduce, ["-a-b-c-|"], "-------(3|)"),
    same("failure drops the result", .reduce, ["-a-b-#"], "-----#"),
    same("the empty source gives the initial result", .reduce, ["|"], "(0|)"),
  ]

  static let just: [CrossStyleCase] = [
    same("the value and completion when subscribed", .just, [], 3, "---(a|)")
  ]

  static let empty: [CrossStyleCase] = [
    differ("completion when subscribed", .empty, [], 3, rx: "---|", producer: "---|", async: "n/a")
  ]

  static let failing: [CrossStyleCase] = [
    same("failure when subscribed", .failing, [], 3, "---#")
  ]

  static let sequence: [CrossStyleCase] = [
    same("every element and completion when subscribed", .sequence, [], 3, "---(abc|)"),
    same("at frame 0", .sequence, [], 0, "(abc|)"),
  ]

  static let create: [CrossStyleCase] = [
    same("a subscriber at frame 0", .create, [], 0, "a-b|"),
    differ("a subscriber at frame 3", .create, [], 3, rx: "---a-b|", producer: "---a-b|", async: "---(ab|)"),
  ]

  static let deferred: [CrossStyleCase] = [
    same("the second subscriber gets the second stream made", .deferred, [], 3, "---(2|)")
  ]

  static let mapError: [CrossStyleCase] = [
    differ("the failure renamed", .mapError, ["-a-b-#"], rx: "n/a", producer: "-a-b-({E}#)", async: "-a-b-({E}#)"),
    differ("no failure, nothing changed", .mapError, ["-a-b-|"], rx: "n/a", producer: "-a-b-|", async: "-a-b-|"),
  ]

  static let observeOn: [CrossStyleCase] = [
    differ(
      "each event a frame late", .observeOn, ["-a-b-c-|"], rx: "--a-b-c-|", producer: "-a-b-c-|",
      async: "-a-b-c-|"),
    differ(
      "events of one frame leave one a frame", .observeOn, ["-(ab)-c|"], rx: "--abc|", producer: "-(ab)-c|",
      async: "-(ab)-c|"),
    differ("the failure a frame late", .observeOn, ["-a-b-#"], rx: "--a-b-#", producer: "-a-b-#", async: "-a-b-#"),
    differ("the empty source's completion a frame late", .observeOn, ["|"], rx: "-|", producer: "|", async: "|"),
  ]

  static let subscribeOn: [CrossStyleCase] = [
    differ(
      "the subscription a frame late", .subscribeOn, ["-a-b-c-|"], rx: "--a-b-c-|", producer: "-a-b-c-|",
      async: "n/a"),
    differ("the failure a frame late", .subscribeOn, ["-a-b-#"], rx: "--a-b-#", producer: "-a-b-#", async: "n/a"),
    differ("the empty source a frame late", .subscribeOn, ["|"], rx: "-|", producer: "|", async: "n/a"),
    differ(
      "events of one frame stay together", .subscribeOn, ["-(ab)-c|"], rx: "--(ab)-c|", producer: "-(ab)-c|",
      async: "n/a"),
  ]

  static let timer: [CrossStyleCase] = [
    differ(
      "one tick, or every period", .timer, [], 2, disposedAt: 7, rx: "--(t|)", producer: "--t-t-t!", async: "--t-t-t")
  ]

  static let interval: [CrossStyleCase] = [
    differ(
      "every 2 frames, disposed", .interval, [], 2, disposedAt: 7, rx: "--0-1-2", producer: "--0-1-2!", async: "n/a"),
    differ(
      "disposed at the frame of a value", .interval, [], 2, disposedAt: 4, rx: "--0", producer: "--0-!",
      async: "n/a"),
  ]

  static let catchAndReturn: [CrossStyleCase] = [
    same("a failure: r, then completion", .catchAndReturn, ["-a-b-#"], "-a-b-(r|)"),
    same("no failure", .catchAndReturn, ["-a-b-|"], "-a-b-|"),
  ]
}
