extension MultiProducerSingleConsumerAsyncChannel {
  /// A producer's handle on a ``MultiProducerSingleConsumerAsyncChannel``: it sends elements and
  /// finishes the channel.
  ///
  /// Each producer owns one source; ``makeAdditionalSource()`` makes another. The channel finishes
  /// when one source calls ``finish(throwing:)`` or when the last source is dropped.
  ///
  /// ```swift
  /// var second = source.makeAdditionalSource()
  /// Task { try await second.send(contentsOf: [1, 2]) }
  /// try await source.send(3)
  /// ```
  public struct Source: ~Copyable {
    let storage: MultiProducerChannelStorage<Element, Failure>
    /// Names this source's termination callback.
    let id: UInt64

    init(storage: MultiProducerChannelStorage<Element, Failure>) {
      self.storage = storage
      id = storage.addSource()
    }

    deinit {
      storage.dropSource()
    }

    /// Sets the callback to call once the channel has terminated: the consumer took the end, or
    /// went away. When it already has, the callback is called at once.
    ///
    /// Each source has one callback: setting another replaces it, `nil` removes it.
    ///
    /// ```swift
    /// source.setOnTerminationCallback { producer.stop() }
    /// ```
    /// - Parameter callback: what to call, on the thread that terminated the channel.
    public func setOnTerminationCallback(_ callback: (@Sendable () -> Void)?) {
      storage.setTerminationCallback(source: id, callback)
    }

    /// Makes another source for the same channel, for a further producer.
    ///
    /// ```swift
    /// var second = source.makeAdditionalSource()
    /// ```
    /// - Returns: a new source; the channel finishes when every source is dropped.
    public mutating func makeAdditionalSource() -> sending Self {
      Self(storage: storage)
    }

    /// Buffers the elements of `sequence` and says whether to go on producing.
    ///
    /// A consumer waiting in `next` gets the first element at once.
    ///
    /// ```swift
    /// switch try source.send(contentsOf: [1, 2, 3]) {
    /// case .produceMore: produce()
    /// case .enqueueCallback(var handle): handle.enqueueCallback { _ in produce() }
    /// }
    /// ```
    /// - Parameter sequence: the elements to send.
    /// - Returns: whether to produce more now, or a handle to wait with.
    /// - Throws: ``MultiProducerSingleConsumerAsyncChannelAlreadyFinishedError`` once the channel
    ///   has finished; the elements are then dropped.
    public mutating func send<S>(
      contentsOf sequence: consuming sending S
    ) throws -> SendResult where Element == S.Element, S: Sequence, Element: Copyable {
      try result(of: storage.send(contentsOf: sequence))
    }

    /// What a synchronous send tells its producer, from what the storage did with its elements.
    func result(of outcome: MultiProducerChannelStorage<Element, Failure>.Machine.SendOutcome) throws -> SendResult {
      switch outcome {
      case .produceMore: return .produceMore
      case .enqueue(let token): return .enqueueCallback(SendResult.CallbackHandle(token: token, storage: storage))
      case .rejected: throw MultiProducerSingleConsumerAsyncChannelAlreadyFinishedError()
      }
    }

    /// Calls `onProduceMore` once more should be produced after a send that ended in `outcome`.
    func call(
      _ onProduceMore: @escaping @Sendable (Result<Void, Error>) -> Void,
      when outcome: MultiProducerChannelStorage<Element, Failure>.Machine.SendOutcome
    ) {
      do {
        switch try result(of: outcome) {
        case .produceMore: onProduceMore(.success(()))
        case .enqueueCallback(var handle): handle.enqueueCallback(onProduceMore: onProduceMore)
        }
      } catch {
        onProduceMore(.failure(error))
      }
    }

    /// Waits, when `result` says so, until more should be produced.
    nonisolated(nonsending) func waitIfTold(_ result: consuming SendResult) async throws {
      switch consume result {
      case .produceMore: return
      case .enqueueCallback(let handle): try await storage.waitForDemand(token: handle.token)
      }
    }

