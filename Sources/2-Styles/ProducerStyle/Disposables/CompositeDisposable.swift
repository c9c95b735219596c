import StyleInternals

/// A group of disposables disposed together.
///
/// A disposable added after the group was disposed is disposed at once. `add` returns a handle
/// that removes the member from the group (without disposing it), for members that end early.
///
/// ```swift
/// let group = CompositeDisposable()
/// group += producer.start()
/// group += { print("cleaned up") }
/// group.dispose()
/// ```
public final class CompositeDisposable: Disposable {
  private struct State {
    var members: [UInt64: any Disposable]? = [:]
    var nextKey: UInt64 = 0
  }

  private let state = Lock(State())

  /// Creates an empty group.
  public init() {}

  /// Creates a group holding `disposables`.
  public init<S: Sequence>(_ disposables: S) where S.Element == any Disposable {
    for disposable in disposables { add(disposable) }
  }

  /// Whether ``dispose()`` was called.
  public var isDisposed: Bool { state.withLock { $0.members == nil } }

  /// Adds `disposable` to the group, or disposes it at once if the group is already disposed.
  /// - Parameter disposable: the member; `nil` is ignored.
  /// - Returns: a disposable that removes the member from the group, or `nil` when nothing was added.
  @discardableResult
  public func add(_ disposable: (any Disposable)?) -> (any Disposable)? {
    guard let disposable else { return nil }
    let key = state.withLock { state -> UInt64? in
      guard state.members != nil else { return nil }
      defer { state.nextKey += 1 }
      state.members?[state.nextKey] = disposable
      return state.nextKey
    }
    guard let key else {
      disposable.dispose()
      return nil
    }
    return AnyDisposable { [weak self] in self?.remove(key) }
  }

  /// Adds an action run when the group is disposed.
  /// - Returns: a disposable that removes the action from the group.
  @available(swift, introduced: 6)
  @discardableResult
  @preconcurrency public func add(_ action: @escaping @Sendable () -> Void) -> (any Disposable)? {
    add(AnyDisposable(action))
  }

  /// Disposes every member, once.
  public func dispose() {
    let members = state.withLock { state in
      defer { state.members = nil }
      return state.members
    }
    guard let members else { return }
    for (_, member) in members.sorted(by: { $0.key < $1.key }) { member.dispose() }
  }

  /// The members, in the order they were added; empty once disposed.
  func currentMembers() -> [any Disposable] {
    state.withLock { state in
      // Disposing a run that has already ended asks for its members once more: no sort then.
      guard let members = state.members, !members.isEmpty else { return [] }
      return members.sorted(by: { $0.key < $1.key }).map(\.value)
    }
  }

  private func remove(_ key: UInt64) {
    _ = state.withLock { $0.members?.removeValue(forKey: key) }
  }

  /// Adds `disposable` to `group`.
  @discardableResult
  public static func += (group: CompositeDisposable, disposable: (any Disposable)?) -> (any Disposable)? {
    group.add(disposable)
  }

  /// Adds `action` to `group`, run when the group is disposed.
  @discardableResult
  @preconcurrency public static func += (group: CompositeDisposable, action: @escaping @Sendable () -> Void) -> (
    any Disposable
  )? {
    group.add(action)
  }
}
