import Foundation
import RxStyle
import RxStyleTest
import TestSupport
import XCTest

final class DebugTests: RxStyleTestCase {
  func test_debug_printsLifecycleAndEvents_andPassesEventsOn() throws {
    var events: [Event<Int>] = []
    let output = try capturingStandardOutput {
      events = record(Observable.of(1, 2).debug("numbers"))
    }
    XCTAssertEqual(events, [.next(1), .next(2), .completed])
    let messages = output.split(separator: "\n").map { line in String(line.split(separator: " ", maxSplits: 2)[2]) }
    XCTAssertEqual(
      messages,
      [
        "numbers -> subscribed", "numbers -> Event next(1)", "numbers -> Event next(2)", "numbers -> Event completed",
        "numbers -> isDisposed",
      ])
  }

  func test_debug_trimOutput_shortensLongEvents() throws {
    let long = String(repeating: "a", count: 30) + String(repeating: "b", count: 30)
    let output = try capturingStandardOutput { _ = record(Observable.just(long).debug("long", trimOutput: true)) }
    XCTAssertTrue(output.contains("long -> Event next(aaaaaaaaaaaaaaa...bbbbbbbbbbbbbbbbbbb)"), output)
  }

  func test_debug_defaultIdentifierNamesTheCallSite() throws {
    let output = try capturingStandardOutput { _ = record(Observable.just(1).debug()) }
    XCTAssertTrue(output.contains("DebugTests.swift:"), output)
  }
}

/// Runs `body` with standard output redirected into a pipe and returns what was printed.
func capturingStandardOutput(_ body: () -> Void) throws -> String {
  fflush(nil)
  let pipe = Pipe()
  let saved = dup(STDOUT_FILENO)
  dup2(pipe.fileHandleForWriting.fileDescriptor, STDOUT_FILENO)
  body()
  fflush(nil)
  dup2(saved, STDOUT_FILENO)
  close(saved)
  try pipe.fileHandleForWriting.close()
  let data = pipe.fileHandleForReading.readDataToEndOfFile()
  return String(decoding: data, as: UTF8.self)
}
