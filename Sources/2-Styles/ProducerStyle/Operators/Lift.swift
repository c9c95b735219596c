import StyleInternals

extension SignalProducer {
  /// The type of the signal each start of this producer creates.
  public typealias ProducedSignal = Signal<Value, Error>

  /// A producer whose every start applies a signal operator to the signal of that start: how to
  /// use any operator written for signals, including your own, on a producer.
  ///
  /// The signal `transform` receives is created anew for each start, observed by `transform`'s
  /// result before this producer starts, so no event is missed. Disposing the start interrupts
  /// both.
  ///
  /// ```swift
  /// extension Signal where Value == Int {
  ///   func doubled() -> Signal<Int, Error> { map { $0 * 2 } }
  /// }
  /// SignalProducer(values: 1, 2).lift { $0.doubled() }  // 2, 4, completed
  /// ```
  /// - Parameter transform: builds, from the signal of one start, the signal to send on.
  /// - Returns: a producer sending the events of `transform`'s signal, for each start.
  public func lift<U, F>(_ transform: @escaping (Signal<Value, Error>) -> Signal<U, F>) -> SignalProducer<U, F> {
    let transform = Captured(transform)
    let upstream = self
    return SignalProducer<U, F>.bounded({ observer, lifetime in
      let output = interruptibleOutput(observer, in: lifetime)
      upstream.startWithSignal { signal, interrupter in
        lifetime += interrupter
        lifetime += transform.value(signal).observe(output)
      }
    })
  }

  /// Turns a binary signal operator into one on producers: for each start, the argument
  /// producer is started first, then this one, and `transform` combines their signals.
  ///
  /// ```swift
  /// let combined = first.lift(Signal.combineLatest(with:))(second)
  /// ```
  /// - Parameter transform: builds, from this producer's signal, an operator taking the other
  ///   producer's signal.
  /// - Returns: a function from the other producer to the combined producer.
  public func lift<U, F, V, G>(
    _ transform: @escaping (Signal<Value, Error>) -> (Signal<U, F>) -> Signal<V, G>
  ) -> (SignalProducer<U, F>) -> SignalProducer<V, G> {
    liftRight(transform)
  }

  /// The binary lift that starts the argument producer first (the public `lift`).
  func liftRight<U, F, V, G>(
    _ transform: @escaping (Signal<Value, Error>) -> (Signal<U, F>) -> Signal<V, G>
  ) -> (SignalProducer<U, F>) -> SignalProducer<V, G> {
    liftBoth(transform, startingLeftFirst: false)
  }

  /// The binary lift that starts this producer first, for operators whose result depends on
  /// which of two synchronous producers sends first.
  func liftLeft<U, F, V, G>(
    _ transform: @escaping (Signal<Value, Error>) -> (Signal<U, F>) -> Signal<V, G>
  ) -> (SignalProducer<U, F>) -> SignalProducer<V, G> {
    liftBoth(transform, startingLeftFirst: true)
  }

  // A producer starts when its `startWithSignal` body returns, so the producer whose signal is
  // set up first (the outer call) starts last.
  private func liftBoth<U, F, V, G>(
    _ transform: @escaping (Signal<Value, Error>) -> (Signal<U, F>) -> Signal<V, G>, startingLeftFirst: Bool
  ) -> (SignalProducer<U, F>) -> SignalProducer<V, G> {
    let transform = Captured(transform)
    let left = self
    return { right in
      SignalProducer<V, G>.bounded({ observer, lifetime in
        let output = interruptibleOutput(observer, in: lifetime)
        func combine(_ leftSignal: Signal<Value, Error>, _ rightSignal: Signal<U, F>) {
          lifetime += transform.value(leftSignal)(rightSignal).observe(output)
        }
        if startingLeftFirst {
          right.startWithSignal { rightSignal, rightInterrupter in
            lifetime += rightInterrupter
            left.startWithSignal { leftSignal, leftInterrupter in
              lifetime += leftInterrupter
              combine(leftSignal, rightSignal)
            }
          }
        } else {
          left.startWithSignal { leftSignal, leftInterrupter in
            lifetime += leftInterrupter
            right.startWithSignal { rightSignal, rightInterrupter in
              lifetime += rightInterrupter
              combine(leftSignal, rightSignal)
            }
          }
        }
      })
    }
  }
}
