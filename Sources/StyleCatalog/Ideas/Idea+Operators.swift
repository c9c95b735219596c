// Rows of the table of ideas (see IdeaTable.swift). The operators that transform, filter and combine.

extension Idea {
  static let transforming: [Idea] = [
    Idea(
      "map", "Map", .transforming, "Each value transformed.",
      rx: Spelling("`map`", declares: ["func map"]),
      producer: Spelling("`map`", declares: ["func map"]),
      async: Spelling("`map`", declares: ["func map"]),
      marble: .map),
    Idea(
      "compactMap", "CompactMap", .transforming, "Each value transformed, `nil` results dropped.",
      rx: Spelling("`compactMap`", declares: ["func compactMap"]),
      producer: Spelling("`compactMap`", declares: ["func compactMap"]),
      async: Spelling("`compactMap`", declares: ["func compactMap"]),
      marble: .compactMap),
    Idea(
      "scan", "Scan", .transforming, "A running accumulation, one result a value.",
      rx: Spelling("`scan`", declares: ["func scan"]),
      producer: Spelling("`scan`", declares: ["func scan"]),
      async: Spelling("`scan`", declares: ["func scan"]),
      marble: .scan),
    Idea(
      "reduce", "Reduce", .transforming, "One accumulation of every value, on completion.",
      rx: Spelling("`reduce`", declares: ["func reduce"]),
      producer: Spelling("`reduce`", declares: ["func reduce"]),
      async: Spelling("`reduce`", declares: ["func reduce"]),
      marble: .reduce),
    Idea(
      "collect", "Collect", .transforming, "Every value in one array, on completion.",
      rx: Spelling("`toArray`", declares: ["func toArray"]),
      producer: Spelling("`collect()`", declares: ["func collect"]),
      async: Spelling("`collect()`", declares: ["func collect"]),
      marble: .collect),
    Idea(
      "buffer", "Buffer", .transforming, "Values in groups, by count or by time.",
      rx: Spelling("`buffer(timeSpan:count:scheduler:)`", declares: ["func buffer"], runs: "buffer(timeSpan:count:)"),
      producer: Spelling(
        "`collect(every:on:)`, by count `collect(count:)`", declares: ["func collect"], runs: "collect(count:)"),
      async: Spelling(
        "`buffer(timeSpan:count:clock:)`, by count `chunks(ofCount:)`", declares: ["func buffer"],
        runs: "buffer(timeSpan:count:)"),
      marble: .buffer),
    Idea(
      "materialize", "Materialize", .transforming, "Events as values, and back.",
      rx: Spelling("`materialize`, `dematerialize`", declares: ["func materialize", "func dematerialize"]),
      producer: Spelling("`materialize`, `dematerialize`", declares: ["func materialize", "func dematerialize"]),
      async: Spelling("`materialize`", declares: ["func materialize"]),
      marble: .materialize),
    Idea(
      "do", "Do (side effects)", .transforming, "A closure run on each event, the events passed on unchanged.",
      rx: Spelling("`do(onNext:…)`", declares: ["func `do`"]),
      producer: Spelling("`on(value:…)`", declares: ["func on"]),
      async: Spelling("`handleEvents`", declares: ["func handleEvents"]),
      marble: .do),
  ]

