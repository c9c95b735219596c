import Foundation

extension SignalProducer {
  /// Starts the producer and blocks until its first value or its failure, then disposes it.
  ///
  /// Meant for tests of cold producers. The wait is bounded by ``Blocking/defaultTimeout``; see
  /// ``Blocking/failureHandler`` for what happens when it runs out.
  ///
  /// ```swift
  /// XCTAssertEqual(service.fetchLibrary().first(), .success(library))
  /// ```
  /// - Returns: the first value or the failure; `nil` if the producer completed or was
  ///   interrupted without a value.
  public func first() -> Result<Value, Error>? {
    reportingFailure { () throws(Blocking.Failure) in try first(timeout: Blocking.defaultTimeout) }
  }

  /// Like ``first()``, waiting at most `timeout` seconds.
  /// - Throws: ``Blocking/Failure/timedOut(seconds:)`` when nothing decisive arrived in time.
  public func first(timeout: TimeInterval) throws(Blocking.Failure) -> Result<Value, Error>? {
    let outcome = try runBlocking(limit: 1, timeout: timeout)
    if let value = outcome.values.first { return .success(value) }
    if case .failed(let error) = outcome.ending { return .failure(error) }
    return nil
  }

  /// Starts the producer and blocks until it terminates, expecting exactly one value.
  ///
  /// ```swift
  /// XCTAssertEqual(SignalProducer<Int, Never>(value: 1).single(), .success(1))
  /// ```
  /// - Returns: the only value, or the failure; `nil` when no value or more than one came, or the
  ///   producer was interrupted.
  public func single() -> Result<Value, Error>? {
    reportingFailure { () throws(Blocking.Failure) in try single(timeout: Blocking.defaultTimeout) }
  }

  /// Like ``single()``, waiting at most `timeout` seconds.
  /// - Throws: ``Blocking/Failure/timedOut(seconds:)`` when the producer did not terminate in time.
  public func single(timeout: TimeInterval) throws(Blocking.Failure) -> Result<Value, Error>? {
    let outcome = try runBlocking(limit: 2, timeout: timeout)
    if case .failed(let error) = outcome.ending { return .failure(error) }
    guard case .completed = outcome.ending, outcome.values.count == 1 else { return nil }
    return .success(outcome.values[0])
  }

  /// Starts the producer and blocks until it terminates.
  ///
  /// ```swift
  /// XCTAssertEqual(SignalProducer<Int, Never>(values: 1, 2).last(), .success(2))
  /// ```
  /// - Returns: the last value, or the failure; `nil` when it completed or was interrupted without
  ///   a value.
  public func last() -> Result<Value, Error>? {
    reportingFailure { () throws(Blocking.Failure) in try last(timeout: Blocking.defaultTimeout) }
  }

  /// Like ``last()``, waiting at most `timeout` seconds.
  /// - Throws: ``Blocking/Failure/timedOut(seconds:)`` when the producer did not terminate in time.
  public func last(timeout: TimeInterval) throws(Blocking.Failure) -> Result<Value, Error>? {
    let outcome = try runBlocking(limit: nil, timeout: timeout)
    if case .failed(let error) = outcome.ending { return .failure(error) }
    return outcome.values.last.map { .success($0) }
  }

  /// Starts the producer and blocks until it terminates, ignoring its values.
  ///
  /// ```swift
  /// XCTAssertEqual(save.wait(), .success(()))  // with an Equatable wrapper, or switch on it
  /// ```
  /// - Returns: success when it completed or was interrupted, or the failure.
  public func wait() -> Result<(), Error> {
    reportingFailure { () throws(Blocking.Failure) in try wait(timeout: Blocking.defaultTimeout) } ?? .success(())
  }

  /// Like ``wait()``, waiting at most `timeout` seconds.
  /// - Throws: ``Blocking/Failure/timedOut(seconds:)`` when the producer did not terminate in time.
  public func wait(timeout: TimeInterval) throws(Blocking.Failure) -> Result<(), Error> {
    let outcome = try runBlocking(limit: nil, timeout: timeout)
    if case .failed(let error) = outcome.ending { return .failure(error) }
    return .success(())
  }

  private func reportingFailure<T>(_ body: () throws(Blocking.Failure) -> T?) -> T? {
    do {
      return try body()
    } catch {
      Blocking.failureHandler(error)
      return nil
    }
  }
}
