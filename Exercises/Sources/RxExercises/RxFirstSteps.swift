// Exercise rx-first-steps: make an observable from values you already have.
// Read: Documentation/Operators/Sequence.md and Documentation/RxStyle.md
// Check: swift run exercises check rx-first-steps
import RxStyle

/// Counts down from `start` to 1, every value at once when subscribed, then completes.
///
/// `countdown(from: 3)` emits 3, 2, 1 and completes, all at the moment of subscription.
public func countdown(from start: Int) -> Observable<Int> {
  // TODO: your code here, in place of the line below.
  return .empty()
}
