import Dispatch

/// Adapts main-actor closures to the plain closures that subscriptions call, for deliveries that
/// a scheduler has already put on the main thread (a Driver, a Signal, `observe(on:)` the main
/// scheduler or the UI scheduler).
///
/// The element and completion closures are called through `MainActor.assumeIsolated`: on the main
/// queue that is a check, not a hop, and off it the process stops with the runtime's "incorrect
/// actor executor assumption" message instead of racing on main-actor state. Disposal may happen
/// on any thread, so the disposal closure hops to the main queue when it is called elsewhere.
package enum MainActorCall {
  /// A plain closure that runs `body` as main-actor code, on the main thread only.
  @inlinable
  package static func checked<Value>(_ body: (@MainActor (Value) -> Void)?) -> ((Value) -> Void)? {
    guard let body else { return nil }
    // The value goes to the main thread it is already on, so nothing is shared across threads.
    return { value in
      let value = Captured(value)
      MainActor.assumeIsolated { body(value.value) }
    }
  }

  /// A plain closure that runs `body` as main-actor code, on the main thread only.
  @inlinable
  package static func checked<First, Second>(
    _ body: (@MainActor (First, Second) -> Void)?
  ) -> ((First, Second) -> Void)? {
    guard let body else { return nil }
    return { first, second in
      let arguments = Captured((first, second))
      MainActor.assumeIsolated { body(arguments.value.0, arguments.value.1) }
    }
  }

  /// A plain closure that runs `body` as main-actor code, on the main thread only.
  @inlinable
  package static func checked(_ body: (@MainActor () -> Void)?) -> (() -> Void)? {
    guard let body else { return nil }
    return { MainActor.assumeIsolated { body() } }
  }

  /// A plain closure that runs `body` at once on the main queue, and otherwise queues it there.
  package static func hopping(_ body: (@MainActor () -> Void)?) -> (() -> Void)? {
    guard let body else { return nil }
    return {
      if MainQueue.isCurrent {
        MainActor.assumeIsolated { body() }
      } else {
        DispatchQueue.main.async { MainActor.assumeIsolated { body() } }
      }
    }
  }

  /// A plain closure that runs `body` at once on the main queue, and otherwise queues it there.
  package static func hopping<Value>(_ body: (@MainActor (Value) -> Void)?) -> ((Value) -> Void)? {
    guard let body else { return nil }
    return { value in
      let value = Captured(value)
      if MainQueue.isCurrent {
        MainActor.assumeIsolated { body(value.value) }
      } else {
        DispatchQueue.main.async { MainActor.assumeIsolated { body(value.value) } }
      }
    }
  }
}
