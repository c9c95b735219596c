extension Lock {
  /// Runs `body` with the lock held.
  @inline(__always)
  func locked<Result>(_ body: () throws -> Result) rethrows -> Result {
    lock()
    defer { unlock() }
    return try body()
  }
}
