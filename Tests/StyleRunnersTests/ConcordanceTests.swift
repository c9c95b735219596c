import Foundation
import StyleCatalog
import StyleRunners
import Testing

/// The table of ideas against the files it names.
@Suite struct ConcordanceTests {
  private static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

  /// One idea's spelling in one style that has a source file: a test argument named `debounce (rx)`.
  struct DefinedSpelling: Sendable, CustomTestStringConvertible {
    let key: String
    let style: Style
    let spelling: Spelling
    var testDescription: String { "\(key) (\(style.rawValue))" }
  }

  static let definedSpellings: [DefinedSpelling] = Idea.all.flatMap { idea in
    Style.allCases.compactMap { style in
      idea.spelling(in: style).flatMap {
        $0.source == nil ? nil : DefinedSpelling(key: idea.key, style: style, spelling: $0)
      }
    }
  }

  private static func text(_ path: String) -> String? {
    try? String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
  }

  @Test(arguments: definedSpellings)
  func everyFile_exists(_ defined: DefinedSpelling) throws {
    let (key, style, spelling) = (defined.key, defined.style, defined.spelling)
    let source = try #require(spelling.source)
    let from = { (exception: FileException?) in exception == nil ? "derived by the naming rule" : "an exception" }
    #expect(Self.text(source) != nil, "\(key) (\(style)): \(source), \(from(spelling.sourceException)), does not exist")
    if let tests = spelling.tests {
      #expect(Self.text(tests) != nil, "\(key) (\(style)): \(tests), \(from(spelling.testsException)), does not exist")
    }
  }

  /// An exception that names the file the rule derives anyway is a path the catalog need not hold.
  @Test(arguments: definedSpellings)
  func everyException_departsFromTheRuleAndSaysWhy(_ defined: DefinedSpelling) throws {
    let (key, style, spelling) = (defined.key, defined.style, defined.spelling)
    let idea = try #require(Idea.named(key))
    let rule = NamingRule(
      style: style, group: idea.group, fileName: NamingRule.fileName(key: key, spelling.declarations))
    if let exception = spelling.sourceException {
      #expect(spelling.source != rule.source(nil), "\(key) (\(style)): the source exception restates the rule")
      #expect(!exception.reason.isEmpty, "\(key) (\(style)): the source exception gives no reason")
    }
    if let exception = spelling.testsException, let source = spelling.source {
      #expect(
        spelling.tests != rule.tests(of: source, nil), "\(key) (\(style)): the tests exception restates the rule")
      #expect(!exception.reason.isEmpty, "\(key) (\(style)): the tests exception gives no reason")
    }
  }

  /// The first name a reader sees in the cell is one the cited file declares.
  @Test(arguments: definedSpellings)
  func sourceFile_declaresTheFirstNameOfTheCell(_ defined: DefinedSpelling) throws {
    let (key, style, spelling) = (defined.key, defined.style, defined.spelling)
    let source = try #require(spelling.source)
    let text = try #require(Self.text(source))
    let name = try #require(Self.firstName(spelling.text), "\(key) (\(style)) names nothing in backticks")
    #expect(Self.declaresName(text, name), "\(key) (\(style)): \(source) does not declare `\(name.name)`")
  }

  @Test(arguments: definedSpellings)
  func sourceFile_declaresTheNamedSymbols(_ defined: DefinedSpelling) throws {
    let (key, style, spelling) = (defined.key, defined.style, defined.spelling)
    let source = try #require(spelling.source)
    let text = try #require(Self.text(source), "\(key) (\(style)): \(source) does not exist")
    #expect(!spelling.declarations.isEmpty, "\(key) (\(style)) names no declaration in \(source)")
    for declaration in spelling.declarations {
      #expect(Self.contains(text, declaration), "\(key) (\(style)): \(source) does not declare `\(declaration)`")
    }
  }

  @Test(arguments: definedSpellings)
  func testFile_usesTheIdea(_ defined: DefinedSpelling) throws {
    let (key, style, spelling) = (defined.key, defined.style, defined.spelling)
    let declaration = try #require(spelling.declarations.first, "\(key) (\(style)) names no declaration")
    guard let tests = spelling.tests else { return }
    let text = try #require(Self.text(tests), "\(key) (\(style)): \(tests) does not exist")
    let name = spelling.uses ?? Self.usedName(declaration)
    #expect(text.contains(name), "\(key) (\(style)): \(tests) never uses `\(name)`")
  }

  @Test func keys_areUnique() {
    let keys = Idea.all.map(\.key)
    #expect(Set(keys).count == keys.count)
  }

  @Test(arguments: MarbleOperator.allCases)
  func marbleOperator_runsOneIdea(_ op: MarbleOperator) {
    #expect(
      Idea.all.filter { $0.marble == op }.count == 1,
      "\(op) is run by \(Idea.all.filter { $0.marble == op }.count) ideas")
  }

  @Test func fileNameExceptions_areExplainedAndFew() {
    for idea in Idea.all {
      let exception = idea.isSharedOperator && idea.sourceFileNamesDiffer
      #expect(exception == (idea.fileNameReason != nil), "\(idea.key): \(idea.sourceFileNames)")
    }
    let shared = Idea.all.filter(\.isSharedOperator)
    let same = shared.filter { !$0.sourceFileNamesDiffer }
    #expect(same.count * 100 >= shared.count * 95, "\(same.count) of \(shared.count) share their file names")
  }

  /// The first name in backticks of `text`, without what qualifies it: `Observable.just` → `just`, and
  /// the first argument label of an initialiser, `SignalProducer(value:)` → `SignalProducer`, `value`.
  static func firstName(_ text: String) -> (name: String, label: String?)? {
    let parts = text.split(separator: "`", omittingEmptySubsequences: false)
    guard parts.count > 2 else { return nil }
    let code = parts[1]
    let path = code.prefix { isIdentifier($0) || $0 == "." }
    guard let name = path.split(separator: ".").last else { return nil }
    let rest = code.dropFirst(path.count)
    let label = rest.first == "(" ? rest.dropFirst().prefix(while: isIdentifier) : nil
    return (String(name), label.flatMap { $0.isEmpty ? nil : String($0) })
  }

  /// `text` declares `name` (a keyword, then the name), or an initialiser whose first label is `label`.
  static func declaresName(_ text: String, _ name: (name: String, label: String?)) -> Bool {
    let keywords = ["func", "var", "let", "class", "struct", "enum", "protocol", "typealias", "case", "actor"]
    // A keyword used as a name is declared in backticks: func `do`.
    let spellings = [name.name, "`\(name.name)`"]
    for keyword in keywords where spellings.contains(where: { contains(text, "\(keyword) \($0)") }) { return true }
    guard let label = name.label else { return false }
    return contains(text, "init(\(label):")
  }

  /// `text` declares `declaration`: its keyword and name, not followed by more of an identifier, and,
  /// when it has a label (`func take(last:`), generic parameters if any, then the label first.
  static func contains(_ text: String, _ declaration: String) -> Bool {
    let parts = declaration.split(separator: "(", maxSplits: 1)
    let name = parts[0]
    let label = parts.count > 1 ? parts[1].prefix { $0 != ":" } : nil
    var rest = text[...]
    while let found = rest.range(of: name) {
      rest = rest[found.upperBound...]
      var after = rest
      if after.first == "<" { after = after.dropFirst(genericClauseLength(after)) }
      guard let label else {
        if after.first.map({ !isIdentifier($0) }) ?? true { return true }
        continue
      }
      guard after.first == "(" else { continue }
      let arguments = after.dropFirst().drop { $0.isWhitespace }
      if arguments.hasPrefix(label), let next = arguments.dropFirst(label.count).first, next == " " || next == ":" {
        return true
      }
    }
    return false
  }

  /// The length of the balanced `<…>` at the start of `text`.
  private static func genericClauseLength(_ text: Substring) -> Int {
    var depth = 0
    for (offset, character) in text.enumerated() {
      if character == "<" { depth += 1 }
      if character == ">" { depth -= 1 }
      if depth == 0 { return offset + 1 }
    }
    return text.count
  }

  private static func isIdentifier(_ character: Character) -> Bool {
    character.isLetter || character.isNumber || character == "_"
  }

  /// What a user of `declaration` writes: `func flatMapLatest` → `flatMapLatest`, `init(value:` → `(value:`.
  static func usedName(_ declaration: String) -> String {
    let keywords: Set<Substring> = [
      "static", "final", "func", "var", "let", "class", "struct", "enum", "protocol", "typealias",
    ]
    let name = declaration.split(separator: " ").drop { keywords.contains($0) }.joined(separator: " ")
    let unquoted = name.filter { $0 != "`" }
    return unquoted.hasPrefix("init") ? String(unquoted.dropFirst(4)) : unquoted
  }
}

