import StyleCatalog
import StyleRunners

/// The cross-style table: for each operator family, the same input diagrams through the three
/// styles, with each style's output diagram. Where the styles differ, the row states each
/// style's diagram, and Documentation/Differences.md explains why.
enum OperatorTable {
  static let map: [CrossStyleCase] = [
    same("values and completion", .map, ["-a-b-|"], "-A-B-|"),
    same("failure", .map, ["-a-#"], "-A-#"),
    same("empty and never ending", .map, [""], ""),
    differ(
      "disposed mid-stream", .map, ["-a-b-c-|"], disposedAt: 4, rx: "-A-B", producer: "-A-B!", async: "-A-B"),
  ]

  static let filter: [CrossStyleCase] = [
    same("values and completion", .filter, ["-a-x-b-|"], "-a---b-|"),
    same("failure after a dropped value", .filter, ["-x-#"], "---#"),
    same("empty", .filter, ["|"], "|"),
  ]

  static let scan: [CrossStyleCase] = [
    same("running count, then failure", .scan, ["-a-b-c-#"], "-1-2-3-#"),
    same("empty", .scan, ["--|"], "--|"),
  ]

  static let distinct: [CrossStyleCase] = [
    same("repeats dropped, a later equal value kept", .distinct, ["-a-a-b-b-a|"], "-a---b---a|"),
    same("same-frame repeats", .distinct, ["(aab)|"], "(ab)|"),
  ]

  static let take: [CrossStyleCase] = [
    same("completes with the n-th value", .take, ["-a-b-c-|"], 2, "-a-(b|)"),
    same("failure before n values", .take, ["-a-#"], 2, "-a-#"),
    same("completion before n values", .take, ["-a|"], 2, "-a|"),
    differ("disposed mid-stream", .take, ["-a-b-c-|"], 2, disposedAt: 2, rx: "-a", producer: "-a!", async: "-a"),
  ]

  static let skip: [CrossStyleCase] = [
    same("the first n values dropped", .skip, ["-a-b-c-|"], 2, "-----c-|"),
    same("failure", .skip, ["-a-#"], 2, "---#"),
    same("empty", .skip, [""], 1, ""),
  ]

  static let startWith: [CrossStyleCase] = [
    same("prefix at subscription", .startWith, ["--a-|"], "s-a-|"),
    same("failure", .startWith, ["--#"], "s-#"),
    same("never ending", .startWith, [""], "s"),
  ]

  static let merge: [CrossStyleCase] = [
    same("interleaved", .merge, ["-a---b-|", "--1-2|"], "-a1-2b-|"),
    same("a failure ends both", .merge, ["-a-#", "--1-2|"], "-a1#"),
    differ(
      "disposed mid-stream", .merge, ["-a-b-|", "--1-2-3|"], disposedAt: 4, rx: "-a1b", producer: "-a1b!",
      async: "-a1b"),
    same("many values in alternate frames", .merge, ["a-b-c|", "-1-2-3|"], "a1b2c3|"),
    same("a failure in the frame of a value", .merge, ["-a-b-c-|", "---#"], "-a-(b#)"),
  ]

  static let concat: [CrossStyleCase] = [
    differ(
      "the second after the first", .concat, ["-a-b|", "-1-2|"], rx: "-a-b-1-2|", producer: "-a-b-1-2|",
      async: "-a-b(12|)"),
    same("a failure never reaches the second", .concat, ["-a-#", "-1-2|"], "-a-#"),
    differ(
      "disposed when the second starts", .concat, ["-a-b|", "-1-2|"], disposedAt: 4, rx: "-a-b",
      producer: "-a-b!", async: "-a-b"),
  ]

  static let combineLatest: [CrossStyleCase] = [
    same("once both have a value", .combineLatest, ["-a---b-|", "--1-2|"], "--{a1}-{a2}{b2}-|"),
    same("the late first value", .combineLatest, ["-a-|", "----1|"], "----{a1}|"),
    same("failure", .combineLatest, ["-a---#", "--1-2|"], "--{a1}-{a2}#"),
    same("failure before any pair", .combineLatest, ["-a|", "-#"], "-#"),
    differ(
      "a source completes without a value", .combineLatest, ["-a-b|", "---|"], rx: "----|", producer: "----|",
      async: "---|"),
    same("many values before the other's first", .combineLatest, ["abcd|", "-1--2|"], "-{b1}{c1}{d1}{d2}|"),
    same("the second fails after a pair", .combineLatest, ["-a--b-|", "--1#"], "--{a1}#"),
    differ(
      "disposed in the frame of a value", .combineLatest, ["-a-b-|", "--1-2|"], disposedAt: 3, rx: "--{a1}",
      producer: "--{a1}!", async: "--{a1}"),
  ]

