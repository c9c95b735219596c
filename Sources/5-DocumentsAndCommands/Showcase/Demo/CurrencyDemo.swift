import Foundation
import ProducerStyle
import RxStyle
import StyleInternals

/// The currency converter played in a terminal: `r` reloads every style's rates, `1`, `2` and
/// `3` only the Rx, producer or async one; after each, every style's rates or error.
///
/// ```swift
/// CurrencyDemo(service: FileCurrencyService()).run(readLine: { readLine() }, write: { print($0) })
/// ```
public final class CurrencyDemo: Sendable {
  private let service: any CurrencyService
  private let board: StyleBoard

  /// Creates the demo.
  /// - Parameters:
  ///   - service: where every style fetches the rates.
  ///   - answerTimeout: how long to wait for a style's answer after a reload, in seconds.
  public init(service: any CurrencyService, answerTimeout: TimeInterval = 15) {
    self.service = service
    board = StyleBoard(answerTimeout: answerTimeout)
  }

  /// Reads reloads until `q` or the end of input.
  /// - Parameters:
  ///   - readLine: the next line of input, or `nil` at its end.
  ///   - write: writes one line of output.
  public func run(readLine: () -> String?, write: @escaping @Sendable (String) -> Void) {
    let board = board
    let errors = Lock([DemoStyle: String]())
    let showError: @Sendable (DemoStyle, String) -> Void = { style, message in
      errors.withLock { $0[style] = message }
    }
    let showRates: @Sendable (DemoStyle, [CurrencyRate]) -> Void = { style, rates in
      let error = errors.withLock { $0.removeValue(forKey: style) }
      board.post(error.map { "error: \($0)" } ?? Self.describe(rates), from: style)
    }

    let rx = RxCurrencyViewModel(service: service)
    let rxBag = RxStyle.CompositeDisposable()
    _ = rxBag.insert(rx.output.errorMessage.asObservable().subscribe(onNext: { showError(.rx, $0) }))
    _ = rxBag.insert(
      rx.output.rates.asObservable().subscribe(
        onNext: { showRates(.rx, $0) },
        onCompleted: { board.end(.rx, showing: board.label(.rx) + " (the rates have ended: the Driver completed)") }
      ))

    let producer = ProducerCurrencyViewModel(service: service)
    let producerBag = ProducerStyle.CompositeDisposable()
    producerBag += producer.output.errorMessage.observeValues { showError(.producer, $0) }
    producerBag += producer.output.rates.observeValues { showRates(.producer, $0) }

    let async = AsyncCurrencyViewModel(service: service)
    let asyncTasks = [
      Task { await async.run() },
      // The async outputs are two subjects: a task reading each would race, and could show a
      // failure's empty list before its message. The outcome sequence keeps them in order.
      observingTask(async.outcomes) { outcome in
        if let message = outcome.errorMessage { showError(.async, message) }
        showRates(.async, outcome.rates)
      },
    ]
    defer {
      rxBag.dispose()
      producerBag.dispose()
      for task in asyncTasks { task.cancel() }
    }

    let title = "Currency converter — r: reload all, 1: rx, 2: producer, 3: async, q: quit"
    DemoLoop.run(title: title, readLine: readLine, write: write) { command in
      guard let styles = DemoLoop.styles(for: command, all: "r") else {
        return write("Unknown command '\(command)': r, 1, 2, 3 or q.")
      }
      board.expect(1, from: styles)
      for style in styles {
        switch style {
        case .rx: rx.input.reload.accept(())
        case .producer: producer.input.reload.send(value: ())
        case .async: async.input.reload.yield()
        }
      }
      board.writeLabelsWhenAnswered(write: write)
    }
  }

  /// `2 rates: EUR 1.1271, USD 1.3513`.
  static func describe(_ rates: [CurrencyRate]) -> String {
    let shown = rates.map { "\($0.currencyIso) \($0.rate)" }.joined(separator: ", ")
    return "\(rates.count) rates" + (rates.isEmpty ? "" : ": \(shown)")
  }
}
