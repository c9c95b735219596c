import ExercisesTool
import Foundation
import XCTest

/// The track as shipped in Exercises/: every exercise has its files and its pages exist. Whether
/// each stub fails and each solution passes is proved by Scripts/check-exercises.sh, which builds
/// the exercises package.
final class ShippedTrackTests: XCTestCase {
  private let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

  func test_everyExercise_hasItsFiles_aPlaceToFill_andPagesThatExist() throws {
    let folder = root.appendingPathComponent("Exercises")
    let track = try ExerciseTrack(
      parsing: String(contentsOf: folder.appendingPathComponent("track.txt"), encoding: .utf8))
    XCTAssertGreaterThanOrEqual(track.exercises.count, 48)
    for style in ExerciseStyle.allCases {
      XCTAssertGreaterThanOrEqual(track.exercises.filter { $0.style == style }.count, 16, "\(style)")
    }
    for exercise in track.exercises {
      for file in [exercise.sourcePath, exercise.testsPath] {
        XCTAssertTrue(FileManager.default.fileExists(atPath: folder.appendingPathComponent(file).path), file)
      }
      let solution = try String(
        contentsOf: folder.appendingPathComponent(exercise.solutionPath), encoding: .utf8)
      XCTAssertFalse(ExerciseStub.regions(ofSolution: solution).isEmpty, "\(exercise.name) marks no place to fill")
      XCTAssertFalse(exercise.hint.isEmpty, "\(exercise.name) has no hint")
      XCTAssertFalse(exercise.pages.isEmpty, "\(exercise.name) names no page")
      for page in exercise.pages {
        XCTAssertTrue(FileManager.default.fileExists(atPath: root.appendingPathComponent(page).path), page)
      }
    }
  }
}
