import Dispatch
import Foundation
import StyleInternals

/// What each style's screen shows in a terminal demo, and the answers the demo's loop is
/// waiting for after an action.
///
/// An action owes a number of answers from each style; the Rx and producer styles usually
/// answer before the action returns, the async style from its own tasks. ``waitForAnswers()``
/// returns once every style has answered, or the board's answer timeout passes. On the main thread it runs the
/// main run loop while it waits, so outputs delivered on the main queue (Drivers) still arrive.
final class StyleBoard: Sendable {
  private struct State {
    var labels: [DemoStyle: String] = [:]
    var owed: [DemoStyle: Int] = [:]
    var ended: Set<DemoStyle> = []
    var allAnswered: DispatchSemaphore?
  }

  private let state = Lock(State())
  /// How long to wait for the answers an action owes, in seconds.
  let answerTimeout: TimeInterval

  /// A board whose waits give up after `answerTimeout` seconds.
  init(answerTimeout: TimeInterval) {
    self.answerTimeout = answerTimeout
  }

  /// Registers that the next action owes `count` answers from each of `styles` (but not from a
  /// style whose output has ended).
  func expect(_ count: Int, from styles: [DemoStyle] = DemoStyle.allCases) {
    state.withLock { state in
      state.owed = [:]
      for style in styles where !state.ended.contains(style) { state.owed[style] = count }
      state.allAnswered = DispatchSemaphore(value: 0)
    }
  }

  /// Shows `text` as the style's label; it counts as `answers` of the answers owed.
  func post(_ text: String, from style: DemoStyle, answers: Int = 1) {
    let signal = state.withLock { state -> DispatchSemaphore? in
      state.labels[style] = text
      guard let owed = state.owed[style] else { return nil }
      state.owed[style] = owed - answers
      return Self.takeSignalIfDone(&state)
    }
    signal?.signal()
  }

  /// Shows `text` as the style's label and owes nothing more from it: its output has ended.
  func end(_ style: DemoStyle, showing text: String) {
    let signal = state.withLock { state -> DispatchSemaphore? in
      state.labels[style] = text
      state.ended.insert(style)
      state.owed[style] = nil
      return Self.takeSignalIfDone(&state)
    }
    signal?.signal()
  }

  /// Waits until every style answered or ``answerTimeout`` seconds passed.
  /// - Returns: the styles that did not answer in time.
  func waitForAnswers() -> [DemoStyle] {
    let (signal, done) = state.withLock { state -> (DispatchSemaphore?, Bool) in
      (state.allAnswered, state.owed.values.allSatisfy { $0 <= 0 })
    }
    if let signal, !done { _ = wait(for: signal, timeout: answerTimeout) }
    return state.withLock { state in
      defer { state.owed = [:] }
      return DemoStyle.allCases.filter { (state.owed[$0] ?? 0) > 0 }
    }
  }

  /// Waits for the answers, then writes each style's label on its own line, tagged, with a note
  /// for the styles that did not answer in time.
  func writeLabelsWhenAnswered(write: @Sendable (String) -> Void) {
    let missing = waitForAnswers()
    for style in DemoStyle.allCases {
      let note = missing.contains(style) ? " (no answer within \(answerTimeout) s)" : ""
      write("\(style.tag) \(label(style))\(note)")
    }
  }

  /// The style's label, or "—" before its first answer.
  func label(_ style: DemoStyle) -> String {
    state.withLock { $0.labels[style] } ?? "—"
  }

  private static func takeSignalIfDone(_ state: inout State) -> DispatchSemaphore? {
    guard state.owed.values.allSatisfy({ $0 <= 0 }), let signal = state.allAnswered else { return nil }
    state.allAnswered = nil
    return signal
  }

  private func wait(for semaphore: DispatchSemaphore, timeout: TimeInterval) -> Bool {
    let deadline = Date(timeIntervalSinceNow: timeout)
    guard Thread.isMainThread else { return semaphore.wait(timeout: .now() + timeout) == .success }
    while Date() < deadline {
      if semaphore.wait(timeout: .now()) == .success { return true }
      _ = RunLoop.current.run(mode: .default, before: Date(timeIntervalSinceNow: 0.005))
    }
    return semaphore.wait(timeout: .now()) == .success
  }
}

/// The loop every app's demo shares: reads lines until `q` or the end of input.
enum DemoLoop {
  /// Writes `title`, then hands each line (trimmed, not empty, not `q`) to `handle`, then "Bye.".
  static func run(
    title: String, readLine: () -> String?, write: @escaping @Sendable (String) -> Void, handle: (String) -> Void
  ) {
    write(title)
    while let line = readLine() {
      let command = line.trimmingCharacters(in: .whitespaces)
      guard !command.isEmpty else { continue }
      guard command != "q" else { break }
      handle(command)
    }
    write("Bye.")
  }

  /// The styles a command names: every style for `all`, one style for its key (`1`, `2`, `3`),
  /// `nil` for any other command.
  static func styles(for command: String, all: String) -> [DemoStyle]? {
    if command == all { return DemoStyle.allCases }
    guard command.count == 1, let style = command.first.flatMap(DemoStyle.init(key:)) else { return nil }
    return [style]
  }
}
