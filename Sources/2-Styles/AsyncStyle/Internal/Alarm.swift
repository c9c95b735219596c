import StyleInternals

/// The one sleeper of an operator's event loop, alive as long as the loop: each time the loop
/// arms it, it sleeps until the loop's deadline, sleeping on while the loop moves that deadline
/// later, then posts a tick to the loop.
///
/// debounce, timeout and buffer(timeSpan:) wait for a deadline that elements keep moving.
/// A task per deadline costs a task's allocation, start and end, and a cancellation, every
/// time; arming this one costs one job. The loop checks `clock.now < deadline` on a tick, since
/// an element may have moved the deadline after the sleeper's last look.
///
/// ```swift
/// let alarm = loop.startAlarm(clock: clock, deadline: clock.now.advanced(by: interval))
/// defer { alarm.stop() }
/// alarm.arm()
/// ```
@usableFromInline
struct Alarm<C: Clock>: Sendable {
  @usableFromInline let clock: C
  @usableFromInline let target: Lock<C.Instant>
  /// One entry per arming; the sleeper takes them in turn.
  @usableFromInline let arms: ChannelStorage<Void, Never>
  @usableFromInline let sleeper: Task<Void, Never>

  @inlinable
  init<Input: Sendable, Failure: Error>(
    loop: EventLoop<Input, Failure>, clock: C, deadline: C.Instant, tolerance: C.Duration?
  ) {
    let target = Lock(deadline)
    let arms = ChannelStorage<Void, Never>()
    let events = loop.events
    self.clock = clock
    self.target = target
    self.arms = arms
    sleeper = Task.inheritingExecutor {
      while case .success(.some) = await arms.receiveUntilTerminated() {
        var sleptUntil = target.withLock { $0 }
        while true {
          do {
            try await clock.sleep(until: sleptUntil, tolerance: tolerance)
          } catch {
            return
          }
          let latest = target.withLock { $0 }
          guard sleptUntil < latest else { break }
          sleptUntil = latest
        }
        guard await events.send(.tick) else { return }
      }
    }
  }

  /// The instant the alarm rings at.
  @inlinable
  var deadline: C.Instant {
    get { target.withLock { $0 } }
    nonmutating set { target.withLock { $0 = newValue } }
  }

  /// Whether the deadline is still ahead (an element moved it after the sleeper looked).
  @inlinable
  var isAhead: Bool { clock.now < deadline }

  /// Makes the sleeper sleep until the deadline and post one tick. Arm again only after that
  /// tick arrived.
  @inlinable
  func arm() {
    if arms.offer(()) { arms.wakeConsumer() }
  }

  /// Ends the sleeper, whatever it is doing.
  @inlinable
  func stop() {
    arms.terminate()
    sleeper.cancel()
  }
}

extension EventLoop {
  /// Starts the loop's alarm, disarmed, set to `deadline`.
  /// - Parameters:
  ///   - clock: the clock the alarm sleeps on.
  ///   - deadline: the first deadline; the loop moves it with ``Alarm/deadline``.
  ///   - tolerance: passed to each of the clock's sleeps.
  @inlinable
  func startAlarm<C: Clock>(clock: C, deadline: C.Instant, tolerance: C.Duration? = nil) -> Alarm<C> {
    Alarm(loop: self, clock: clock, deadline: deadline, tolerance: tolerance)
  }
}