@Suite struct DeclarationMatchingTests {
  @Test func aLongerNameOrAnotherLabel_doesNotMatch() {
    #expect(!ConcordanceTests.contains("public func takeLast(_ count: Int)", "func take"))
    #expect(!ConcordanceTests.contains("public func take(first count: Int)", "func take(last:"))
    #expect(ConcordanceTests.contains("public func take<T>(\n    last count: T)", "func take(last:"))
    #expect(ConcordanceTests.contains("public init(value: Value)", "init(value:"))
    #expect(ConcordanceTests.usedName("final class Signal") == "Signal")
    #expect(ConcordanceTests.usedName("init(value:") == "(value:")
    #expect(ConcordanceTests.usedName("func `catch`") == "catch")
    #expect(ConcordanceTests.firstName("`Observable.just`")?.name == "just")
    #expect(ConcordanceTests.firstName("`SignalProducer(value:)`")?.label == "value")
    #expect(ConcordanceTests.firstName("`SignalProducer { observer, lifetime in … }`")?.name == "SignalProducer")
    #expect(!ConcordanceTests.declaresName("public final class BehaviorRelay<E>", ("PublishRelay", nil)))
  }
}

/// The rows whose files the naming rule does not place, read from the table.
@Suite struct NamingExceptionTests {
  @Test func aRowsException_placesItsFileElsewhere() throws {
    let take = try #require(Idea.named("takeWhile")?.spelling(in: .rx))
    #expect(take.source == "Sources/2-Styles/RxStyle/Operators/Take.swift")
    #expect(take.sourceException?.place == .named("Take"))
    let errors = try #require(Idea.named("errors")?.spelling(in: .producer))
    #expect(errors.tests == nil)
    #expect(errors.testsException?.place == .noFile)
  }
}
