/// A first-in first-out buffer with constant-time append and removal at the front: `zip` and
/// `take(last:)` buffer values here, never in an array they remove the first element of.
///
/// A value type over one growable block of memory, copied on write. The elements live in raw
/// memory rather than an array of optionals: the buffer is used from unspecialised generic code,
/// where each `[Element?]` access would look up the metadata of the optional and of the array.
///
/// The Rx style keeps its own ring buffer, a reference type owned by a sink; see the note in
/// its `Internal/RingBuffer.swift` for why the two are not one shared type.
///
/// Inlinable, so that `zip` specialises it for the caller's types.
@usableFromInline
struct RingBuffer<Element> {
  @usableFromInline var storage: RingStorage<Element>?

  @inlinable
  init() {}

  /// The number of elements waiting.
  @inlinable
  var count: Int { storage?.count ?? 0 }

  /// Whether no element is waiting.
  @inlinable
  var isEmpty: Bool { count == 0 }

  @inlinable
  mutating func append(_ element: Element) {
    uniqueStorage().append(element)
  }

  /// Removes and returns the oldest element; the buffer must not be empty.
  @inlinable
  mutating func removeFirst() -> Element {
    uniqueStorage().removeFirst()
  }

  /// Removes and returns the oldest element, or `nil` when the buffer is empty.
  @inlinable
  mutating func popFirst() -> Element? {
    isEmpty ? nil : removeFirst()
  }

  @inlinable
  mutating func uniqueStorage() -> RingStorage<Element> {
    // Checked before binding the reference, which would itself make it shared.
    if isKnownUniquelyReferenced(&storage), let storage { return storage }
    let copy = RingStorage<Element>(copying: storage)
    storage = copy
    return copy
  }
}

/// The memory of a ``RingBuffer``: `count` elements from `head`, wrapping at `capacity`.
@usableFromInline
final class RingStorage<Element> {
  @usableFromInline var elements: UnsafeMutablePointer<Element>
  @usableFromInline var capacity: Int
  @usableFromInline var head = 0
  @usableFromInline var count = 0

  @usableFromInline
  init(copying other: RingStorage<Element>?) {
    capacity = Swift.max(4, other?.capacity ?? 0)
    elements = .allocate(capacity: capacity)
    if let other {
      for offset in 0..<other.count { (elements + offset).initialize(to: other.element(at: offset)) }
      count = other.count
    }
  }

  deinit {
    for offset in 0..<count { (elements + (head + offset) % capacity).deinitialize(count: 1) }
    elements.deallocate()
  }

  private func element(at offset: Int) -> Element { elements[(head + offset) % capacity] }

  @inlinable
  func append(_ element: Element) {
    if count == capacity { grow() }
    (elements + (head + count) % capacity).initialize(to: element)
    count += 1
  }

  @inlinable
  func removeFirst() -> Element {
    precondition(count > 0, "removeFirst() on an empty ring buffer")
    let element = (elements + head).move()
    head = (head + 1) % capacity
    count -= 1
    return element
  }

  @usableFromInline
  func grow() {
    let larger = UnsafeMutablePointer<Element>.allocate(capacity: capacity * 2)
    for offset in 0..<count { (larger + offset).moveInitialize(from: elements + (head + offset) % capacity, count: 1) }
    elements.deallocate()
    elements = larger
    capacity *= 2
    head = 0
  }
}
