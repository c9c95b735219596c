// The loop of the operators that take a synchronous closure (`filter`, `compactMap`,
// `removeDuplicates`, `compacted` and the throwing `map`), written once, and the steps of the
// operators that end after their base's first end or failure (`zip`, `chunked`, the throwing
// `scan` and `reductions`). Inlinable, as those operators are, so that a chain built where its
// types are known runs as one specialised loop.

extension AsyncIteratorProtocol {
  /// The first of the next elements that `keep` turns into a value, skipping those it turns into
  /// `nil`; `nil` once the iterator has ended.
  ///
  /// A base that never suspends could keep the loop skipping forever, so every 64th skip looks
  /// for cancellation, and a cancelled task ends the loop as if the base had ended.
  @inlinable
  mutating func next<Kept>(
    isolation actor: isolated (any Actor)?, keeping keep: (Element) throws(Failure) -> Kept?
  ) async throws(Failure) -> Kept? {
    var skipped: UInt8 = 0
    while let element = try await next(isolation: actor) {
      if let kept = try keep(element) { return kept }
      skipped &+= 1
      if skipped & 63 == 0, Task.isCancelled { return nil }
    }
    return nil
  }

  /// `next(isolation:keeping:)` for an operator whose closure may fail: once the iterator has
  /// ended or anything has failed, `finished` is set and every later call returns `nil` without
  /// touching the base again.
  @inlinable
  mutating func next<Kept>(
    isolation actor: isolated (any Actor)?, finished: inout Bool, keeping keep: (Element) throws(Failure) -> Kept?
  ) async throws(Failure) -> Kept? {
    guard !finished else { return nil }
    do {
      if let kept = try await next(isolation: actor, keeping: keep) { return kept }
    } catch {
      finished = true
      throw error
    }
    finished = true
    return nil
  }

  /// The next element turned into an output by `step`, for an operator whose closure may suspend
  /// and fail: once the iterator has ended or anything has failed, `finished` is set and every
  /// later call returns `nil` without touching the base again.
  @inlinable
  mutating func next<Output>(
    isolation actor: isolated (any Actor)?, finished: inout Bool,
    step: nonisolated(nonsending) (Element) async throws(Failure) -> Output
  ) async throws(Failure) -> Output? {
    guard !finished, let element = try await next(isolation: actor, ending: &finished) else { return nil }
    do {
      return try await step(element)
    } catch {
      finished = true
      throw error
    }
  }

  /// The next element, or `nil` once the iterator has ended; `finished` is set when it ends or
  /// fails, for an operator that stops asking its base after that (zip, chunked, …).
  @inlinable
  mutating func next(
    isolation actor: isolated (any Actor)?, ending finished: inout Bool
  ) async throws(Failure) -> Element? {
    do {
      if let element = try await next(isolation: actor) { return element }
    } catch {
      finished = true
      throw error
    }
    finished = true
    return nil
  }
}
