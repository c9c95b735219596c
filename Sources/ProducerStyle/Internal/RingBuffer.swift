/// A first-in first-out buffer with constant-time append and removal at the front: `zip` and
/// `take(last:)` buffer values here, never in an array they remove the first element of.
struct RingBuffer<Element> {
  private var storage: [Element?] = []
  private var head = 0
  private(set) var count = 0

  var isEmpty: Bool { count == 0 }

  mutating func append(_ element: Element) {
    if count == storage.count { grow() }
    storage[(head + count) % storage.count] = element
    count += 1
  }

  mutating func popFirst() -> Element? {
    guard count > 0 else { return nil }
    let element = storage[head]
    storage[head] = nil
    head = (head + 1) % storage.count
    count -= 1
    return element
  }

  private mutating func grow() {
    var larger: [Element?] = Array(repeating: nil, count: Swift.max(4, storage.count * 2))
    for offset in 0..<count { larger[offset] = storage[(head + offset) % storage.count] }
    storage = larger
    head = 0
  }
}
