/// Carries a value that an `Observable` recipe captures (a `just` element, a `scan` seed) into
/// its `@Sendable` subscription closure.
///
/// Observables, as in RxSwift, accept elements of any type; a recipe only reads such a value, or
/// hands each subscription its own copy, so sharing it is as safe as the element type itself.
@usableFromInline
// Safety: the wrapped value is read, never mutated, by the subscriptions that share it.
struct Captured<Value>: @unchecked Sendable {
  @usableFromInline let value: Value
  @usableFromInline init(_ value: Value) { self.value = value }
}
