extension ArityOverloads {
  // MARK: - Push style: traits that forward to the Observable forms

  /// A trait whose fixed-arity forms forward to `Observable`'s.
  struct Trait: Sendable {
    /// The trait's name in documentation, plural: "infallibles".
    let plural: String
    /// The protocol the sources conform to, and the prefix of their type parameters.
    let sourceProtocol: String
    let parameterPrefix: String
    /// The extension that holds the forms with a result selector, and its result type.
    let selectorExtension: String
    let selectorResult: String
    /// Extra generic requirements of the selector forms, from the type parameter's name.
    let selectorRequirements: @Sendable (String) -> String?
    /// The result type of the tuple forms, from the tuple's type.
    let tupleResult: @Sendable (String) -> String
    /// Extra generic requirements of the tuple forms, from the type parameter's name.
    let tupleRequirements: @Sendable (String) -> String?
    /// How the result wraps an observable: `Infallible(…)`.
    let wrapper: String
    /// The arities of each operator's tuple forms.
    let tupleArities: [String: ClosedRange<Int>]
    /// The example of each operator's two-source form.
    let examples: [String: String]
  }

  static func whereClause(_ n: Int, _ requirement: (String) -> String?, prefix: String) -> String {
    let requirements = (1...n).compactMap { requirement("\(prefix)\($0)") }
    guard !requirements.isEmpty else { return " " }
    return "\nwhere\n" + requirements.map { "  " + $0 }.joined(separator: ",\n") + "\n"
  }

  static func traitSelectorForm(_ trait: Trait, _ op: Operator, _ n: Int) -> String {
    let p = trait.parameterPrefix
    let summary =
      op.name == "combineLatest"
      ? "Combines the latest elements of \(numberNames[n]) \(trait.plural) whenever \(n == 2 ? "either emits, once both have" : "one emits, once all have")."
      : "Combines the elements of \(numberNames[n]) \(trait.plural) by position."
    var doc = [summary]
    if n == 2, let example = trait.examples[op.name] {
      doc += [
        "", "```swift", example, "```", "- Parameters:",
        "  - source1: the first \(trait.plural.dropLast()).",
        "  - source2: the second \(trait.plural.dropLast()).",
        "  - resultSelector: combines the elements.",
        "- Returns: \(trait.wrapper == "SharedSequence" ? "a shared sequence of the same sharing strategy." : "the combined values.")",
      ]
    }
    return """
      \(documentation(doc))
      @available(swift, introduced: 6)
      @preconcurrency public static func \(op.name)<\(list(n, "\(p)#: \(trait.sourceProtocol)"))>(
        \(list(n, "_ source#: \(p)#")),
        resultSelector: @escaping @Sendable (\(list(n, "\(p)#.Element"))) -> Element
      ) -> \(trait.selectorResult)\(whereClause(n, trait.selectorRequirements, prefix: p)){
        \(trait.wrapper)(Observable.\(op.name)(\(list(n, "source#.asObservable()")), resultSelector: resultSelector))
      }
      """
  }

