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

  static func producerFile(_ op: Operator) -> String {
    file(
      "The fixed-arity forms of `\(op.name)`; the pairwise and collection forms are in \(op.name == "zip" ? "Zip" : "CombineLatest").swift.",
      [
        extensionBlock("SignalProducer", (2...4).map { producerForm(op, $0, signal: false) }),
        extensionBlock("Signal", (2...4).map { producerForm(op, $0, signal: true) }),
      ])
  }

}