  static let zip: [CrossStyleCase] = [
    differ(
      "pairs in order; the second completes first", .zip, ["-a-b-c-|", "--1-2|"], rx: "--{a1}-{b2}--|",
      producer: "--{a1}-{b2}|", async: "--{a1}-{b2}|"),
    differ(
      "the first completes early", .zip, ["-a-b|", "---1---2-3|"], rx: "---{a1}---{b2}--|",
      producer: "---{a1}---({b2}|)", async: "---{a1}---({b2}|)"),
    differ(
      "the second completes after one value", .zip, ["-a-b-c|", "-1|"], rx: "-{a1}----|", producer: "-{a1}|",
      async: "-{a1}-|"),
    same("failure", .zip, ["-a-#", "--1-2|"], "--{a1}#"),
    same("the second fails with a value waiting", .zip, ["-a-b-c|", "--1-#"], "--{a1}-#"),
  ]

  static let withLatestFrom: [CrossStyleCase] = [
    differ(
      "same-instant values", .withLatestFrom, ["-a--b--c|", "--1-2|"], rx: "----{b2}--{c2}|",
      producer: "----{b2}--{c2}|", async: "----{b1}--{c2}|"),
    same("no value sampled yet", .withLatestFrom, ["-a|", "--1|"], "--|"),
    differ(
      "the sampled source fails", .withLatestFrom, ["-a--b--c|", "--1#"], rx: "---#",
      producer: "----{b1}--{c1}|", async: "---#"),
    same("the source fails", .withLatestFrom, ["-a-#", "1|"], "-{a1}-#"),
  ]

  static let flatMap: [CrossStyleCase] = [
    same("inners merged", .flatMap, ["-a--b---|", "x-x|"], "-a-ab-b-|"),
    same("an inner failure fails the result", .flatMap, ["-a--b---|", "x-#"], "-a-#"),
    same("waits for the inners to complete", .flatMap, ["-a|", "x---x|"], "-a---a|"),
    differ(
      "disposed mid-stream", .flatMap, ["-a--b---|", "x-x|"], disposedAt: 4, rx: "-a-a", producer: "-a-a!",
      async: "-a-a"),
    same("many inners at once", .flatMap, ["abcd|", "x-x|"], "ab(ac)(bd)cd|"),
    same("an inner fails while another runs", .flatMap, ["-a-b-----|", "x---#"], "-a-b-#"),
    differ(
      "disposed in the frame an inner would emit: disposal goes first", .flatMap, ["-a--b---|", "x-x|"],
      disposedAt: 3, rx: "-a", producer: "-a-!", async: "-a"),
  ]

  static let flatMapLatest: [CrossStyleCase] = [
    same("a new value cancels the inner", .flatMapLatest, ["-a-b----|", "x--x|"], "-a-b--b-|"),
    same("an inner failure fails the result", .flatMapLatest, ["-a-b----|", "x#"], "-a#"),
    same("the last inner outlives the outer", .flatMapLatest, ["-a|", "x--x|"], "-a--a|"),
    differ(
      "disposed mid-stream", .flatMapLatest, ["-a-b----|", "x--x|"], disposedAt: 5, rx: "-a-b",
      producer: "-a-b-!", async: "-a-b"),
    same("a burst: only the last inner lives", .flatMapLatest, ["abcd|", "x-x|"], "abcd-d|"),
    same("a replaced inner's failure never comes", .flatMapLatest, ["-a-b-----|", "x---#"], "-a-b---#"),
  ]

  static let flatMapFirst: [CrossStyleCase] = [
    differ(
      "values dropped while an inner runs", .flatMapFirst, ["-ab---c|", "x--x|"], rx: "-a--a-c--c|",
      producer: "-a--a-c--c|", async: "n/a"),
    differ(
      "an inner failure fails the result", .flatMapFirst, ["-ab|", "x-#"], rx: "-a-#", producer: "-a-#", async: "n/a"),
    differ(
      "an inner fails while values are dropped", .flatMapFirst, ["-a-b-----|", "x---#"], rx: "-a---#",
      producer: "-a---#", async: "n/a"),
  ]

