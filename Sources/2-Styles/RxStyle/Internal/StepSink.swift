extension Observable {
  /// The shared implementation of single-source operators whose per-element work is built by an
  /// `@inlinable` operator in the caller's module.
  ///
  /// Built there, the step runs specialised for the caller's element types (a hot path: see
  /// Benchmarks/README.md).
  ///
  /// - Parameter makeStep: called once per subscription (so the step may keep state); returns a
  ///   step that handles one element, may emit into the receiver, and returns `false` to
  ///   complete the sequence after it. An error it throws ends the sequence.
  @usableFromInline
  static func stepping<Source>(
    _ source: Observable<Source>,
    makeStep: @escaping @Sendable () -> (Source, Receiver<Element>) throws -> Bool
  ) -> Observable<Element> {
    Observable { receiver in
      let sink = StepSink(step: makeStep(), downstream: receiver)
      sink.subscribe(to: source)
      return sink
    }
  }
}

// Safety: the step is called only by the serial events of one subscription; disposal state
// lives in SinkBase's atomics.
private final class StepSink<Source, Output>: Sink<Source, Output>, @unchecked Sendable {
  private let step: (Source, Receiver<Output>) throws -> Bool

  init(step: @escaping (Source, Receiver<Output>) throws -> Bool, downstream: Receiver<Output>) {
    self.step = step
    super.init(downstream: downstream)
  }

  override func onNext(_ element: Source) {
    guard !isDisposed else { return }
    do {
      if try !step(element, downstream) { forwardCompleted() }
    } catch {
      forwardError(error)
    }
  }

  override func onError(_ error: any Error) { forwardError(error) }
  override func onCompleted() { forwardCompleted() }
}
