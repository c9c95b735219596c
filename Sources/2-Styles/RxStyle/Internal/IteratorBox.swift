/// Holds a subscription's iterator; one emitting thread at a time advances it, so the run-time
/// exclusivity check (a measurable cost per element) is switched off.
@usableFromInline
final class IteratorBox<Iterator: IteratorProtocol> {
  @exclusivity(unchecked) @usableFromInline var iterator: Iterator
  @usableFromInline init(_ iterator: Iterator) { self.iterator = iterator }
}
