import Foundation
import ProducerStyle
import RxStyle
import StyleInternals

/// The hex-colour app played in a terminal: each line is typed into every style's text field;
/// then each style's colour, RGB triple and colour name.
///
/// ```swift
/// HexColorDemo().run(readLine: { readLine() }, write: { print($0) })
/// ```
public final class HexColorDemo: Sendable {
  private let board: StyleBoard

  /// Creates the demo.
  /// - Parameter answerTimeout: how long to wait for a style's outputs after a text, in seconds.
  public init(answerTimeout: TimeInterval = 5) {
    board = StyleBoard(answerTimeout: answerTimeout)
  }

  /// Reads hex strings until `q` or the end of input.
  /// - Parameters:
  ///   - readLine: the next line of input, or `nil` at its end.
  ///   - write: writes one line of output.
  public func run(readLine: () -> String?, write: @escaping @Sendable (String) -> Void) {
    let board = board
    let parts = HexColorParts(board: board)
    let post: @Sendable (DemoStyle, HexColorParts.Part, String) -> Void = { style, part, text in
      parts.show(part, text, for: style)
    }
    // Each output answers once at once and once per text: three answers per style.
    board.expect(3)

    let rx = RxHexColorViewModel()
    let rxBag = RxStyle.CompositeDisposable()
    _ = rxBag.insert(rx.color.asObservable().subscribe(onNext: { post(.rx, .color, "\($0)") }))
    _ = rxBag.insert(rx.rgb.asObservable().subscribe(onNext: { post(.rx, .rgb, "\($0)") }))
    _ = rxBag.insert(rx.colorName.asObservable().subscribe(onNext: { post(.rx, .name, $0) }))

    let producer = ProducerHexColorViewModel()
    let producerBag = ProducerStyle.CompositeDisposable()
    producerBag += producer.color.producer.startWithValues { post(.producer, .color, "\($0)") }
    producerBag += producer.rgb.producer.startWithValues { post(.producer, .rgb, "\($0)") }
    producerBag += producer.colorName.producer.startWithValues { post(.producer, .name, $0) }

    let async = AsyncHexColorViewModel()
    let asyncTasks = [
      observingTask(async.color) { post(.async, .color, "\($0)") },
      observingTask(async.rgb) { post(.async, .rgb, "\($0)") },
      observingTask(async.colorName) { post(.async, .name, $0) },
    ]
    defer {
      rxBag.dispose()
      producerBag.dispose()
      for task in asyncTasks { task.cancel() }
    }
    _ = board.waitForAnswers()

    DemoLoop.run(title: "Hex colour — type #rrggbb, q: quit", readLine: readLine, write: write) { text in
      board.expect(3)
      rx.hexString.accept(text)
      producer.hexString.value = text
      async.hexString.send(text)
      board.writeLabelsWhenAnswered(write: write)
    }
  }
}

/// The three outputs of each style's screen, joined into its label.
///
/// The label is posted to the board under the same lock that set the part: the async style's
/// outputs answer from three tasks, and a label made under the lock but posted after it could
/// overwrite a newer one.
private final class HexColorParts: Sendable {
  enum Part: Int {
    case color, rgb, name
  }

  private let parts = Lock([DemoStyle: [String]]())
  private let board: StyleBoard

  init(board: StyleBoard) {
    self.board = board
  }

  /// Sets one output and posts the style's label: `colour  rgb  name`.
  func show(_ part: Part, _ text: String, for style: DemoStyle) {
    parts.withLock { parts in
      var shown = parts[style] ?? ["—", "—", "—"]
      shown[part.rawValue] = text
      parts[style] = shown
      board.post(shown.joined(separator: "  "), from: style)
    }
  }
}
