/// Carries a value that a producer's recipe captures (a `value:`, a sequence, a seed) into its
/// `@Sendable` start closure.
///
/// Producers, as in ReactiveSwift, accept values of any type; each run only reads the captured
/// value, or makes its own copy, so sharing it is as safe as the value type itself.
@usableFromInline
// Safety: the wrapped value is read, never mutated, by the runs that share it.
struct Captured<Value>: @unchecked Sendable {
  @usableFromInline let value: Value
  @usableFromInline init(_ value: Value) { self.value = value }
}
