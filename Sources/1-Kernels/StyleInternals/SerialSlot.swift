/// The state of a serial disposable, in every style that has one: one held disposable at a time,
/// and whether the holder was disposed.
///
/// The holder keeps it behind its own lock, and disposes what the mutating methods return after
/// leaving the lock, so that no disposal runs under it.
package struct SerialSlot<Held> {
  /// The disposable held now.
  package private(set) var current: Held?
  /// Whether ``dispose()`` was called.
  package private(set) var isDisposed = false

  /// A slot holding `current`.
  package init(_ current: Held? = nil) {
    self.current = current
  }

  /// Holds `new` in place of the current disposable.
  /// - Returns: what to dispose: the disposable held before, or `new` itself once the slot is
  ///   disposed.
  package mutating func replace(with new: Held?) -> Held? {
    if isDisposed { return new }
    defer { current = new }
    return current
  }

  /// Marks the slot disposed.
  /// - Returns: the disposable it held, to dispose; `nil` when it was already disposed.
  package mutating func dispose() -> Held? {
    guard !isDisposed else { return nil }
    isDisposed = true
    defer { current = nil }
    return current
  }
}

extension SerialSlot: Sendable where Held: Sendable {}
