import Foundation

extension ObservableType {
  /// Prints every event and the subscription's lifecycle to standard output, passing the events
  /// on unchanged.
  ///
  /// Each line reads `time: identifier -> subscribed`, `-> Event next(1)`, `-> isDisposed`.
  ///
  /// ```swift
  /// searchResults.debug("results").subscribe().disposed(by: bag)
  /// ```
  /// - Parameters:
  ///   - identifier: names the lines; by default the file, line and function of the call.
  ///   - trimOutput: shortens long event descriptions to their first and last 20 characters.
  ///   - file: the file named when `identifier` is `nil`; the caller's by default.
  ///   - line: the line named when `identifier` is `nil`; the caller's by default.
  ///   - function: the function named when `identifier` is `nil`; the caller's by default.
  /// - Returns: the same events.
  public func debug(
    _ identifier: String? = nil, trimOutput: Bool = false,
    file: String = #file, line: UInt = #line, function: String = #function
  ) -> Observable<Element> {
    let name = identifier ?? "\((file as NSString).lastPathComponent):\(line) (\(function))"
    let source = asObservable()
    return Observable { receiver in
      debugPrint(name, "subscribed")
      let sink = DebugSink(name: name, trimOutput: trimOutput, downstream: receiver)
      sink.subscribe(to: source)
      return sink
    }
  }
}

private func debugPrint(_ name: String, _ message: String) {
  let time = debugTimeFormat.string(from: Date())
  print("\(time): \(name) -> \(message)")
}

private let debugTimeFormat: DateFormatter = {
  let formatter = DateFormatter()
  formatter.dateFormat = "yyyy-MM-dd HH:mm:ss.SSS"
  return formatter
}()

// Safety: events arrive serially (the Rx grammar); disposal state lives in SinkBase's atomics.
private final class DebugSink<Element>: Sink<Element, Element>, @unchecked Sendable {
  private let name: String
  private let trimOutput: Bool

  init(name: String, trimOutput: Bool, downstream: Receiver<Element>) {
    self.name = name
    self.trimOutput = trimOutput
    super.init(downstream: downstream)
  }

  private func log(_ event: Event<Element>) {
    var text = "\(event)"
    if trimOutput, text.count > 40 { text = "\(text.prefix(20))...\(text.suffix(20))" }
    debugPrint(name, "Event \(text)")
  }

  override func onNext(_ element: Element) {
    log(.next(element))
    forwardNext(element)
  }

  override func onError(_ error: any Error) {
    log(.error(error))
    forwardError(error)
  }

  override func onCompleted() {
    log(.completed)
    forwardCompleted()
  }

  override func disposeResources() {
    debugPrint(name, "isDisposed")
  }
}
