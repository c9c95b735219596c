extension ArityOverloads {
  // MARK: - Push style: Observable

  static func observableSelectorForm(_ op: Operator, _ n: Int) -> String {
    var doc =
      op.name == "combineLatest"
      ? firstLines(
        n,
        two: [
          "Combines the latest elements of two sources whenever either emits, once both have emitted.",
          "",
          "Completes when both have completed (or when one emits while the other has completed",
          "without ever emitting); the first error ends it.",
          "",
          "```swift",
          "Observable.combineLatest(username, password) { !$0.isEmpty && !$1.isEmpty }",
          "```",
        ],
        more: "Combines the latest elements of \(numberNames[n]) sources whenever one emits, once all have emitted.")
      : firstLines(
        n,
        two: [
          "Pairs the elements of two sources by position: the first of each, then the second of each…",
          "",
          "Elements wait in a queue per source until every source has one at that position. Completes",
          "when every source has completed; the first error ends it.",
          "",
          "```swift",
          "Observable.zip(Observable.of(1, 2), Observable.of(\"a\", \"b\")) { \"\\($0)\\($1)\" }  // \"1a\", \"2b\"",
          "```",
        ],
        more: "Pairs the elements of \(numberNames[n]) sources by position.")
    if n == 2 {
      doc += [
        "- Parameters:",
        "  - source1: the first source.",
        "  - source2: the second source.",
        op.name == "combineLatest"
          ? "  - resultSelector: combines the latest elements; a thrown error ends the sequence."
          : "  - resultSelector: combines the elements at one position; a thrown error ends the sequence.",
      ]
    } else {
      doc += ["", "Completion and errors behave as in the two-source form with a `resultSelector`."]
    }
    doc += ["- Returns: the combined values."]
    return """
      \(documentation(doc))
      @available(swift, introduced: 6)
      @preconcurrency public static func \(op.name)<\(list(n, "O#: ObservableType"))>(
        \(list(n, "_ source#: O#")),
        resultSelector: @escaping @Sendable (\(list(n, "O#.Element"))) throws -> Element
      ) -> Observable<Element> {
        CombiningRule.\(op.rule).observable(\(list(n, "source#.asObservable()")), resultSelector)
      }
      """
  }

  static func observableTupleForm(_ op: Operator, _ n: Int) -> String {
    var doc =
      op.name == "combineLatest"
      ? firstLines(
        n,
        two: [
          "Combines the latest elements of two sources into tuples, once both have emitted.",
          "",
          "```swift",
          "Observable.combineLatest(username, password)  // (String, String) whenever either changes",
          "```",
        ],
        more: "Combines the latest elements of \(numberNames[n]) sources into tuples, once all have emitted.")
      : firstLines(
        n,
        two: [
          "Pairs the elements of two sources by position into tuples.",
          "",
          "```swift",
          "Observable.zip(Observable.of(1, 2), Observable.of(\"a\", \"b\"))  // (1, \"a\"), (2, \"b\")",
          "```",
        ],
        more: "Pairs the elements of \(numberNames[n]) sources by position into tuples.")
    if n > 2 {
      doc += ["", "Completion and errors behave as in the two-source form with a `resultSelector`."]
    }
    doc += ["- Returns: the combined tuples."]
    return """
      \(documentation(doc))
      public static func \(op.name)<\(list(n, "O#: ObservableType"))>(
        \(list(n, "_ source#: O#"))
      ) -> Observable<(\(list(n, "O#.Element")))> {
        Observable.\(op.name)(\(list(n, "source#"))) { (\(closureArguments(n))) }
      }
      """
  }

  static func observableFile(_ op: Operator) -> String {
    file(
      "The fixed-arity forms of `\(op.name)`; the collection forms are in \(op.name == "zip" ? "Zip" : "CombineLatest").swift.",
      [
        extensionBlock("ObservableType", (2...8).map { observableSelectorForm(op, $0) }),
        extensionBlock("ObservableType where Element == Any", (2...8).map { observableTupleForm(op, $0) }),
      ])
  }

  /// The per-arity entry of the stage both operators share: one slot per source.
  static func combiningRuleForm(_ n: Int) -> String {
    """
    /// Combines \(numberNames[n]) sources by this rule.
    func observable<\(letterList(n, "#")), Result>(
      \(letterList(n, "_ $: Observable<#>")),
      _ combine: @escaping @Sendable (\(letterList(n, "#"))) throws -> Result
    ) -> Observable<Result> {
      Observable { receiver in
        let (\(letterList(n, "slot#"))) = (\(letterList(n, "SourceSlot<#>(self)")))
        let sink = IndexedSourcesSink(
          self, slots: [\(letterList(n, "slot#"))], result: { try combine(\(letterList(n, "slot#.take()"))) },
          downstream: receiver)
    \((0..<n).map { "    sink.add(\(letters[$0].lowercased()), slot: slot\(letters[$0]), index: \($0))" }.joined(separator: "\n"))
        return sink
      }
    }
    """
  }

  static func combiningRuleFile() -> String {
    file(
      "The fixed-arity shapes of `combineLatest` and `zip`: the same stage, one slot per source.",
      [extensionBlock("CombiningRule", (2...8).map(combiningRuleForm))])
  }

}
