import Foundation
import ProducerStyle
import RxStyle
import StyleInternals

/// The lights app played in a terminal over in-memory repositories, one per style: `t N`
/// toggles light N in every style; after each, every style's lights and whether all are off.
/// Light 4 is unreachable, and unknown lights fail, to show each style's errors.
///
/// ```swift
/// LightsDemo().run(readLine: { readLine() }, write: { print($0) })
/// ```
public final class LightsDemo: Sendable {
  private let board: StyleBoard

  /// The home every style starts with: three lights off and an unreachable fourth.
  static let home = (
    lights: (1...4).map { LightModel(id: $0, name: ["Hall", "Kitchen", "Porch", "Garage"][$0 - 1]) },
    states: (1...4).map { LightStateModel(id: $0, state: .off) },
    unreachable: Set([4])
  )

  /// Creates the demo.
  /// - Parameter answerTimeout: how long to wait for a style's answer after a toggle, in seconds.
  public init(answerTimeout: TimeInterval = 5) {
    board = StyleBoard(answerTimeout: answerTimeout)
  }

  /// Reads toggles until `q` or the end of input.
  /// - Parameters:
  ///   - readLine: the next line of input, or `nil` at its end.
  ///   - write: writes one line of output.
  public func run(readLine: () -> String?, write: @escaping @Sendable (String) -> Void) {
    let board = board
    let screens = LightsScreens(board: board)
    // Each toggle answers twice per style: the lights and whether all are off.
    let showLights: @Sendable (DemoStyle, [LightWithState]) -> Void = { style, lights in
      screens.show(lights: lights, for: style)
    }
    let showAllOff: @Sendable (DemoStyle, Bool) -> Void = { style, allOff in
      screens.show(allOff: allOff, for: style)
    }
    let showFailure: @Sendable (DemoStyle, any Error) -> Void = { style, error in
      screens.show(failure: error, for: style)
    }
    let home = Self.home
    board.expect(2)

    let rx = RxLightsUseCase(
      lightsRepository: RxInMemoryLightsRepository(
        lights: home.lights, states: home.states, unreachable: home.unreachable))
    let rxBag = RxStyle.CompositeDisposable()
    _ = rxBag.insert(rx.queryLightsWithState().subscribe(onNext: { showLights(.rx, $0) }))
    _ = rxBag.insert(rx.areAllLightsOff().subscribe(onNext: { showAllOff(.rx, $0) }))

    let producer = ProducerLightsUseCase(
      lightsRepository: ProducerInMemoryLightsRepository(
        lights: home.lights, states: home.states, unreachable: home.unreachable))
    let producerBag = ProducerStyle.CompositeDisposable()
    producerBag += producer.queryLightsWithState().startWithResult { _ = $0.map { showLights(.producer, $0) } }
    producerBag += producer.areAllLightsOff().startWithResult { _ = $0.map { showAllOff(.producer, $0) } }

    let async = AsyncLightsUseCase(
      lightsRepository: AsyncInMemoryLightsRepository(
        lights: home.lights, states: home.states, unreachable: home.unreachable))
    let asyncTasks = [
      Task { for try await lights in async.queryLightsWithState() { showLights(.async, lights) } },
      Task { for try await allOff in async.areAllLightsOff() { showAllOff(.async, allOff) } },
    ]
    defer {
      rxBag.dispose()
      producerBag.dispose()
      for task in asyncTasks { task.cancel() }
    }
    _ = board.waitForAnswers()

    let title = "Lights — t N: toggle light N (1–3; 4 is unreachable), l: list, q: quit"
    DemoLoop.run(title: title, readLine: readLine, write: write) { command in
      if command == "l" {
        for style in DemoStyle.allCases { write("\(style.tag) \(screens.current(style))") }
        return
      }
      let parts = command.split(separator: " ")
      guard parts.count == 2, parts[0] == "t", let id = Int(parts[1]) else {
        return write("Unknown command '\(command)': t N, l or q.")
      }
      board.expect(2)
      _ = rxBag.insert(rx.toggleLight(withId: id).subscribe(onError: { showFailure(.rx, $0) }))
      producerBag += producer.toggleLight(withId: id).startWithFailed { showFailure(.producer, $0) }
      Task {
        do throws(LightsError) {
          try await async.toggleLight(withId: id)
        } catch {
          showFailure(.async, error)
        }
      }
      board.writeLabelsWhenAnswered(write: write)
    }
  }
}

/// What each style's lights screen shows: the lights, and whether all are off.
///
/// A screen's label is posted to the board under the same lock that changed it: the async
/// style's two outputs answer from two tasks, and a label made under the lock but posted after
/// it could overwrite a newer one.
private final class LightsScreens: Sendable {
  private struct Screen {
    var lights = "—"
    var allOff = "—"
  }

  private let screens = Lock([DemoStyle: Screen]())
  private let board: StyleBoard

  init(board: StyleBoard) {
    self.board = board
  }

  func show(lights: [LightWithState], for style: DemoStyle) {
    let shown = lights.map { "\($0.light.name) \($0.lightState.state == .on ? "on" : "off")" }
    update(style) { $0.lights = shown.joined(separator: ", ") }
  }

  func show(allOff: Bool, for style: DemoStyle) {
    update(style) { $0.allOff = allOff ? "all off" : "some on" }
  }

  /// Shows the screen with the failure after it; it stands for both answers of the toggle.
  func show(failure: any Error, for style: DemoStyle) {
    update(style, answers: 2, note: " (toggle failed: \(failure))") { _ in }
  }

  /// The style's screen: `Hall on, Kitchen off — some on`.
  func current(_ style: DemoStyle) -> String {
    screens.withLock { Self.label(of: $0[style] ?? Screen()) }
  }

  private func update(_ style: DemoStyle, answers: Int = 1, note: String = "", _ change: (inout Screen) -> Void) {
    screens.withLock { screens in
      var screen = screens[style] ?? Screen()
      change(&screen)
      screens[style] = screen
      board.post(Self.label(of: screen) + note, from: style, answers: answers)
    }
  }

  private static func label(of screen: Screen) -> String {
    "\(screen.lights) — \(screen.allOff)"
  }
}
