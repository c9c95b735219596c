import Dispatch

/// Adapts main-actor closures to the plain closures that subscriptions call, for deliveries that
/// a scheduler has already put on the main queue (a Driver, a Signal, `observe(on:)` the main
/// scheduler or the UI scheduler).
///
/// Each call of an element or completion closure checks that it runs on the main queue, which is
/// where the main actor runs, and stops with a message naming the call otherwise: a main-actor
/// closure never races with the main actor. The check reads a queue-specific value (tens of
/// nanoseconds) instead of asking the runtime (`MainActor.assumeIsolated`, about a microsecond
/// on Linux). Disposal may happen on any thread, so the disposal closure hops to the main queue
/// when it is called elsewhere.
package enum MainActorCall {
  /// A plain closure that runs `body` as main-actor code, on the main queue only.
  /// - Parameters:
  ///   - body: the main-actor closure.
  ///   - caller: the call that took it, for the failure message.
  package static func checked<Value>(
    _ body: (@MainActor (Value) -> Void)?, caller: StaticString
  ) -> ((Value) -> Void)? {
    guard let body else { return nil }
    // Safety: called only after the check below, on the main queue, the main actor's executor.
    let plain = unsafeBitCast(body, to: ((Value) -> Void).self)
    return { value in
      precondition(MainQueue.isCurrent, offMainMessage(caller))
      plain(value)
    }
  }

  /// A plain closure that runs `body` as main-actor code, on the main queue only.
  /// - Parameters:
  ///   - body: the main-actor closure.
  ///   - caller: the call that took it, for the failure message.
  package static func checked<First, Second>(
    _ body: (@MainActor (First, Second) -> Void)?, caller: StaticString
  ) -> ((First, Second) -> Void)? {
    guard let body else { return nil }
    // Safety: called only after the check below, on the main queue, the main actor's executor.
    let plain = unsafeBitCast(body, to: ((First, Second) -> Void).self)
    return { first, second in
      precondition(MainQueue.isCurrent, offMainMessage(caller))
      plain(first, second)
    }
  }

  /// A plain closure that runs `body` as main-actor code, on the main queue only.
  /// - Parameters:
  ///   - body: the main-actor closure.
  ///   - caller: the call that took it, for the failure message.
  package static func checked(_ body: (@MainActor () -> Void)?, caller: StaticString) -> (() -> Void)? {
    guard let body else { return nil }
    // Safety: called only after the check below, on the main queue, the main actor's executor.
    let plain = unsafeBitCast(body, to: (() -> Void).self)
    return {
      precondition(MainQueue.isCurrent, offMainMessage(caller))
      plain()
    }
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

  /// The failure message for a main-actor closure called off the main queue.
  static func offMainMessage(_ caller: StaticString) -> String {
    "\(caller) called its main-actor closure off the main queue: its scheduler (a test scheduler run "
      + "on another thread?) delivered elsewhere, and main-actor code may not run there"
  }
}