  static let concatMap: [CrossStyleCase] = [
    same("inners one after another", .concatMap, ["-ab-----|", "x--x|"], "-a--ab--b|"),
    same("an inner failure fails the result", .concatMap, ["-ab|", "x-#"], "-a-#"),
    same("many inners queued", .concatMap, ["abc|", "x-x|"], "a-ab-bc-c|"),
    same("an inner failure drops the queued ones", .concatMap, ["-a-b-----|", "x-#"], "-a-#"),
  ]

  static let debounce: [CrossStyleCase] = [
    same("quiet periods", .debounce, ["a-b---c--|"], 2, "----b---c|"),
    differ(
      "completion inside the window", .debounce, ["a-b---c|"], 2, rx: "----b--(c|)", producer: "----b--|",
      async: "----b--(c|)"),
    same("failure inside the window", .debounce, ["a-b#"], 3, "---#"),
    same("empty", .debounce, [""], 3, ""),
    same("a burst, then a lone value", .debounce, ["abc-d--|"], 2, "------d|"),
    differ(
      "disposed inside the window", .debounce, ["a-b---c--|"], 2, disposedAt: 3, rx: "", producer: "---!",
      async: ""),
  ]

  static let throttle: [CrossStyleCase] = [
    differ(
      "latest of each window", .throttle, ["ab-c-d---e|"], 3, rx: "a--c--d--e|", producer: "a--c--d--e|",
      async: "a--c-----e|"),
    differ(
      "completion inside the window", .throttle, ["ab|"], 3, rx: "a--(b|)", producer: "a-|", async: "a--(b|)"),
    same("failure inside the window", .throttle, ["ab#"], 3, "a-#"),
    same("a burst over several windows", .throttle, ["abcdefg|"], 3, "a--d--g|"),
  ]

  static let throttleFirst: [CrossStyleCase] = [
    differ(
      "first of each window", .throttleFirst, ["ab-c-d---e|"], 3, rx: "a--c-----e|", producer: "n/a",
      async: "a--b-----d|"),
    differ(
      "completion inside the window", .throttleFirst, ["ab|"], 3, rx: "a-|", producer: "n/a", async: "a--(b|)"),
  ]

  static let delay: [CrossStyleCase] = [
    differ("values and completion", .delay, ["-a-b-|"], 2, rx: "---a-b-|", producer: "---a-b-|", async: "---a-(b|)"),
    differ("failure", .delay, ["-a-#"], 2, rx: "---#", producer: "---(a#)", async: "---(a#)"),
    differ("disposed mid-stream", .delay, ["-a-b-|"], 2, disposedAt: 4, rx: "---a", producer: "---a!", async: "---a"),
    same("a failure after a value", .delay, ["-a--#"], 2, "---a#"),
  ]

  static let timeout: [CrossStyleCase] = [
    differ("a gap longer than the limit", .timeout, ["-a----b|"], 3, rx: "-a--#", producer: "-a-#", async: "-a--#"),
    same("completes in time", .timeout, ["-a|"], 3, "-a|"),
    same("never ending and empty", .timeout, [""], 3, "---#"),
    differ(
      "disposed before the limit", .timeout, ["-a-b-c|"], 3, disposedAt: 2, rx: "-a", producer: "-a!",
      async: "-a"),
  ]

  static let `catch`: [CrossStyleCase] = [
    same("continues with the replacement", .catch, ["-a-#", "-1-2|"], "-a--1-2|"),
    same("completion needs no replacement", .catch, ["-a-|", "-1-2|"], "-a-|"),
    same("the replacement fails", .catch, ["-a-#", "-1-#"], "-a--1-#"),
    differ(
      "disposed in the replacement", .catch, ["-a-#", "-1-2|"], disposedAt: 5, rx: "-a--1", producer: "-a--1!",
      async: "-a--1"),
  ]

  static let retry: [CrossStyleCase] = [
    differ("fails every time", .retry, ["-a-#"], 2, rx: "-a--a-#", producer: "-a--a--a-#", async: "-a--a-#"),
    same("completes the first time", .retry, ["-a-b|"], 2, "-a-b|"),
  ]

  static let buffer: [CrossStyleCase] = [
    same("groups, the rest on completion", .buffer, ["-a-b-c-d-e|"], 2, "---{ab}---{cd}--({e}|)"),
    same("failure drops the partial group", .buffer, ["-a-b-c#"], 2, "---{ab}--#"),
    differ(
      "disposed mid-stream", .buffer, ["-a-b-c|"], 2, disposedAt: 4, rx: "---{ab}", producer: "---{ab}!",
      async: "---{ab}"),
  ]

