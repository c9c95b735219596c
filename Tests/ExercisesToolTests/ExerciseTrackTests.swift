import ExercisesTool
import XCTest

final class ExerciseTrackTests: XCTestCase {
  private let text = """
    # a comment
    rx-first-steps
      pages: Documentation/Operators/Sequence.md Documentation/RxStyle.md
      hint: Observable.from(_:)

    async-port-typeahead
      hint: flatMapLatest
    """

  func test_track_readsNamesPagesAndHints_andDerivesThePaths() throws {
    let track = try ExerciseTrack(parsing: text)
    XCTAssertEqual(track.exercises.map(\.name), ["rx-first-steps", "async-port-typeahead"])
    let first = track.exercises[0]
    XCTAssertEqual(first.pages, ["Documentation/Operators/Sequence.md", "Documentation/RxStyle.md"])
    XCTAssertEqual(first.hint, "Observable.from(_:)")
    XCTAssertEqual(first.sourcePath, "Sources/RxExercises/RxFirstSteps.swift")
    XCTAssertEqual(first.testsPath, "Tests/RxExercisesTests/RxFirstStepsTests.swift")
    XCTAssertEqual(first.solutionPath, "Solutions/RxFirstSteps.swift")
    XCTAssertEqual(first.testFilter, "RxExercisesTests.RxFirstStepsTests/")
    XCTAssertEqual(track.exercises[1].style, .async)
    XCTAssertEqual(track.exercises[1].sourcePath, "Sources/AsyncExercises/AsyncPortTypeahead.swift")
  }

  func test_unknownName_isAnErrorThatSuggests() throws {
    let track = try ExerciseTrack(parsing: text)
    XCTAssertThrowsError(try track.exercise(named: "first-steps")) { error in
      XCTAssertEqual(
        (error as? TrackError)?.message,
        "no exercise is named 'first-steps' (did you mean rx-first-steps?); `swift run exercises` lists them")
    }
  }

  func test_badTracks_nameTheMistake() {
    XCTAssertThrowsError(try ExerciseTrack(parsing: "kotlin-flow\n")) { error in
      XCTAssertEqual(
        (error as? TrackError)?.message,
        "'kotlin-flow' is not an exercise name (rx-, producer- or async- and lowercase words)")
    }
    XCTAssertThrowsError(try ExerciseTrack(parsing: "rx-a\n  tip: x\n")) { error in
      XCTAssertEqual(
        (error as? TrackError)?.message, "track.txt line 2: expected an exercise name, `pages:` or `hint:`")
    }
    XCTAssertThrowsError(try ExerciseTrack(parsing: "rx-a\nrx-a\n")) { error in
      XCTAssertEqual((error as? TrackError)?.message, "track.txt names rx-a twice")
    }
  }
}
