/// A first-in first-out buffer: appending and taking the oldest element cost O(1), where an
/// `Array`'s `removeFirst()` costs O(n) and makes a buffering operator quadratic.
///
/// Every style queues through it: Rx's `zip`, `merge(maxConcurrent:)` and `takeLast`, the
/// producer's `zip`, `take(last:)`, flattening and replay, the async subjects, channels, `share`
/// and `flatMap`.
///
/// A value, copied on write, over one block of memory that wraps around: the elements live in
/// raw memory rather than in an array of optionals, which unspecialised generic code would pay
/// metadata lookups for on every access, and the capacity stays a power of two so that wrapping
/// is a mask. An empty buffer allocates nothing. Inlinable, so that a hot operator specialises it
/// for its own element type.
///
/// ```swift
/// var buffer = FIFOBuffer<Int>()
/// buffer.append(1)
/// buffer.append(2)
/// buffer.removeFirst()  // 1
/// ```
@usableFromInline
package struct FIFOBuffer<Element> {
  @usableFromInline var storage: FIFOStorage<Element>?

  /// Creates an empty buffer.
  @inlinable
  package init() {}

  /// The number of elements waiting.
  @inlinable
  package var count: Int { storage?.count ?? 0 }

  /// Whether no element is waiting.
  @inlinable
  package var isEmpty: Bool { count == 0 }

  /// The oldest element; the buffer must not be empty. Not optional, so that unspecialised
  /// generic code reading it builds no `Optional<Element>`.
  @inlinable
  package var first: Element {
    precondition(!isEmpty, "first on an empty FIFOBuffer")
    return storage.unsafelyUnwrapped.elements[storage.unsafelyUnwrapped.head]
  }

  /// Adds `element` after every element already waiting.
  @inlinable
  package mutating func append(_ element: Element) {
    uniqueStorage().append(element)
  }

  /// Removes and returns the oldest element; the buffer must not be empty.
  @inlinable
  @discardableResult
  package mutating func removeFirst() -> Element {
    precondition(!isEmpty, "removeFirst() on an empty FIFOBuffer")
    return uniqueStorage().removeFirst()
  }

  /// Removes and returns the oldest element, or `nil` when the buffer is empty.
  @inlinable
  package mutating func popFirst() -> Element? {
    isEmpty ? nil : removeFirst()
  }

  /// Drops every element, keeping the memory for the elements to come.
  @inlinable
  package mutating func removeAll() {
    guard !isEmpty else { return }
    uniqueStorage().removeAll()
  }

  /// Moves every element, oldest first, to the end of `batch`, and leaves the buffer empty with
  /// its memory kept.
  ///
  /// The elements go over in at most two block copies (the ring's two runs), not one by one: for
  /// a subject consumer draining its buffer, that is the whole cost of a batch.
  @inlinable
  package mutating func removeAll(into batch: inout [Element]) {
    guard !isEmpty else { return }
    let storage = uniqueStorage()
    let (firstRun, secondRun) = storage.runs
    let start = storage.elements + storage.head
    batch.append(contentsOf: UnsafeBufferPointer(start: start, count: firstRun))
    start.deinitialize(count: firstRun)
    if secondRun > 0 {
      batch.append(contentsOf: UnsafeBufferPointer(start: storage.elements, count: secondRun))
      storage.elements.deinitialize(count: secondRun)
    }
    storage.head = 0
    storage.count = 0
  }

  @inlinable
  mutating func uniqueStorage() -> FIFOStorage<Element> {
    // Checked before binding the reference, which would itself make it shared.
    if isKnownUniquelyReferenced(&storage), let storage { return storage }
    let copy = FIFOStorage<Element>(copying: storage)
    storage = copy
    return copy
  }
}

/// The memory of a ``FIFOBuffer``: `count` elements from `head`, wrapping at `capacity`, a power
/// of two.
///
/// It is also the FIFO of an owner that serialises access and never shares it (an Rx sink's
/// queue): held directly, it skips the buffer's copy-on-write check and optional storage, which
/// unspecialised generic code pays for on every element.
@usableFromInline
package final class FIFOStorage<Element> {
  // The owner serialises access, so run-time exclusivity checks are off.
  @usableFromInline @exclusivity(unchecked) var elements: UnsafeMutablePointer<Element>
  @usableFromInline @exclusivity(unchecked) var capacity: Int
  @usableFromInline @exclusivity(unchecked) var head = 0
  @usableFromInline @exclusivity(unchecked) var count = 0

  @usableFromInline
  init(copying other: FIFOStorage<Element>?) {
    capacity = Swift.max(4, other?.capacity ?? 0)
    elements = .allocate(capacity: capacity)
    if let other {
      let (firstRun, secondRun) = other.runs
      elements.initialize(from: other.elements + other.head, count: firstRun)
      (elements + firstRun).initialize(from: other.elements, count: secondRun)
      count = other.count
    }
  }

  /// Creates an empty queue.
  @inlinable
  package convenience init() { self.init(copying: nil) }

  deinit {
    removeAll()
    elements.deallocate()
  }

  /// Whether no element is waiting.
  @inlinable
  package var isEmpty: Bool { count == 0 }

  /// The oldest element; the queue must not be empty.
  @inlinable
  package var first: Element {
    precondition(count > 0, "first on an empty FIFOStorage")
    return elements[head]
  }

  /// Where the element `offset` places after the head is.
  @inlinable
  func index(_ offset: Int) -> Int { (head &+ offset) & (capacity &- 1) }

  /// How many elements lie from the head to the end of the memory, and how many wrap around to
  /// its start.
  @inlinable
  var runs: (first: Int, second: Int) {
    let first = Swift.min(count, capacity &- head)
    return (first, count &- first)
  }

  /// Adds `element` after every element already waiting.
  @inlinable
  package func append(_ element: Element) {
    if count == capacity { grow() }
    (elements + index(count)).initialize(to: element)
    count &+= 1
  }

  /// Removes and returns the oldest element; the queue must not be empty.
  @inlinable
  @discardableResult
  package func removeFirst() -> Element {
    precondition(count > 0, "removeFirst() on an empty FIFOStorage")
    let element = (elements + head).move()
    head = index(1)
    count &-= 1
    return element
  }

  /// Drops every element, keeping the memory.
  @usableFromInline
  package func removeAll() {
    // Whole runs at a time: unspecialised, each call goes through the element type's witness.
    let (firstRun, secondRun) = runs
    (elements + head).deinitialize(count: firstRun)
    elements.deinitialize(count: secondRun)
    head = 0
    count = 0
  }

  @usableFromInline
  func grow() {
    let larger = UnsafeMutablePointer<Element>.allocate(capacity: capacity * 2)
    // Two block moves, not one per element: unspecialised, each call goes through the element
    // type's witness.
    let (firstRun, secondRun) = runs
    larger.moveInitialize(from: elements + head, count: firstRun)
    (larger + firstRun).moveInitialize(from: elements, count: secondRun)
    elements.deallocate()
    elements = larger
    capacity *= 2
    head = 0
  }
}

extension FIFOBuffer: Sendable where Element: Sendable {}

// Safety: a storage is mutated only through a buffer that holds the one reference to it (copy on
// write), so a storage that two threads can see is never written.
extension FIFOStorage: @unchecked Sendable where Element: Sendable {}
