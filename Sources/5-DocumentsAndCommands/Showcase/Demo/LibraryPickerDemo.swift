import AsyncStyle
import Foundation
import ProducerStyle
import RxStyle

/// The library picker played in a terminal: keys 1, 2 and 3 tap the Rx, producer and async
/// buttons; each style's events are logged as they happen, and the three labels after each tap.
///
/// The loop reads and writes through closures, so tests drive it with in-memory text and the
/// `showcase` executable with standard input and output.
///
/// ```swift
/// let demo = LibraryPickerDemo(webService: service)
/// demo.run(readLine: { readLine() }, write: { print($0) })
/// ```
public final class LibraryPickerDemo: Sendable {
  private let rx: RxLibraryPickerViewModel
  private let producer: ProducerLibraryPickerViewModel
  private let async: AsyncLibraryPickerViewModel<ContinuousClock>
  private let board: StyleBoard

  /// Creates the demo on real schedulers and the continuous clock.
  /// - Parameters:
  ///   - webService: the service every style fetches from.
  ///   - debounce: the quiet period after a tap before fetching.
  ///   - answerTimeout: how long to wait for a style's answer after a tap, in seconds.
  public init(webService: any WebService, debounce: Duration = .milliseconds(300), answerTimeout: TimeInterval = 15) {
    rx = RxLibraryPickerViewModel(
      webService: webService, scheduler: SerialDispatchQueueScheduler(internalSerialQueueName: "showcase.rx"),
      debounce: debounce.dispatchTimeInterval)
    producer = ProducerLibraryPickerViewModel(
      webService: webService, scheduler: QueueScheduler(name: "showcase.producer"), debounce: debounce.timeInterval)
    async = AsyncLibraryPickerViewModel(webService: webService, clock: ContinuousClock(), debounce: debounce)
    board = StyleBoard(answerTimeout: answerTimeout)
  }

  /// Reads keys until `q` or the end of input, tapping the matching button for 1, 2 and 3.
  /// - Parameters:
  ///   - readLine: the next line of input, or `nil` at its end.
  ///   - write: writes one line of output.
  public func run(readLine: () -> String?, write: @escaping @Sendable (String) -> Void) {
    let subscriptions = observeOutputs(write: write)
    defer { subscriptions.stop() }
    write("Library picker — 1: rx, 2: producer, 3: async, q: quit")
    while let line = readLine() {
      for key in line where !key.isWhitespace {
        guard key != "q" else { return write("Bye.") }
        tap(key, write: write)
      }
    }
    write("Bye.")
  }

  private func tap(_ key: Character, write: @escaping @Sendable (String) -> Void) {
    guard let style = DemoStyle(key: key) else {
      return write("Unknown key '\(key)': press 1, 2 or 3, or q to quit.")
    }
    write("\(style.tag) tap")
    board.expect(1, from: [style])
    switch style {
    case .rx: rx.input.didTapButton.onNext(())
    case .producer: producer.input.didTapButton.send(value: ())
    case .async: async.input.didTapButton.yield()
    }
    if !board.waitForAnswers().isEmpty {
      write("\(style.tag) no answer within \(board.answerTimeout) s")
    }
    let labels = DemoStyle.allCases.map { "\($0.tag.trimmingCharacters(in: .whitespaces)) \(board.label($0))" }
    write("Labels: " + labels.joined(separator: " | "))
  }

  private func observeOutputs(write: @escaping @Sendable (String) -> Void) -> DemoSubscriptions {
    let board = board
    let report: @Sendable (DemoStyle, String) -> Void = { style, text in
      write("\(style.tag) \(text)")
      board.post(text, from: style)
    }
    let loading: @Sendable (DemoStyle, Bool) -> Void = { style, isLoading in
      if isLoading { write("\(style.tag) loading…") }
    }
    let rxBag = RxStyle.CompositeDisposable()
    _ = rxBag.insert(rx.output.text.subscribe(onNext: { report(.rx, $0) }))
    _ = rxBag.insert(rx.output.isLoading.subscribe(onNext: { loading(.rx, $0) }))
    let producerText = producer.output.text.observeValues { report(.producer, $0) }
    let producerLoading = producer.output.isLoading.observeValues { loading(.producer, $0) }
    let async = async
    let tasks = [
      Task { await async.run() },
      observingTask(async.output.text) { report(.async, $0) },
      observingTask(async.output.isLoading) { loading(.async, $0) },
    ]
    return DemoSubscriptions {
      rxBag.dispose()
      producerText?.dispose()
      producerLoading?.dispose()
      for task in tasks { task.cancel() }
    }
  }
}

/// The three buttons.
enum DemoStyle: CaseIterable, Sendable {
  case rx, producer, async

  init?(key: Character) {
    switch key {
    case "1": self = .rx
    case "2": self = .producer
    case "3": self = .async
    default: return nil
    }
  }

  var tag: String {
    switch self {
    case .rx: "[rx]      "
    case .producer: "[producer]"
    case .async: "[async]   "
    }
  }
}

/// Stops everything the demo observes.
private struct DemoSubscriptions {
  let stop: () -> Void
}
