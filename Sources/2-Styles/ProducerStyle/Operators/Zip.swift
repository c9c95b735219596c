import StyleInternals

// The static two- to four-source forms are generated into Zip+Arity.swift.

extension SignalProducer {
  /// Pairs the n-th value of this producer with the n-th value of `other`.
  ///
  /// Values wait in first-in first-out ring buffers (constant time per value), so zipping long
  /// streams stays linear. Completes once one side has completed and none of its values waits.
  ///
  /// ```swift
  /// SignalProducer(values: 1, 2, 3).zip(with: SignalProducer(values: "a", "b"))  // (1, "a"), (2, "b"), completed
  /// ```
  // Inlinable, with the state of a run, so that the per-value work is specialised for the
  // caller's types (see `combineLatest(with:)`).
  @inlinable
  public func zip<U>(with other: SignalProducer<U, Error>) -> SignalProducer<(Value, U), Error> {
    combiningRuns(with: other) { downstream, lifetime in
      let state = ZipPair<Value, U, Error>(downstream, interruptedBy: lifetime)
      return (state.firstObserver, state.secondObserver)
    }
  }

  /// Combines the n-th value of every producer into an array.
  /// - Parameters:
  ///   - producers: the producers to combine; the array keeps their order.
  ///   - emptySentinel: sent, before completing, when `producers` is empty.
  public static func zip<S: Sequence>(
    _ producers: S, emptySentinel: [Value]? = nil
  ) -> SignalProducer<[Value], Error> where S.Element == SignalProducer<Value, Error> {
    combiningRuns(of: producers, emptySentinel: emptySentinel) { downstream, count, lifetime in
      ZipArray<Value, Error>(downstream, count: count, interruptedBy: lifetime).observer(at:)
    }
  }

  /// The form of `zip(_:emptySentinel:)` for sources that convert to producers: signals,
  /// properties and results as well as producers.
  ///
  /// ```swift
  /// SignalProducer.zip([nameSignal, surnameSignal])
  /// ```
  /// - Parameters:
  ///   - producers: the sources to combine; the array keeps their order.
  ///   - emptySentinel: sent, before completing, when `producers` is empty.
  /// - Returns: the combined producer.
  @_disfavoredOverload
  public static func zip<S: Sequence>(
    _ producers: S, emptySentinel: [Value]? = nil
  ) -> SignalProducer<[Value], Error>
  where S.Element: SignalProducerConvertible, S.Element.Value == Value, S.Element.Error == Error {
    zip(producers.map(\.producer), emptySentinel: emptySentinel)
  }
}

extension Signal {
  /// Pairs the n-th value of this signal with the n-th value of `other`.
  @inlinable
  public func zip<U>(with other: Signal<U, Error>) -> Signal<(Value, U), Error> {
    .relaying(producer.zip(with: other.producer))
  }

  /// Combines the n-th value of every signal into an array.
  public static func zip<S: Sequence>(_ signals: S) -> Signal<[Value], Error> where S.Element == Signal<Value, Error> {
    .relaying(SignalProducer.zip(signals.map(\.producer)))
  }
}

/// The state of one run of a pairwise `zip`.
@usableFromInline
// Safety: fields are touched only inside `output.batch`, which makes handling exclusive.
final class ZipPair<A, B, Error: Swift.Error>: @unchecked Sendable {
  @usableFromInline let output: Signal<(A, B), Error>.Observer
  // Unchecked: `output.batch` already makes every access exclusive.
  @usableFromInline @exclusivity(unchecked) var bufferA = FIFOBuffer<A>()
  @usableFromInline @exclusivity(unchecked) var bufferB = FIFOBuffer<B>()
  @usableFromInline @exclusivity(unchecked) var completedA = false
  @usableFromInline @exclusivity(unchecked) var completedB = false

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
          if !bufferB.isEmpty {
            output.receive((value, bufferB.removeFirst()))
            completeIfExhausted()
          } else {
            bufferA.append(value)
          }
        }
      }, failed: output.receive(failed:),
      completed: { [self] in
        output.batch {
          completedA = true
          completeIfExhausted()
        }
      }, interrupted: output.receiveInterrupted)
  }

  @inlinable
  var secondObserver: Signal<B, Error>.Observer {
    CallbackObserver(
      value: { [self] value in
        output.batch {
          if !bufferA.isEmpty {
            output.receive((bufferA.removeFirst(), value))
            completeIfExhausted()
          } else {
            bufferB.append(value)
          }
        }
      }, failed: output.receive(failed:),
      completed: { [self] in
        output.batch {
          completedB = true
          completeIfExhausted()
        }
      }, interrupted: output.receiveInterrupted)
  }

  /// No more pairs can form once a completed side has no value waiting.
  @inlinable
  func completeIfExhausted() {
    if (completedA && bufferA.isEmpty) || (completedB && bufferB.isEmpty) { output.receiveCompleted() }
  }
}

/// The state of one run of `zip` over a collection.
// Safety: fields are touched only inside `output.batch`, which makes handling exclusive.
private final class ZipArray<Value, Error: Swift.Error>: @unchecked Sendable {
  private let output: SerializingInput<[Value], Error>
  private var buffers: [FIFOBuffer<Value>]
  private var completed: [Bool]

  init(_ downstream: Signal<[Value], Error>.Observer, count: Int, interruptedBy lifetime: Lifetime) {
    output = SerializingInput(downstream)
    interruptsOutput(output, in: lifetime)
    buffers = Array(repeating: FIFOBuffer(), count: count)
    completed = Array(repeating: false, count: count)
  }

  func observer(at index: Int) -> Signal<Value, Error>.Observer {
    CallbackObserver(
      value: { [self] value in
        output.batch {
          buffers[index].append(value)
          if buffers.allSatisfy({ !$0.isEmpty }) {
            let row = buffers.indices.map { buffers[$0].removeFirst() }
            output.receive(row)
          }
          completeIfExhausted()
        }
      }, failed: output.receive(failed:),
      completed: { [self] in
        output.batch {
          completed[index] = true
          completeIfExhausted()
        }
      }, interrupted: output.receiveInterrupted)
  }

  @inlinable
  func completeIfExhausted() {
    if buffers.indices.contains(where: { completed[$0] && buffers[$0].isEmpty }) { output.receiveCompleted() }
  }
}

extension SignalProducer {
  /// Pairs the n-th values of this producer and `other` — a producer, a signal or a property.
  ///
  /// ```swift
  /// requests.zip(with: responsesSignal)
  /// ```
  /// - Parameter other: the other stream.
  /// - Returns: a producer of pairs.
  public func zip<Other: SignalProducerConvertible>(
    with other: Other
  ) -> SignalProducer<(Value, Other.Value), Error> where Other.Error == Error {
    zip(with: other.producer)
  }
}
