import Synchronization

/// The live resources of every style created inside one test, counted apart from the
/// process-wide counters so that tests running in parallel (Swift Testing runs them in one
/// process) cannot see each other's subscriptions.
///
/// A resource counts into the scope of the task that created it (or that created the storage
/// it belongs to), remembers that scope, and leaves it when released, on whatever thread. Work
/// started outside the scope's task tree (a dispatch queue, a detached task) is not counted in
/// it. While no scope is open anywhere in the process, creating a resource costs one relaxed load
/// more and no task-local lookup.
@usableFromInline
package final class ResourceCountingScope: Sendable {
  /// Which style's counter a resource belongs to.
  @usableFromInline
  package enum Style: Sendable, CaseIterable {
    case rx, producer, async
  }

  private let rxCount = Atomic<Int>(0)
  private let producerCount = Atomic<Int>(0)
  private let asyncCount = Atomic<Int>(0)

  @TaskLocal private static var current: ResourceCountingScope?
  private static let openScopes = Atomic<Int>(0)

  private init() {}

  /// The scope resources created now count into, or `nil` outside every scope.
  @usableFromInline
  package static var enclosing: ResourceCountingScope? {
    openScopes.load(ordering: .relaxed) == 0 ? nil : current
  }

  /// Counts a resource of `style` created in `scope`; pair with ``leave(_:_:)`` on the same scope.
  @usableFromInline
  package static func enter(_ scope: ResourceCountingScope?, _ style: Style) {
    scope?.add(1, style)
  }

  /// Counts the release of a resource of `style` created in `scope`.
  @usableFromInline
  package static func leave(_ scope: ResourceCountingScope?, _ style: Style) {
    scope?.add(-1, style)
  }

  /// Counts a resource of `style` created now, in `total` (the style's process-wide count) and
  /// in the enclosing scope.
  /// - Returns: the scope to hand back to ``released(_:in:total:)``.
  @inlinable
  package static func created(_ style: Style, total: borrowing Atomic<Int>) -> ResourceCountingScope? {
    total.add(1, ordering: .relaxed)
    let scope = enclosing
    enter(scope, style)
    return scope
  }

  /// Counts the release of a resource of `style` that ``created(_:total:)`` counted in `scope`.
  @inlinable
  package static func released(_ style: Style, in scope: ResourceCountingScope?, total: borrowing Atomic<Int>) {
    total.subtract(1, ordering: .relaxed)
    leave(scope, style)
  }

  /// The resources of `style` created in this scope and not yet released.
  package func live(_ style: Style) -> Int {
    switch style {
    case .rx: rxCount.load(ordering: .relaxed)
    case .producer: producerCount.load(ordering: .relaxed)
    case .async: asyncCount.load(ordering: .relaxed)
    }
  }

  /// The resources of every style created in this scope and not yet released.
  package var live: Int { Style.allCases.reduce(0) { $0 + live($1) } }

  private func add(_ change: Int, _ style: Style) {
    switch style {
    case .rx: rxCount.add(change, ordering: .relaxed)
    case .producer: producerCount.add(change, ordering: .relaxed)
    case .async: asyncCount.add(change, ordering: .relaxed)
    }
  }

  /// Runs `body` in a new scope, which it receives to read its counts.
  package static func counting<Result>(_ body: (ResourceCountingScope) throws -> Result) rethrows -> Result {
    let scope = ResourceCountingScope()
    openScopes.add(1, ordering: .relaxed)
    defer { openScopes.subtract(1, ordering: .relaxed) }
    return try $current.withValue(scope) { try body(scope) }
  }

  /// Runs `body` in a new scope, which it receives to read its counts.
  package static func counting<Result>(
    isolation: isolated (any Actor)? = #isolation, _ body: (ResourceCountingScope) async throws -> Result
  ) async rethrows -> Result {
    let scope = ResourceCountingScope()
    openScopes.add(1, ordering: .relaxed)
    defer { openScopes.subtract(1, ordering: .relaxed) }
    return try await $current.withValue(scope) { try await body(scope) }
  }
}
