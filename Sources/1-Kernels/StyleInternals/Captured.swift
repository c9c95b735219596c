/// Carries a value that a stream's recipe captures (a `just` element, a `scan` seed, a sequence)
/// into its `@Sendable` subscription or start closure.
///
/// The Rx and producer styles, like their anchors, accept elements of any type; a recipe only
/// reads such a value, or hands each subscription its own copy, so sharing it is as safe as the
/// element type itself.
@usableFromInline
// Safety: the wrapped value is read, never mutated, by the subscriptions that share it.
package struct Captured<Value>: @unchecked Sendable {
  @usableFromInline package let value: Value
  @inlinable package init(_ value: Value) { self.value = value }
}