  static let share: [CrossStyleCase] = [
    differ(
      "a late subscriber", .share, ["-a-b-c-d|"], 4, rx: "-----c-d|", producer: "----bc-d|", async: "-----c-d|"),
    differ(
      "a subscriber after the end", .share, ["-a-|"], 4, rx: "-----a-|", producer: "----(a|)", async: "-----a-|"),
    same("the first subscriber sees everything", .share, ["-a-b|"], 0, "-a-b|"),
  ]

  static let reentrantSend: [CrossStyleCase] = [
    differ(
      "a subscriber sends back into the subject", .reentrantSend, ["-a-b-|"], rx: "-(Aa)-(Bb)-|",
      producer: "-(aA)-(bB)-|", async: "-(aA)-(bB)-|"),
    same("nothing to send back, then failure", .reentrantSend, ["-B-#"], "-B-#"),
    same("never ending", .reentrantSend, ["-B"], "-B"),
  ]

  static let behaviorSubject: [CrossStyleCase] = [
    same("a late subscriber gets the current value first", .behaviorSubject, ["-a-b-c-|"], 4, "----bc-|"),
    same("from frame 0, the initial value first", .behaviorSubject, ["-a-b-|"], 0, "sa-b-|"),
    differ(
      "a subscriber after a failure", .behaviorSubject, ["-a-b-#"], 7, rx: "-------#", producer: "-------(b|)",
      async: "-------#"),
    differ(
      "a subscriber after the end", .behaviorSubject, ["-a-b-|"], 7, rx: "-------|", producer: "-------(b|)",
      async: "-------|"),
  ]

  static let replaySubject: [CrossStyleCase] = [
    differ(
      "a late subscriber gets the last two values first", .replaySubject, ["-a-b-c-|"], 4, rx: "----(ab)c-|",
      producer: "----(ab)c-|", async: "n/a"),
    differ(
      "a subscriber after a failure", .replaySubject, ["-a-b-#"], 7, rx: "-------(ab#)", producer: "-------(ab#)",
      async: "n/a"),
  ]

  static let property: [CrossStyleCase] = [
    differ(
      "a late observer gets the current value first", .property, ["-a-b-c-|"], 4, rx: "----bc", producer: "----bc-|",
      async: "----bc"),
    differ(
      "an observer from the start", .property, ["-a-b-|"], 0, rx: "sa-b", producer: "sa-b-|", async: "sa-b"),
    differ(
      "an observer after the end", .property, ["-a-b-|"], 7, rx: "-------b", producer: "-------(b|)",
      async: "-------b"),
    differ(
      "an observer after the values failed", .property, ["-a-b-#"], 7, rx: "-------b", producer: "-------(b|)",
      async: "-------b"),
  ]

  /// Every family's rows, by operator: the rows above, then the edge rows.
  static let all = families.merging(edges, uniquingKeysWith: +)

  private static let families: [MarbleOperator: [CrossStyleCase]] = [
    .map: map,
    .filter: filter,
    .scan: scan,
    .reduce: reduce,
    .distinct: distinct,
    .take: take,
    .takeWhile: takeWhile,
    .skip: skip,
    .startWith: startWith,
    .compactMap: compactMap,
    .collect: collect,
    .materialize: materialize,
    .do: `do`,
    .skipWhile: skipWhile,
    .takeLast: takeLast,
    .takeUntil: takeUntil,
    .skipUntil: skipUntil,
    .sample: sample,
    .merge: merge,
    .concat: concat,
    .combineLatest: combineLatest,
    .zip: zip,
    .withLatestFrom: withLatestFrom,
    .flatMap: flatMap,
    .flatMapLatest: flatMapLatest,
    .flatMapFirst: flatMapFirst,
    .concatMap: concatMap,
    .debounce: debounce,
    .throttle: throttle,
    .throttleFirst: throttleFirst,
    .delay: delay,
    .timeout: timeout,
    .catch: `catch`,
    .catchAndReturn: catchAndReturn,
    .just: just,
    .empty: empty,
    .failing: failing,
    .sequence: sequence,
    .create: create,
    .deferred: deferred,
    .timer: timer,
    .interval: interval,
    .retry: retry,
    .mapError: mapError,
    .observeOn: observeOn,
    .subscribeOn: subscribeOn,
    .buffer: buffer,
    .share: share,
    .reentrantSend: reentrantSend,
    .behaviorSubject: behaviorSubject,
    .replaySubject: replaySubject,
    .property: property,
  ]
}
