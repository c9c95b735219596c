import StyleInternals

// The static two- to four-source forms are generated into CombineLatest+Arity.swift.

extension SignalProducer {
  /// Sends the latest value of each producer as a pair whenever either sends, once both have sent.
  ///
  /// Completes when both complete; a failure or interruption of either ends the result.
  ///
  /// ```swift
  /// name.combineLatest(with: age)  // ("Ann", 30), then ("Ann", 31) when age changes
  /// ```
  // Inlinable, with the state of a run, so that the per-value work runs specialised for the
  // caller's types (a hot path: see Benchmarks/README.md).
  @inlinable
  public func combineLatest<U>(with other: SignalProducer<U, Error>) -> SignalProducer<(Value, U), Error> {
    combiningRuns(with: other) { downstream, lifetime in
      let state = CombineLatestPair<Value, U, Error>(downstream, interruptedBy: lifetime)
      return (state.firstObserver, state.secondObserver)
    }
  }

  /// Sends the latest value of every producer as an array whenever any sends, once all have sent.
  ///
  /// ```swift
  /// SignalProducer.combineLatest([a, b, c])  // [a₁, b₁, c₁], …
  /// ```
  /// - Parameters:
  ///   - producers: the producers to combine; the array keeps their order.
  ///   - emptySentinel: sent, before completing, when `producers` is empty.
  public static func combineLatest<S: Sequence>(
    _ producers: S, emptySentinel: [Value]? = nil
  ) -> SignalProducer<[Value], Error> where S.Element == SignalProducer<Value, Error> {
    combiningRuns(of: producers, emptySentinel: emptySentinel) { downstream, count, lifetime in
      CombineLatestArray<Value, Error>(downstream, count: count, interruptedBy: lifetime).observer(at:)
    }
  }

  /// The form of `combineLatest(_:emptySentinel:)` for sources that convert to producers: signals,
  /// properties and results as well as producers.
  ///
  /// ```swift
  /// SignalProducer.combineLatest([nameSignal, surnameSignal])
  /// ```
  /// - Parameters:
  ///   - producers: the sources to combine; the array keeps their order.
  ///   - emptySentinel: sent, before completing, when `producers` is empty.
  /// - Returns: the combined producer.
  @_disfavoredOverload
  public static func combineLatest<S: Sequence>(
    _ producers: S, emptySentinel: [Value]? = nil
  ) -> SignalProducer<[Value], Error>
  where S.Element: SignalProducerConvertible, S.Element.Value == Value, S.Element.Error == Error {
    combineLatest(producers.map(\.producer), emptySentinel: emptySentinel)
  }
}

extension Signal {
  /// Sends the latest value of each signal as a pair whenever either sends, once both have sent.
  @inlinable
  public func combineLatest<U>(with other: Signal<U, Error>) -> Signal<(Value, U), Error> {
    .relaying(producer.combineLatest(with: other.producer))
  }

  /// Sends the latest value of every signal as an array whenever any sends, once all have sent.
  public static func combineLatest<S: Sequence>(_ signals: S) -> Signal<[Value], Error>
  where S.Element == Signal<Value, Error> {
    .relaying(SignalProducer.combineLatest(signals.map(\.producer)))
  }
}

/// The state of one run of a pairwise `combineLatest`.
@usableFromInline
// Safety: fields are touched only inside `output.batch`, which makes handling exclusive.
final class CombineLatestPair<A, B, Error: Swift.Error>: @unchecked Sendable {
  @usableFromInline let output: Signal<(A, B), Error>.Observer
  // Unchecked: `output.batch` already makes every access exclusive.
  @usableFromInline @exclusivity(unchecked) var latestA: A?
  @usableFromInline @exclusivity(unchecked) var latestB: B?
  @usableFromInline @exclusivity(unchecked) var completedCount = 0

  // The output is the run's interruption point itself: one serializing input, one lock per value.
  @inlinable
  init(_ downstream: Signal<(A, B), Error>.Observer, interruptedBy lifetime: Lifetime) {
    output = interruptibleOutput(downstream, in: lifetime)
  }

  @inlinable
  var firstObserver: Signal<A, Error>.Observer {
    CallbackObserver(
      value: { [self] value in
        output.batch {
          latestA = value
          if let latestB { output.receive((value, latestB)) }
        }
      }, failed: output.receive(failed:), completed: completed, interrupted: output.receiveInterrupted)
  }

  @inlinable
  var secondObserver: Signal<B, Error>.Observer {
    CallbackObserver(
      value: { [self] value in
        output.batch {
          latestB = value
          if let latestA { output.receive((latestA, value)) }
        }
      }, failed: output.receive(failed:), completed: completed, interrupted: output.receiveInterrupted)
  }

  @usableFromInline
  func completed() {
    output.batch {
      completedCount += 1
      if completedCount == 2 { output.receiveCompleted() }
    }
  }
}

/// The state of one run of `combineLatest` over a collection.
// Safety: fields are touched only inside `output.batch`, which makes handling exclusive.
private final class CombineLatestArray<Value, Error: Swift.Error>: @unchecked Sendable {
  private let output: SerializingInput<[Value], Error>
  private var latest: [Value?]
  private var missing: Int
  private var completedCount = 0

  init(_ downstream: Signal<[Value], Error>.Observer, count: Int, interruptedBy lifetime: Lifetime) {
    output = SerializingInput(downstream)
    interruptsOutput(output, in: lifetime)
    latest = Array(repeating: nil, count: count)
    missing = count
  }

  func observer(at index: Int) -> Signal<Value, Error>.Observer {
    CallbackObserver(
      value: { [self] value in
        output.batch {
          if latest[index] == nil { missing -= 1 }
          latest[index] = value
          if missing == 0 { output.receive(latest.compactMap { $0 }) }
        }
      }, failed: output.receive(failed:),
      completed: { [self] in
        output.batch {
          completedCount += 1
          if completedCount == latest.count { output.receiveCompleted() }
        }
      }, interrupted: output.receiveInterrupted)
  }
}

extension SignalProducer {
  /// Sends the latest values of this producer and `other` — a producer, a signal or a property.
  ///
  /// ```swift
  /// name.producer.combineLatest(with: age)
  /// ```
  /// - Parameter other: the other stream.
  /// - Returns: a producer of pairs.
  public func combineLatest<Other: SignalProducerConvertible>(
    with other: Other
  ) -> SignalProducer<(Value, Other.Value), Error> where Other.Error == Error {
    combineLatest(with: other.producer)
  }
}
