/// How one style spells an idea: the names a reader types, the declarations that define them,
/// and the files that define and test them.
///
/// The files follow from the naming rule (see ``NamingRule``); a spelling writes down only where
/// its files depart from it, with the reason.
///
/// ```swift
/// let latest = Spelling(
///   "`flatMap(.latest)`", declares: ["func flatMap"],
///   source: .named("FlatMap", "one `flatMap` takes the strategy"), uses: "flatMap(.latest")
/// ```
public struct Spelling: Sendable {
  /// The names, as Markdown: code in backticks, a word of explanation in parentheses.
  public let text: String
  /// The defining file, relative to the package root; `nil` when the style has no file for it.
  public private(set) var source: String?
  /// The file that tests it, relative to the package root, if any.
  public private(set) var tests: String?
  /// Declarations that ``source`` contains: a keyword and a name (`func flatMapLatest`,
  /// `struct AsyncJust`), optionally with the first argument label (`func take(last:`, `init(value:`),
  /// which may follow generic parameters. The first one's name is what ``tests`` must use.
  public let declarations: [String]
  /// What ``tests`` must contain, when it is not the name of the first declaration.
  public let uses: String?
  /// Where the source file departs from the naming rule, and why; `nil` when it follows it.
  public let sourceException: FileException?
  /// Where the test file departs from the naming rule, and why; `nil` when it follows it.
  public let testsException: FileException?
  /// The call the marble runner makes, when it is not the first name of ``text``.
  let runs: String?

  /// A spelling defined in the package, its files placed by the naming rule unless an exception says otherwise.
  /// - Parameters:
  ///   - text: the names, as Markdown.
  ///   - declares: declarations the source contains.
  ///   - source: where the source departs from the rule, and why.
  ///   - tests: where the tests depart from the rule, and why.
  ///   - uses: what the tests contain, when it is not the first declaration's name.
  ///   - runs: the marble runner's call, when it is not the first name.
  package init(
    _ text: String, declares: [String], source: FileException? = nil, tests: FileException? = nil,
    uses: String? = nil, runs: String? = nil
  ) {
    self.text = text
    self.declarations = declares
    self.sourceException = source
    self.testsException = tests
    self.uses = uses
    self.runs = runs
    // A placeholder until the idea places it: a spelling with declarations has a file.
    self.source = ""
  }

  /// A spelling without a file in the package: the standard library's, or a way of doing without.
  /// - Parameters:
  ///   - text: the names, as Markdown.
  ///   - runs: the marble runner's call, when it is not the first name.
  package init(_ text: String, runs: String? = nil) {
    self.init(text, declares: [], runs: runs)
    source = nil
  }

  /// The name the `marbles` tool shows: the marble runner's call, else the first name in backticks.
  public var marbleName: String {
    if let runs { return runs }
    let parts = text.split(separator: "`", omittingEmptySubsequences: false)
    return parts.count > 2 ? String(parts[1]) : text
  }

  /// The spelling with its files placed: by the naming rule, or where its exceptions say.
  func placed(in style: Style, key: String, group: IdeaGroup) -> Spelling {
    guard source != nil else { return self }
    var placed = self
    let rule = NamingRule(style: style, group: group, fileName: NamingRule.fileName(key: key, declarations))
    let source = rule.source(sourceException)
    placed.source = source
    placed.tests = rule.tests(of: source, testsException)
    return placed
  }
}

/// Where a spelling's file departs from the naming rule, and why.
///
/// ```swift
/// .named("Take", "a form of `take`, written beside it")      // another file of the same folder
/// .at("RxStyleBlocking/BlockingObservable.swift", "…")       // anywhere under Sources/ (Tests/)
/// .ownFolder                                                  // Operators/Merge/Merge.swift
/// .untested("a type alias, nothing to run")                   // no test file
/// ```
public struct FileException: Sendable, Equatable {
  /// Where the file is instead.
  public enum Place: Sendable, Equatable {
    /// Another file name (without `.swift`) in the folder the rule gives.
    case named(String)
    /// A path relative to `Sources/` for a source, to `Tests/` for tests.
    case at(String)
    /// A folder named after the file, in the folder the rule gives: an operator written in several files.
    case ownFolder
    /// No file (tests only).
    case noFile
  }

  /// Where the file is.
  public let place: Place
  /// Why it is not where the rule puts it.
  public let reason: String

  /// Another file name, without `.swift`, in the folder the rule gives.
  /// - Parameters:
  ///   - fileName: the file's name, without `.swift`.
  ///   - reason: why the file is not named as the rule says.
  /// - Returns: the exception.
  public static func named(_ fileName: String, _ reason: String) -> FileException {
    FileException(place: .named(fileName), reason: reason)
  }

  /// A path relative to `Sources/` (a source) or `Tests/` (tests).
  /// - Parameters:
  ///   - path: the file's path.
  ///   - reason: why the file is not where the rule says.
  /// - Returns: the exception.
  public static func at(_ path: String, _ reason: String) -> FileException {
    FileException(place: .at(path), reason: reason)
  }

  /// No test file.
  /// - Parameter reason: why the idea has no suite of its own.
  /// - Returns: the exception.
  public static func untested(_ reason: String) -> FileException {
    FileException(place: .noFile, reason: reason)
  }

  /// An operator written in several files, in a folder named after it.
  public static let ownFolder = FileException(
    place: .ownFolder, reason: "an operator written in several files has a folder named after it")
}
