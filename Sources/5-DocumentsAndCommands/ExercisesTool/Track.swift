import Foundation

/// The three styles an exercise is written in.
public enum ExerciseStyle: String, CaseIterable, Sendable {
  /// The push style (RxSwift's model).
  case rx
  /// The producer style (ReactiveSwift's model).
  case producer
  /// The async style (Swift concurrency).
  case async

  /// The style's name in module and file names: `Rx`, `Producer`, `Async`.
  public var prefix: String {
    switch self {
    case .rx: "Rx"
    case .producer: "Producer"
    case .async: "Async"
    }
  }
}

/// One exercise of the track: its name, the guide pages it practises and its hint; every path
/// follows from the name.
///
/// ```swift
/// let exercise = try Exercise(name: "rx-first-steps", pages: [], hint: "")
/// exercise.sourcePath  // "Sources/RxExercises/RxFirstSteps.swift"
/// ```
public struct Exercise: Equatable, Sendable {
  /// The name a learner types: the style, then the idea (`rx-first-steps`).
  public let name: String
  /// The style, from the name's first word.
  public let style: ExerciseStyle
  /// The guide pages it practises, as paths from the repository root.
  public let pages: [String]
  /// What to reach for.
  public let hint: String

  /// An exercise named `name`.
  /// - Parameters:
  ///   - name: lowercase words joined by `-`, the first one a style.
  ///   - pages: the guide pages it practises.
  ///   - hint: what to reach for.
  /// - Throws: ``TrackError`` when the name does not start with a style.
  public init(name: String, pages: [String], hint: String) throws(TrackError) {
    let words = name.split(separator: "-").map(String.init)
    guard words.count > 1, let style = ExerciseStyle(rawValue: words[0]),
      words.allSatisfy({ !$0.isEmpty && $0.allSatisfy { $0.isLowercase || $0.isNumber } })
    else { throw TrackError("'\(name)' is not an exercise name (rx-, producer- or async- and lowercase words)") }
    self.name = name
    self.style = style
    self.pages = pages
    self.hint = hint
  }

  /// The name in upper camel case, as its files are named: `RxFirstSteps`.
  public var typeName: String {
    name.split(separator: "-").map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
  }

  /// The file the learner edits, from the exercises folder.
  public var sourcePath: String { "Sources/\(style.prefix)Exercises/\(typeName).swift" }
  /// The reference solution, from the exercises folder.
  public var solutionPath: String { "Solutions/\(typeName).swift" }
  /// The tests' file, from the exercises folder.
  public var testsPath: String { "Tests/\(style.prefix)ExercisesTests/\(typeName)Tests.swift" }
  /// The test class that checks it.
  public var testClass: String { "\(typeName)Tests" }
  /// The `swift test --filter` pattern that selects its tests and no other exercise's.
  public var testFilter: String { "\(style.prefix)ExercisesTests.\(testClass)/" }
}

/// A track file the tool cannot read, or an exercise name it does not know.
public struct TrackError: Error, Equatable, Sendable, CustomStringConvertible {
  /// What is wrong.
  public let message: String

  /// An error saying `message`.
  public init(_ message: String) {
    self.message = message
  }

  /// The message.
  public var description: String { message }
}

/// The exercises in order, read from the folder's `track.txt`.
public struct ExerciseTrack: Equatable, Sendable {
  /// The exercises, first steps first.
  public let exercises: [Exercise]

  /// Reads a track file: a name line, then indented `pages:` and `hint:` lines; `#` starts a comment line.
  ///
  /// ```swift
  /// let track = try ExerciseTrack(parsing: "rx-map\n  pages: Documentation/Operators/Map.md\n  hint: map\n")
  /// ```
  /// - Parameter text: the file's text.
  /// - Throws: ``TrackError`` naming the line of a mistake.
  public init(parsing text: String) throws(TrackError) {
    var exercises: [Exercise] = []
    var pending: (name: String, pages: [String], hint: String)?
    func flush() throws(TrackError) {
      if let current = pending {
        exercises.append(try Exercise(name: current.name, pages: current.pages, hint: current.hint))
      }
      pending = nil
    }
    for (index, rawLine) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
      let line = rawLine.trimmingCharacters(in: .whitespaces)
      if line.isEmpty || line.hasPrefix("#") { continue }
      if !rawLine.hasPrefix(" ") {
        try flush()
        pending = (line, [], "")
      } else if line.hasPrefix("pages:"), pending != nil {
        pending?.pages = line.dropFirst("pages:".count).split(separator: " ").map(String.init)
      } else if line.hasPrefix("hint:"), pending != nil {
        pending?.hint = line.dropFirst("hint:".count).trimmingCharacters(in: .whitespaces)
      } else {
        throw TrackError("track.txt line \(index + 1): expected an exercise name, `pages:` or `hint:`")
      }
    }
    try flush()
    let names = exercises.map(\.name)
    if let repeated = names.first(where: { name in names.filter { $0 == name }.count > 1 }) {
      throw TrackError("track.txt names \(repeated) twice")
    }
    self.exercises = exercises
  }

  /// The exercise named `name`.
  /// - Parameter name: the name a learner typed.
  /// - Returns: the exercise.
  /// - Throws: ``TrackError`` listing a few names when there is no such exercise.
  public func exercise(named name: String) throws(TrackError) -> Exercise {
    if let exercise = exercises.first(where: { $0.name == name }) { return exercise }
    let close = exercises.map(\.name).filter { $0.contains(name) || name.contains($0) }.prefix(3)
    let suggestion = close.isEmpty ? "" : " (did you mean \(close.joined(separator: ", "))?)"
    throw TrackError("no exercise is named '\(name)'\(suggestion); `swift run exercises` lists them")
  }
}
