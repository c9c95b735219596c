import StyleInternals

/// A group of disposables disposed together; members can be removed by key before that.
///
/// ```swift
/// let group = CompositeDisposable()
/// let key = group.insert(subscription)
/// group.remove(for: key)  // disposes `subscription` alone
/// group.dispose()         // disposes the rest
/// ```
public final class CompositeDisposable: Cancelable {
  /// Identifies a member so it can be removed.
  public struct DisposeKey: Hashable, Sendable {
    fileprivate let value: UInt64
  }

  private struct State {
    var members: [UInt64: any Disposable] = [:]
    var nextKey: UInt64 = 0
    var isDisposed = false
  }

  private let state = Lock(State())

  /// Creates an empty group.
  public init() {}

  /// Creates a group holding `disposables`.
  public init(disposables: [any Disposable]) {
    state.withLock { state in
      for disposable in disposables {
        state.members[state.nextKey] = disposable
        state.nextKey += 1
      }
    }
  }

  /// Creates a group holding `disposable1` and `disposable2`.
  public convenience init(_ disposable1: any Disposable, _ disposable2: any Disposable) {
    self.init(disposables: [disposable1, disposable2])
  }

  /// Creates a group holding three disposables.
  public convenience init(_ disposable1: any Disposable, _ disposable2: any Disposable, _ disposable3: any Disposable) {
    self.init(disposables: [disposable1, disposable2, disposable3])
  }

  /// Creates a group holding any number of disposables, four or more.
  ///
  /// ```swift
  /// let group = CompositeDisposable(a, b, c, d, e)
  /// ```
  public convenience init(
    _ disposable1: any Disposable, _ disposable2: any Disposable, _ disposable3: any Disposable,
    _ disposable4: any Disposable, _ disposables: any Disposable...
  ) {
    self.init(disposables: [disposable1, disposable2, disposable3, disposable4] + disposables)
  }

  /// Whether ``dispose()`` was called.
  public var isDisposed: Bool { state.withLock { $0.isDisposed } }

  /// The number of members not yet removed or disposed.
  public var count: Int { state.withLock { $0.members.count } }

  /// Adds `disposable`; if the group is already disposed, disposes it at once.
  /// - Returns: a key for ``remove(for:)``, or `nil` when the group was already disposed.
  @discardableResult
  public func insert(_ disposable: any Disposable) -> DisposeKey? {
    let key = state.withLock { state -> UInt64? in
      guard !state.isDisposed else { return nil }
      defer { state.nextKey += 1 }
      state.members[state.nextKey] = disposable
      return state.nextKey
    }
    guard let key else {
      disposable.dispose()
      return nil
    }
    return DisposeKey(value: key)
  }

  /// Removes the member for `key` and disposes it.
  public func remove(for key: DisposeKey) {
    state.withLock { $0.members.removeValue(forKey: key.value) }?.dispose()
  }

  /// Disposes every member; later insertions are disposed on arrival.
  public func dispose() {
    let members = state.withLock { state -> [any Disposable] in
      guard !state.isDisposed else { return [] }
      state.isDisposed = true
      defer { state.members = [:] }
      return state.members.sorted { $0.key < $1.key }.map(\.value)
    }
    for member in members { member.dispose() }
  }
}