    /// Buffers `element` and says whether to go on producing, as the synchronous
    /// `send(contentsOf:)` does for a sequence.
    ///
    /// ```swift
    /// if case .enqueueCallback(var handle) = try source.send(1) { handle.enqueueCallback { _ in resume() } }
    /// ```
    /// - Parameter element: the element to send.
    /// - Returns: whether to produce more now, or a handle to wait with.
    /// - Throws: ``MultiProducerSingleConsumerAsyncChannelAlreadyFinishedError`` once the channel
    ///   has finished.
    public mutating func send(_ element: consuming sending Element) throws -> SendResult {
      try result(of: storage.send(element))
    }

    /// Buffers the elements of `sequence` and calls `onProduceMore` once more should be produced:
    /// at once, or when the consumer has drained the buffer.
    ///
    /// ```swift
    /// source.send(contentsOf: batch) { result in
    ///   if case .success = result { readNextBatch() }
    /// }
    /// ```
    /// - Parameters:
    ///   - sequence: the elements to send.
    ///   - onProduceMore: called once, with success, or with
    ///     ``MultiProducerSingleConsumerAsyncChannelAlreadyFinishedError`` when the channel has
    ///     finished; it may be called before this method returns.
    public mutating func send<S>(
      contentsOf sequence: consuming sending S,
      onProduceMore: @escaping @Sendable (Result<Void, Error>) -> Void
    ) where Element == S.Element, S: Sequence, Element: Copyable {
      call(onProduceMore, when: storage.send(contentsOf: sequence))
    }

    /// Buffers `element` and calls `onProduceMore` once more should be produced; see
    /// ``send(contentsOf:onProduceMore:)``.
    ///
    /// ```swift
    /// source.send(line) { _ in readNextLine() }
    /// ```
    /// - Parameters:
    ///   - element: the element to send.
    ///   - onProduceMore: called once, with success or with the already-finished error.
    public mutating func send(
      _ element: consuming sending Element,
      onProduceMore: @escaping @Sendable (Result<Void, Error>) -> Void
    ) {
      call(onProduceMore, when: storage.send(element))
    }

    /// Buffers the elements of `sequence` and returns once more should be produced.
    ///
    /// ```swift
    /// try await source.send(contentsOf: [1, 2, 3])
    /// ```
    /// - Parameter sequence: the elements to send.
    /// - Throws: ``MultiProducerSingleConsumerAsyncChannelAlreadyFinishedError`` once the channel
    ///   has finished, `CancellationError` when the task is cancelled while it waits (the
    ///   elements stay buffered).
    public mutating nonisolated(nonsending) func send<S>(
      contentsOf sequence: consuming sending S
    ) async throws where Element == S.Element, S: Sequence, Element: Copyable {
      try await waitIfTold(result(of: storage.send(contentsOf: sequence)))
    }

    /// Buffers `element` and returns once more should be produced, as the `async`
    /// `send(contentsOf:)` does for a sequence.
    ///
    /// ```swift
    /// for line in lines { try await source.send(line) }
    /// ```
    /// - Parameter element: the element to send.
    /// - Throws: the already-finished error, or `CancellationError` when the task is cancelled
    ///   while it waits.
    public mutating nonisolated(nonsending) func send(_ element: consuming sending Element) async throws {
      try await waitIfTold(result(of: storage.send(element)))
    }

    /// Sends the elements of `sequence` one by one, waiting whenever the channel says so, until
    /// `sequence` ends; it does not finish the source.
    ///
    /// ```swift
    /// try await source.send(contentsOf: lines)
    /// source.finish()
    /// ```
    /// - Parameter sequence: the elements to send.
    /// - Throws: what `sequence` throws, the already-finished error, or `CancellationError`.
    public mutating nonisolated(nonsending) func send<S>(contentsOf sequence: consuming sending S) async throws
    where Element == S.Element, S: AsyncSequence, Element: Copyable, S: Sendable, Element: Sendable {
      for try await element in sequence {
        try await send(element)
      }
    }

    /// Finishes the channel for every source: the consumer gets the buffered elements, then
    /// `error` or `nil`; waiting and later sends fail. Later calls on other sources do nothing.
    ///
    /// ```swift
    /// source.finish(throwing: ParseError.truncated)
    /// ```
    /// - Parameter error: the failure the consumer gets after the last element; `nil` to finish
    ///   normally.
    public consuming func finish(throwing error: Failure? = nil) {
      storage.finish(error)
    }
  }
}
