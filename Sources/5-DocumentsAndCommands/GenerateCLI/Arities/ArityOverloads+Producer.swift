extension ArityOverloads {
  // MARK: - Producer style

  static func producerForm(_ op: Operator, _ n: Int, signal: Bool) -> String {
    let type = signal ? "Signal" : "SignalProducer"
    let others = Array(letters[1..<n])
    let summary =
      op.name == "combineLatest"
      ? "Sends the latest values of \(naturalList(n)) whenever \(n == 2 ? "either" : "any") sends, once \(n == 2 ? "both" : "all") have sent."
      : (n == 2 ? "Pairs the n-th values of `a` and `b`." : "Combines the n-th values of \(naturalList(n)).")
    let parameters = (["_ a: \(type)<Value, Error>"] + others.map { "_ \($0.lowercased()): \(type)<\($0), Error>" })
      .joined(separator: ", ")
    let body: String
    if signal {
      body =
        n == 2
        ? "a.\(op.name)(with: b)"
        : ".relaying(SignalProducer.\(op.name)(\(letterList(n, "$.producer"))))"
    } else if n == 2 {
      body = "a.\(op.name)(with: b)"
    } else {
      // Pairs nest to the left, ((a, b), c); the last map flattens them.
      let chain = letterList(n, ".\(op.name)(with: $)", separator: "", from: 1)
      let flattened = (0..<n).map { k -> String in
        if k == n - 1 { return "$1" }
        if k == 0 { return "$0" + String(repeating: ".0", count: n - 2) }
        return "$0" + String(repeating: ".0", count: n - 2 - k) + ".1"
      }.joined(separator: ", ")
      body = "a\(chain).map { (\(flattened)) }"
    }
    return """
      /// \(summary)
      \(signal && n == 2 ? "@inlinable\n" : "")public static func \(op.name)<\(others.joined(separator: ", "))>(
        \(parameters)
      ) -> \(type)<(Value, \(others.joined(separator: ", "))), Error> {
        \(body)
      }
      """
  }

  /// "`a` and `b`", "`a`, `b` and `c`"…
  static func naturalList(_ n: Int) -> String {
    let names = letters[0..<n].map { "`\($0.lowercased())`" }
    return names.dropLast().joined(separator: ", ") + " and " + names[n - 1]
  }

  /// One form over any sources that convert to producers (signals, properties, results), as
  /// ReactiveSwift declares them. Disfavoured, so that producers written `.init(value:)` still
  /// pick the concrete form above.
  static func convertibleForm(_ op: Operator, _ n: Int) -> String {
    let results = (["Value"] + letters[1..<n].map { "\($0).Value" }).joined(separator: ", ")
    let constraints = (["A.Value == Value"] + letters[0..<n].map { "\($0).Error == Error" }).joined(separator: ", ")
    var doc = [
      "The form of `\(op.name)(\(letterList(n, "_:", separator: "")))` for any sources that convert to producers:",
      "signals, properties and results as well as producers.",
    ]
    if n == 2 {
      doc += ["", "```swift", "SignalProducer.\(op.name)(name.producer, ageSignal)", "```"]
    }
    return """
      \(documentation(doc))
      @_disfavoredOverload
      public static func \(op.name)<\(letterList(n, "#: SignalProducerConvertible"))>(
        \(letterList(n, "_ $: #"))
      ) -> SignalProducer<(\(results)), Error> where \(constraints) {
        \(op.name)(\(letterList(n, "$.producer")))
      }
      """
  }

  /// One `merge` form over any sources that convert to producers, as ReactiveSwift declares them.
  static func mergeForm(_ n: Int) -> String {
    let constraints = letters[0..<n].map { "\($0).Value == Value, \($0).Error == Error" }.joined(separator: ", ")
    var doc = [
      "Merges the events of \(naturalList(n)), which may be producers, signals, properties or results:",
      "values as they come, completion when all complete.",
    ]
    if n == 2 {
      doc += ["", "```swift", "SignalProducer.merge(saved.producer, edits)", "```"]
    }
    return """
      \(documentation(doc))
      @_disfavoredOverload
      public static func merge<\(letterList(n, "#: SignalProducerConvertible"))>(
        \(letterList(n, "_ $: #"))
      ) -> SignalProducer<Value, Error> where \(constraints) {
        merge([\(letterList(n, "$.producer"))])
      }
      """
  }

  static func mergeFile() -> String {
    file(
      "The fixed-arity forms of `SignalProducer.merge` over convertible sources; the others are in Merge.swift.",
      [extensionBlock("SignalProducer", producerArities.map { mergeForm($0) })])
  }

  static func producerFile(_ op: Operator) -> String {
    file(
      "The fixed-arity forms of `\(op.name)`; the pairwise and collection forms are in \(op.name == "zip" ? "Zip" : "CombineLatest").swift.",
      [
        extensionBlock(
          "SignalProducer",
          producerArities.map { producerForm(op, $0, signal: false) } + producerArities.map { convertibleForm(op, $0) }),
        extensionBlock("Signal", producerArities.map { producerForm(op, $0, signal: true) }),
      ])
  }

  /// The producer style's fixed arities, ReactiveSwift's.
  static let producerArities = 2...10

  /// One `Property` form: a property derived from the sources' producers, as ReactiveSwift's.
  static func propertyForm(_ op: Operator, _ n: Int) -> String {
    let types = letters[0..<n]
    let values = types.map { "\($0).Value" }.joined(separator: ", ")
    let summary =
      op.name == "combineLatest"
      ? "A property holding the latest values of \(naturalList(n))."
      : "A property holding the values of \(naturalList(n)) paired in order: the n-th change of each together."
    var doc = [summary]
    if n == 2 {
      let example =
        op.name == "combineLatest" ? "Property.combineLatest(name, age)" : "Property.zip(requests, responses)"
      doc += ["", "```swift", example, "```"]
    }
    doc += ["- Returns: the \(op.name == "zip" ? "zipped" : "combined") property."]
    let body =
      n == 2
      ? "a.\(op.name)(with: b)"
      : "Property<(\(values))>(deriving: SignalProducer.\(op.name)(\(letterList(n, "$.producer"))))"
    return """
      \(documentation(doc))
      public static func \(op.name)<\(letterList(n, "#: PropertyProtocol"))>(
        \(letterList(n, "_ $: #"))
      ) -> Property<(\(values))> where A.Value == Value {
        \(body)
      }
      """
  }

  static func propertyFile() -> String {
    file(
      "The fixed-arity `Property.combineLatest` and `Property.zip`; their collection forms: Property+Operators.swift.",
      [
        extensionBlock(
          "Property",
          producerArities.map { propertyForm(combineLatest, $0) } + producerArities.map { propertyForm(zip, $0) })
      ])
  }

}