  static let filtering: [Idea] = [
    Idea(
      "filter", "Filter", .filtering, "The values that pass a test.",
      rx: Spelling("`filter`", declares: ["func filter"]),
      producer: Spelling("`filter`", declares: ["func filter"]),
      async: Spelling("`filter`", declares: ["func filter"]),
      marble: .filter),
    Idea(
      "distinctUntilChanged", "DistinctUntilChanged", .filtering, "A value equal to the previous one dropped.",
      rx: Spelling("`distinctUntilChanged`", declares: ["func distinctUntilChanged"]),
      producer: Spelling("`skipRepeats`", declares: ["func skipRepeats"]),
      async: Spelling("`removeDuplicates`", declares: ["func removeDuplicates"]),
      marble: .distinct),
    Idea(
      "take", "Take", .filtering, "The first values, then completion.",
      rx: Spelling("`take`", declares: ["func take"]),
      producer: Spelling("`take(first:)`", declares: ["func take(first:"]),
      async: Spelling("`prefix` (standard library)"),
      marble: .take),
    Idea(
      "takeWhile", "TakeWhile", .filtering, "The values while they pass a test, then completion.",
      rx: Spelling(
        "`take(while:)`", declares: ["func take(while:"], source: .named("Take", "a form of `take`, written beside it")),
      producer: Spelling(
        "`take(while:)`", declares: ["func take(while:"], source: .named("Take", "a form of `take`, written beside it")),
      async: Spelling("`prefix(while:)` (standard library)"),
      marble: .takeWhile),
    Idea(
      "takeLast", "TakeLast", .filtering, "The last values, on completion.",
      rx: Spelling("`takeLast`", declares: ["func takeLast"]),
      producer: Spelling("`take(last:)`", declares: ["func take(last:"]),
      async: nil,
      marble: .takeLast),
    Idea(
      "takeUntil", "TakeUntil", .filtering, "The values until another stream sends one.",
      rx: Spelling("`take(until:)`", declares: ["func take"]),
      producer: Spelling("`take(until:)`", declares: ["func take(until:"]),
      async: nil,
      marble: .takeUntil, difference: "takeUntil: the trigger's completion"),
    Idea(
      "skip", "Skip", .filtering, "All but the first values.",
      rx: Spelling("`skip`", declares: ["func skip"]),
      producer: Spelling("`skip(first:)`", declares: ["func skip(first:"]),
      async: Spelling("`dropFirst` (standard library)"),
      marble: .skip),
    Idea(
      "skipWhile", "SkipWhile", .filtering, "The values from the first that fails a test.",
      rx: Spelling(
        "`skip(while:)`", declares: ["func skip(while:"], source: .named("Skip", "a form of `skip`, written beside it")),
      producer: Spelling(
        "`skip(while:)`", declares: ["func skip(while:"], source: .named("Skip", "a form of `skip`, written beside it")),
      async: Spelling("`drop(while:)` (standard library)"),
      marble: .skipWhile),
    Idea(
      "skipUntil", "SkipUntil", .filtering, "The values after another stream sends one.",
      rx: Spelling("`skip(until:)`", declares: ["func skip"]),
      producer: Spelling("`skip(until:)`", declares: ["func skip(until:"]),
      async: nil,
      marble: .skipUntil, difference: "skipUntil"),
    Idea(
      "sample", "Sample", .filtering, "The latest value each time another stream sends one.",
      rx: Spelling("`sample`", declares: ["func sample"]),
      producer: Spelling("`sample(on:)`, `sample(with:)`", declares: ["func sample"]),
      async: nil,
      marble: .sample, difference: "sample"),
  ]

  static let combining: [Idea] = [
    Idea(
      "startWith", "StartWith", .combining, "Values sent first, before the source's.",
      rx: Spelling("`startWith`", declares: ["func startWith"]),
      producer: Spelling("`prefix(value:)`, `prefix(_:)`", declares: ["func prefix(value:"]),
      async: Spelling("`startWith`", declares: ["func startWith"]),
      marble: .startWith),
    Idea(
      "concat", "Concat", .combining, "One stream after another.",
      rx: Spelling("`concat`", declares: ["func concat"]),
      producer: Spelling("`concat`", declares: ["func concat"]),
      async: Spelling("`chain`", declares: ["func chain"], source: .ownFolder),
      marble: .concat, difference: "concat"),
    Idea(
      "merge", "Merge", .combining, "The values of several streams, as they come.",
      rx: Spelling("`merge`", declares: ["static func merge"]),
      producer: Spelling("`merge`", declares: ["static func merge"]),
      async: Spelling("`merge`", declares: ["func merge"], source: .ownFolder),
      marble: .merge),
    Idea(
      "zip", "Zip", .combining, "The n-th values of several streams, together.",
      rx: Spelling("`zip`", declares: ["static func zip"]),
      producer: Spelling("`zip`", declares: ["func zip"]),
      async: Spelling("`zip`", declares: ["func zip"], source: .ownFolder),
      marble: .zip, difference: "zip completion"),
    Idea(
      "combineLatest", "CombineLatest", .combining, "The latest values of several streams, on each new value.",
      rx: Spelling("`combineLatest`", declares: ["static func combineLatest"]),
      producer: Spelling("`combineLatest`", declares: ["func combineLatest"]),
      async: Spelling("`combineLatest`", declares: ["func combineLatest"], source: .ownFolder),
      marble: .combineLatest, difference: "combineLatest"),
    Idea(
      "withLatestFrom", "WithLatestFrom", .combining, "Each value with the latest of another stream.",
      rx: Spelling("`withLatestFrom`", declares: ["func withLatestFrom"]),
      producer: Spelling("`withLatest(from:)`", declares: ["func withLatest(from:"]),
      async: Spelling("`withLatestFrom`", declares: ["func withLatestFrom"]),
      marble: .withLatestFrom, difference: "withLatestFrom"),
  ]
}
