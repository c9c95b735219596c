// Rows of the table of ideas (see IdeaTable.swift). The operators that flatten, handle errors, work in time, schedule and share.

extension Idea {
  static let flattening: [Idea] = [
    Idea(
      "flatMap", "FlatMap (merge)", .flattening, "A stream per value, their values merged.",
      rx: Spelling("`flatMap`", declares: ["func flatMap"]),
      producer: Spelling("`flatMap(.merge)`", declares: ["func flatMap"], source: .ownFolder, uses: "flatMap(.merge"),
      async: Spelling("`flatMapMerge`", declares: ["func flatMapMerge"], source: .ownFolder),
      marble: .flatMap),
    Idea(
      "flatMapLatest", "FlatMapLatest", .flattening, "A stream per value, each new one cancelling the previous.",
      rx: Spelling("`flatMapLatest`", declares: ["func flatMapLatest"]),
      producer: Spelling(
        "`flatMap(.latest)`", declares: ["func flatMap"],
        source: .at(
          "ProducerStyle/Operators/FlatMap/FlatMap.swift",
          "ReactiveSwift has one `flatMap` whose strategy chooses merge, latest or concat, so the strategies share its file"
        ), uses: "flatMap(.latest"),
      async: Spelling("`flatMapLatest`", declares: ["func flatMapLatest"], source: .ownFolder),
      marble: .flatMapLatest,
      fileNameReason: "ReactiveSwift has one `flatMap` whose strategy argument chooses merge, latest, concat or "
        + "throttle; every strategy is in its folder, `Operators/FlatMap/`."),
    Idea(
      "flatMapFirst", "FlatMapFirst", .flattening, "A stream per value, values dropped while one runs.",
      rx: Spelling(
        "`flatMapFirst`", declares: ["func flatMapFirst"],
        source: .named("FlatMap", "a form of `flatMap`, written beside it, sharing its inner-stream sink")),
      producer: Spelling(
        "`flatMap(.throttle)`", declares: ["func flatMap"],
        source: .at(
          "ProducerStyle/Operators/FlatMap/FlatMap.swift",
          "ReactiveSwift has one `flatMap` whose strategy chooses merge, latest or concat, so the strategies share its file"
        ), tests: .untested("the `.race` strategy is tested by the cross-style table only")),
      async: nil,
      marble: .flatMapFirst),
    Idea(
      "concatMap", "ConcatMap", .flattening, "A stream per value, one after another.",
      rx: Spelling(
        "`concatMap`", declares: ["func concatMap"],
        source: .named("FlatMap", "a form of `flatMap`, written beside it, sharing its inner-stream sink")),
      producer: Spelling(
        "`flatMap(.concat)`", declares: ["func flatMap"],
        source: .at(
          "ProducerStyle/Operators/FlatMap/FlatMap.swift",
          "ReactiveSwift has one `flatMap` whose strategy chooses merge, latest or concat, so the strategies share its file"
        ), uses: "flatMap(.concat"),
      async: Spelling("`flatMap` (standard library, sequential)"),
      marble: .concatMap),
  ]

  static let errors: [Idea] = [
    Idea(
      "catch", "Catch", .errors, "On failure, another stream or a value instead.",
      rx: Spelling("`catch`", declares: ["func `catch`"]),
      producer: Spelling("`flatMapError`", declares: ["func flatMapError"]),
      async: Spelling("`catch`", declares: ["func `catch`"]),
      marble: .catch),
    Idea(
      "catchAndReturn", "CatchAndReturn", .errors, "On failure, one value, then completion.",
      rx: Spelling(
        "`catchAndReturn`", declares: ["func catchAndReturn"],
        source: .named("Catch", "a form of `catch`, written beside it")),
      producer: Spelling("`flatMapError { _ in SignalProducer(value: …) }`"),
      async: Spelling(
        "`replaceError(with:)`", declares: ["func replaceError(with:"],
        source: .named("Catch", "a form of `catch`, written beside it")),
      marble: .catchAndReturn),
    Idea(
      "retry", "Retry", .errors, "On failure, the source started again.",
      rx: Spelling("`retry`", declares: ["func retry"]),
      producer: Spelling("`retry(upTo:)`", declares: ["func retry(upTo:"], source: .ownFolder),
      async: Spelling("`retry`", declares: ["func retry"]),
      marble: .retry, difference: "retry count"),
    Idea(
      "mapError", "MapError", .errors, "The failure transformed.",
      rx: nil,
      producer: Spelling("`mapError`", declares: ["func mapError"]),
      async: Spelling(
        "`mapError`", declares: ["func mapError"],
        tests: .named("MixedFailureTests", "`mapError` is tested among the operators that change the failure type")),
      marble: .mapError),
  ]

  static let time: [Idea] = [
    Idea(
      "debounce", "Debounce", .time, "A value once a quiet period has passed after it.",
      rx: Spelling("`debounce`", declares: ["func debounce"]),
      producer: Spelling("`debounce`", declares: ["func debounce"]),
      async: Spelling("`debounce`", declares: ["func debounce"]),
      marble: .debounce, difference: "debounce on completion"),
    Idea(
      "throttle", "Throttle", .time, "At most one value a period, the latest.",
      rx: Spelling("`throttle(latest: true)`", declares: ["func throttle"]),
      producer: Spelling("`throttle`", declares: ["func throttle"]),
      async: Spelling("`throttle(latest: true)`", declares: ["func throttle"]),
      marble: .throttle, difference: "throttle"),
    Idea(
      "throttleFirst", "Throttle (first)", .time, "At most one value a period, the first.",
      rx: Spelling(
        "`throttle(latest: false)`", declares: ["func throttle"],
        source: .named("Throttle", "`throttle(latest: false)` is an argument of `throttle`"), uses: "latest: false"),
      producer: nil,
      async: Spelling(
        "`throttle(latest: false)`", declares: ["func throttle"],
        source: .named("Throttle", "`throttle(latest: false)` is an argument of `throttle`"), uses: "latest: false"),
      marble: .throttleFirst, difference: "throttle, first"),
    Idea(
      "delay", "Delay", .time, "Every event later by a fixed time.",
      rx: Spelling("`delay`", declares: ["func delay"]),
      producer: Spelling("`delay`", declares: ["func delay"]),
      async: Spelling("`delay`", declares: ["func delay"]),
      marble: .delay, difference: "delay"),
    Idea(
      "timeout", "Timeout", .time, "A failure when an event takes too long.",
      rx: Spelling("`timeout`", declares: ["func timeout"]),
      producer: Spelling("`timeout(after:raising:)`", declares: ["func timeout(after:"]),
      async: Spelling("`timeout(after:)`", declares: ["func timeout(after:"]),
      marble: .timeout, difference: "timeout"),
  ]

  static let scheduling: [Idea] = [
    Idea(
      "observeOn", "ObserveOn", .scheduling, "Events delivered on a scheduler.",
      rx: Spelling("`observe(on:)`", declares: ["func observe(on:"]),
      producer: Spelling("`observe(on:)`", declares: ["func observe(on:"]),
      async: Spelling("— (the consumer's executor)"),
      marble: .observeOn, difference: "observeOn on a test scheduler"),
    Idea(
      "subscribeOn", "SubscribeOn", .scheduling, "The subscription made on a scheduler.",
      rx: Spelling("`subscribe(on:)`", declares: ["func subscribe(on:"]),
      producer: Spelling("`start(on:)`", declares: ["func start(on:"]),
      async: nil,
      marble: .subscribeOn, difference: "subscribeOn on a test scheduler"),
  ]
}
