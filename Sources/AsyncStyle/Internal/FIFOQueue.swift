/// A first-in, first-out queue over an array: popping moves a head index instead of shifting the
/// elements, the array's storage is kept when the queue empties, and the popped prefix is dropped
/// once it is at least half of the array, so a queue that never empties does not grow without
/// bound. Subject and share consumers and flatMap's waiting outer elements use it.
@usableFromInline
struct FIFOQueue<Element> {
  @usableFromInline var elements: [Element] = []
  @usableFromInline var head = 0

  @inlinable init() {}

  @inlinable var isEmpty: Bool { head == elements.count }

  @inlinable var count: Int { elements.count &- head }

  @inlinable
  mutating func append(_ element: Element) { elements.append(element) }

  /// Removes and returns the oldest element; the queue must not be empty.
  @inlinable
  mutating func removeFirst() -> Element {
    let element = elements[head]
    head &+= 1
    if head == elements.count {
      elements.removeAll(keepingCapacity: true)
      head = 0
    } else if head >= 64, head &* 2 >= elements.count {
      elements.removeFirst(head)
      head = 0
    }
    return element
  }

  /// Moves every element into `batch`, an empty array whose capacity the queue takes over, so
  /// that the elements change hands without a copy.
  @inlinable
  mutating func removeAll(into batch: inout [Element]) {
    if head > 0 {
      elements.removeFirst(head)
      head = 0
    }
    swap(&elements, &batch)
  }

  @inlinable
  mutating func removeAll() {
    elements = []
    head = 0
  }
}

extension FIFOQueue: Sendable where Element: Sendable {}
