/// A first-in first-out queue on a circular buffer: appending and taking the first element are
/// O(1) (an `Array`'s `removeFirst()` is O(n), which makes a buffering operator quadratic).
struct RingBuffer<Element> {
  private var storage: [Element?] = []
  private var head = 0

  /// The number of queued elements.
  private(set) var count = 0

  var isEmpty: Bool { count == 0 }

  /// Adds `element` at the back, doubling the storage when it is full.
  mutating func append(_ element: Element) {
    if count == storage.count { grow() }
    storage[(head + count) & (storage.count - 1)] = element
    count += 1
  }

  /// Removes and returns the front element, or returns `nil` when empty.
  mutating func popFirst() -> Element? {
    guard count > 0 else { return nil }
    let element = storage[head]
    storage[head] = nil
    head = (head + 1) & (storage.count - 1)
    count -= 1
    return element
  }

  /// Drops every element.
  mutating func removeAll() {
    storage = []
    head = 0
    count = 0
  }

  /// Keeps the capacity a power of two so that wrapping is a mask, not a division.
  private mutating func grow() {
    let capacity = Swift.max(4, storage.count * 2)
    var grown = [Element?](repeating: nil, count: capacity)
    for offset in 0..<count { grown[offset] = storage[(head + offset) & (storage.count - 1)] }
    storage = grown
    head = 0
  }
}
