import Foundation
import ProducerStyle
import RxStyle

/// The tap counter played in a terminal: `t` taps every style's button, `1`, `2` and `3` only the
/// Rx, producer or async one; after each, every style's count.
///
/// ```swift
/// TapCounterDemo().run(readLine: { readLine() }, write: { print($0) })
/// ```
public final class TapCounterDemo: Sendable {
  private let board: StyleBoard

  /// Creates the demo.
  /// - Parameter answerTimeout: how long to wait for a style's count after a tap, in seconds.
  public init(answerTimeout: TimeInterval = 5) {
    board = StyleBoard(answerTimeout: answerTimeout)
  }

  /// Reads taps until `q` or the end of input.
  /// - Parameters:
  ///   - readLine: the next line of input, or `nil` at its end.
  ///   - write: writes one line of output.
  public func run(readLine: () -> String?, write: @escaping @Sendable (String) -> Void) {
    let board = board
    let rxTaps = PublishSubject<Void>()
    let rxPresenter = RxTapCounterPresenter(
      eventProvider: RxTapCounterEventProvider(buttonTapped: rxTaps.asObservable()))
    let rxCount = rxPresenter.count.subscribe(onNext: { board.post("count \($0)", from: .rx) })

    let (producerTaps, producerTap) = Signal<Void, Never>.pipe()
    let producerPresenter = ProducerTapCounterPresenter(
      eventProvider: ProducerTapCounterEventProvider(buttonTapped: producerTaps))
    let producerCount = producerPresenter.count.observeValues { board.post("count \($0)", from: .producer) }

    let (asyncTaps, asyncTap) = AsyncStream<Void>.makeStream()
    let asyncPresenter = AsyncTapCounterPresenter(eventProvider: AsyncTapCounterEventProvider(buttonTapped: asyncTaps))
    let asyncCount = observingTask(asyncPresenter.count) { board.post("count \($0)", from: .async) }
    defer {
      rxCount.dispose()
      producerCount?.dispose()
      asyncCount.cancel()
    }

    DemoLoop.run(
      title: "Tap counter — t: tap all, 1: rx, 2: producer, 3: async, q: quit", readLine: readLine, write: write
    ) {
      command in
      guard let styles = DemoLoop.styles(for: command, all: "t") else {
        return write("Unknown command '\(command)': t, 1, 2, 3 or q.")
      }
      board.expect(1, from: styles)
      for style in styles {
        switch style {
        case .rx: rxTaps.onNext(())
        case .producer: producerTap.send(value: ())
        case .async: asyncTap.yield()
        }
      }
      board.writeLabelsWhenAnswered(write: write)
    }
  }
}
