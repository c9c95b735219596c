/// A first-in first-out queue on a circular buffer: appending and taking the first element are
/// O(1) (an `Array`'s `removeFirst()` is O(n), which makes a buffering operator quadratic).
///
/// The storage is managed by hand rather than as `[Element?]`, for speed on the `zip` path (see
/// Benchmarks/README.md); the owner serialises access, so run-time exclusivity checks are off.
/// The producer style keeps its own ring buffer on purpose: a copy-on-write value there, a
/// reference owned by a sink here, each in the module whose `zip` it serves.
final class RingBuffer<Element> {
  @exclusivity(unchecked) private var storage: UnsafeMutablePointer<Element>
  @exclusivity(unchecked) private var capacity: Int
  @exclusivity(unchecked) private var head = 0

  /// The number of queued elements.
  @exclusivity(unchecked) private(set) var count = 0

  init() {
    capacity = 4
    storage = .allocate(capacity: capacity)
  }

  deinit {
    removeAll()
    storage.deallocate()
  }

  var isEmpty: Bool { count == 0 }

  /// Adds `element` at the back, doubling the storage when it is full.
  func append(_ element: Element) {
    if count == capacity { grow() }
    (storage + ((head + count) & (capacity - 1))).initialize(to: element)
    count += 1
  }

  /// The front element; the queue must not be empty.
  var first: Element {
    precondition(count > 0, "first on an empty RingBuffer")
    return storage[head]
  }

  /// Removes and returns the front element; the queue must not be empty.
  func removeFirst() -> Element {
    precondition(count > 0, "removeFirst() on an empty RingBuffer")
    let element = (storage + head).move()
    head = (head + 1) & (capacity - 1)
    count -= 1
    return element
  }

  /// Drops every element.
  func removeAll() {
    while count > 0 { _ = removeFirst() }
    head = 0
  }

  /// Keeps the capacity a power of two so that wrapping is a mask, not a division.
  private func grow() {
    let grown = UnsafeMutablePointer<Element>.allocate(capacity: capacity * 2)
    for offset in 0..<count {
      (grown + offset).moveInitialize(from: storage + ((head + offset) & (capacity - 1)), count: 1)
    }
    storage.deallocate()
    storage = grown
    capacity *= 2
    head = 0
  }
}
