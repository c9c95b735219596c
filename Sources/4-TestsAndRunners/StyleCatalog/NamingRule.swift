/// Where the package puts an idea's files, so that a reader finds one idea under one file name in
/// every style:
///
/// - the source is `Sources/<layer>/<module>/<folder>/<name>.swift`: the module is the style's library, or
///   its test kit (`RxStyleTestKit`) for a test tool; the folder is the idea's section's (``IdeaGroup/folder``); the
///   name is the first declared type's, or else the idea's key with a capital (`flatMapLatest` →
///   `FlatMapLatest.swift`);
/// - the tests mirror the source: `Tests/<module>Tests/<folder>/<name>Tests.swift`, a test kit's in
///   the tests of the test module that re-exports it (`Tests/RxStyleTestTests`).
///
/// ```swift
/// let rule = NamingRule(style: .rx, group: .time, fileName: "Debounce")
/// rule.source(nil)                                   // Sources/2-Styles/RxStyle/Operators/Debounce.swift
/// rule.tests(of: rule.source(nil), nil)              // Tests/RxStyleTests/Operators/DebounceTests.swift
/// ```
public struct NamingRule: Sendable, Equatable {
  /// The style.
  public let style: Style
  /// The idea's section.
  public let group: IdeaGroup
  /// The file name the rule gives, without `.swift`.
  public let fileName: String

  /// The rule for an idea's file in one style.
  /// - Parameters:
  ///   - style: the style.
  ///   - group: the idea's section.
  ///   - fileName: the name of the file, without `.swift` (see ``fileName(key:_:)``).
  public init(style: Style, group: IdeaGroup, fileName: String) {
    self.style = style
    self.group = group
    self.fileName = fileName
  }

  /// The file name of an idea: its first declared type's name, else its key with a capital.
  /// - Parameters:
  ///   - key: the idea's key.
  ///   - declarations: the spelling's declarations.
  /// - Returns: the name, without `.swift`.
  public static func fileName(key: String, _ declarations: [String]) -> String {
    let typeKeywords: Set<Substring> = ["class", "struct", "enum", "protocol", "typealias", "actor"]
    let words = declarations.first?.split(separator: " ") ?? []
    if let index = words.firstIndex(where: typeKeywords.contains), index + 1 < words.count {
      return String(words[index + 1].prefix { $0.isLetter || $0.isNumber || $0 == "_" })
    }
    return key.prefix(1).uppercased() + key.dropFirst()
  }

  /// The module the rule puts the idea in: the style's library, or its test kit for a test tool.
  public var module: String {
    group == .testing ? style.moduleName + "TestKit" : style.moduleName
  }

  /// The folder of the module, as `Sources/2-Styles/RxStyle/Operators`.
  var folder: String {
    [Self.sourceFolder(of: module), group.folder].filter { !$0.isEmpty }.joined(separator: "/")
  }

  /// The folder of one of a style's modules: the libraries are the second layer of Sources/, the
  /// test kits the third, the test modules the fourth.
  /// - Parameter module: a style's library (`RxStyle`, `RxStyleBlocking`), test kit
  ///   (`RxStyleTestKit`) or test module (`RxStyleTest`).
  /// - Returns: its folder, as `Sources/2-Styles/RxStyle`.
  public static func sourceFolder(of module: String) -> String {
    let layer =
      module.hasSuffix("TestKit") ? "3-KitsAndBridges" : module.hasSuffix("Test") ? "4-TestsAndRunners" : "2-Styles"
    return "Sources/\(layer)/\(module)"
  }

  /// The source file, relative to the package root.
  /// - Parameter exception: where the file departs from the rule, if it does.
  /// - Returns: the path the rule derives, or the exception's.
  public func source(_ exception: FileException?) -> String {
    switch exception?.place {
    case nil, .noFile: "\(folder)/\(fileName).swift"
    case .named(let name): "\(folder)/\(name).swift"
    case .at(let path): Self.sourceFolder(of: String(path.prefix { $0 != "/" })) + path.drop { $0 != "/" }
    case .ownFolder: "\(folder)/\(fileName)/\(fileName).swift"
    }
  }

  /// The test file of `source`, relative to the package root.
  /// - Parameters:
  ///   - source: the source file, relative to the package root.
  ///   - exception: where the tests depart from the rule, if they do.
  /// - Returns: the path the rule derives, the exception's, or `nil` for no test file.
  public func tests(of source: String, _ exception: FileException?) -> String? {
    // `Sources/<layer>/<module>/…`.
    let parts = source.split(separator: "/").map(String.init)
    // A test kit is tested with the test module that re-exports it.
    let module = parts[2].hasSuffix("TestKit") ? String(parts[2].dropLast("Kit".count)) : parts[2]
    let mirrored = ["Tests", module + "Tests"] + parts.dropFirst(3).dropLast() + [parts[parts.count - 1]]
    let derived = String(mirrored.joined(separator: "/").dropLast(".swift".count)) + "Tests.swift"
    switch exception?.place {
    case nil, .ownFolder: return derived
    case .noFile: return nil
    case .named(let name): return derived.split(separator: "/").dropLast().joined(separator: "/") + "/\(name).swift"
    case .at(let path): return "Tests/\(path)"
    }
  }
}

extension IdeaGroup {
  /// The folder of a style's module that holds the section's ideas, by the naming rule; empty for
  /// the test tools, which sit at the top of the style's test module.
  public var folder: String {
    switch self {
    case .core: "Core"
    case .disposal: "Disposables"
    case .creating: "Creation"
    case .transforming, .filtering, .combining, .flattening, .errors, .time, .scheduling: "Operators"
    case .sharing: "Multicasting"
    case .multicasting: "Multicasting/Subjects"
    case .clocks: "Time"
    case .testing: ""
    }
  }
}
