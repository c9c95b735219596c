// Exercise async-sharing: one iteration for many consumers, and the current value for latecomers.
// Read: Documentation/Operators/Share.md, Documentation/Operators/BehaviorSubject.md
// Check: swift run exercises check async-sharing
import AsyncStyle

/// Prices, iterated once however many views consume them at the same time.
public func sharedPrices(
  _ prices: some AsyncSequence<Int, Never> & Sendable
) -> some AsyncSequence<Int, Never> & Sendable {
  // TODO: your code here, in place of the line below.
  return prices
}

/// A profile store: a view that starts consuming `profile` gets the current profile at once,
/// then every change; `update` changes it.
public final class ProfileStore: Sendable {
  // TODO: your code here, in place of the line below.
  private let subject = AsyncPassthroughSubject<String, Never>()

  /// A store whose profile is `"guest"`.
  public init() {}

  /// The profile, from its current value on.
  public var profile: some AsyncSequence<String, Never> & Sendable { subject }

  /// Makes `name` the current profile.
  public func update(_ name: String) { subject.send(name) }
}