  static func traitTupleForm(_ trait: Trait, _ op: Operator, _ n: Int) -> String {
    let p = trait.parameterPrefix
    let summary =
      op.name == "combineLatest"
      ? "The latest elements of \(numberNames[n]) \(trait.plural) as tuples, whenever one emits."
      : "The elements of \(numberNames[n]) \(trait.plural) as tuples, by position."
    let result = trait.tupleResult("(\(list(n, "\(p)#.Element")))")
    return """
      /// \(summary)
      public static func \(op.name)<\(list(n, "\(p)#: \(trait.sourceProtocol)"))>(
        \(list(n, "_ source#: \(p)#"))
      ) -> \(result)\(whereClause(n, trait.tupleRequirements, prefix: p)){
        \(result).\(op.name)(\(list(n, "source#"))) { (\(closureArguments(n))) }
      }
      """
  }

  static func traitFile(_ trait: Trait, purpose: String) -> String {
    file(
      purpose,
      [combineLatest, zip].flatMap { op in
        [
          extensionBlock(trait.selectorExtension, (2...8).map { traitSelectorForm(trait, op, $0) }),
          extensionBlock(
            "\(trait.sourceProtocol) where Element == Any",
            trait.tupleArities[op.name, default: 2...8].map { traitTupleForm(trait, op, $0) }),
        ]
      })
  }

  static let sharedSequence = Trait(
    plural: "shared sequences", sourceProtocol: "SharedSequenceConvertibleType", parameterPrefix: "O",
    selectorExtension: "SharedSequence", selectorResult: "SharedSequence<SharingStrategy, Element>",
    selectorRequirements: { "SharingStrategy == \($0).SharingStrategy" },
    tupleResult: { "SharedSequence<O1.SharingStrategy, \($0)>" },
    tupleRequirements: { $0 == "O1" ? nil : "O1.SharingStrategy == \($0).SharingStrategy" },
    wrapper: "SharedSequence", tupleArities: [:],
    examples: [
      "combineLatest": "let title = Driver.combineLatest(name, count) { \"\\($0): \\($1)\" }",
      "zip": "let title = Driver.zip(name, count) { \"\\($0): \\($1)\" }",
    ])

  static let infallible = Trait(
    plural: "infallibles", sourceProtocol: "InfallibleType", parameterPrefix: "I",
    selectorExtension: "InfallibleType", selectorResult: "Infallible<Element>",
    selectorRequirements: { _ in nil },
    tupleResult: { "Infallible<\($0)>" },
    tupleRequirements: { _ in nil },
    wrapper: "Infallible",
    // The tuple forms of `zip` stop at three sources.
    tupleArities: ["zip": 2...3],
    examples: ["combineLatest": "Infallible.combineLatest(name, age) { \"\\($0), \\($1)\" }"])

  // MARK: - Push style: Single and Maybe

  /// A trait of `PrimitiveSequence` whose `zip` pairs its one element per source.
  struct PrimitiveTrait: Sendable {
    /// `Single`, `Maybe`.
    let name: String
    /// `SingleTrait`, `MaybeTrait`.
    let marker: String
    /// What ends the result early besides its sources completing.
    let ending: String
    let example: String
  }

  static let single = PrimitiveTrait(
    name: "Single", marker: "SingleTrait", ending: "the first failure ends it",
    example: "Single.zip(fetchUser(), fetchSettings()) { Profile(user: $0, settings: $1) }")
  static let maybe = PrimitiveTrait(
    name: "Maybe", marker: "MaybeTrait", ending: "the first failure or empty completion ends it",
    example: "Maybe.zip(fetchUser(), fetchSettings()) { Profile(user: $0, settings: $1) }")

  static func primitiveSelectorForm(_ trait: PrimitiveTrait, _ n: Int) -> String {
    let plural = trait.name.lowercased() + "s"
    let doc =
      n == 2
      ? [
        "Combines the elements of two \(plural) with `resultSelector` once every one has succeeded; \(trait.ending).",
        "", "```swift", trait.example, "```", "- Parameters:",
        "  - source1: the first \(trait.name.lowercased()).",
        "  - source2: the second \(trait.name.lowercased()).",
        "  - resultSelector: combines the elements; a thrown error fails the result.",
        "- Returns: the combined \(trait.name.lowercased()).",
      ]
      : ["Combines the elements of \(numberNames[n]) \(plural), as the two-source form does."]
    return """
      \(documentation(doc))
      @available(swift, introduced: 6)
      @preconcurrency public static func zip<\(list(n, "E#"))>(
        \(list(n, "_ source#: PrimitiveSequence<\(trait.marker), E#>")),
        resultSelector: @escaping @Sendable (\(list(n, "E#"))) throws -> Element
      ) -> \(trait.name)<Element> {
        \(trait.name)(raw: Observable.zip(\(list(n, "source#.source")), resultSelector: resultSelector))
      }
      """
  }

  static func primitiveTupleForm(_ trait: PrimitiveTrait, _ n: Int) -> String {
    let result = "\(trait.name)<(\(list(n, "E#")))>"
    return """
      /// Pairs the elements of \(numberNames[n]) \(trait.name.lowercased())s into a tuple.
      public static func zip<\(list(n, "E#"))>(
        \(list(n, "_ source#: PrimitiveSequence<\(trait.marker), E#>"))
      ) -> \(result) {
        \(result).zip(\(list(n, "source#"))) { (\(closureArguments(n))) }
      }
      """
  }

  static func primitiveFile() -> String {
    file(
      "The fixed-arity forms of `zip` for singles and maybes; the collection forms are in PrimitiveSequence+Zip.swift.",
      [single, maybe].flatMap { trait in
        [
          extensionBlock(
            "PrimitiveSequence where Trait == \(trait.marker)", (2...8).map { primitiveSelectorForm(trait, $0) }),
          extensionBlock(
            "PrimitiveSequence where Trait == \(trait.marker), Element == Any",
            (2...8).map { primitiveTupleForm(trait, $0) }),
        ]
      })
  }

}
