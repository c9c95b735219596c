// Given: the code that exercises rx-port-counter and producer-port-counter port to their styles;
// its tests are Tests/AsyncExercisesTests/GivenCounterTests.swift.
import AsyncStyle

/// A tap counter with a reset button: each tap adds one, each reset goes back to zero; the count
/// is given after every tap and reset.
public func counter(
  taps: some AsyncSequence<Void, Never> & Sendable, resets: some AsyncSequence<Void, Never> & Sendable
) -> some AsyncSequence<Int, Never> & Sendable {
  merge(taps.map { 1 }, resets.map { 0 })
    .scan(0) { count, step in step == 0 ? 0 : count + step }
}
