/// An iterator of bytes that refills a buffer of its own with a read function, as
/// swift-async-algorithms' iterator of the same name: the bytes of a file, a socket or a pipe,
/// read a block at a time and handed out one by one.
///
/// Each `next()` returns the next byte of the buffer without suspending; when the buffer is used
/// up it calls `readFunction` with the whole buffer, which writes up to `buffer.count` bytes at
/// its start and returns how many it wrote. Returning `0` ends the iteration: every later `next()`
/// returns `nil` without calling the function again. A failure of `readFunction` is thrown and
/// also ends the iteration. Before each refill the iterator looks for cancellation and throws
/// `CancellationError` if its task was cancelled; bytes already in the buffer are still handed out.
///
/// Unlike swift-async-algorithms, which stops the program on such input, a capacity below 1
/// makes the first `next()` throw ``AsyncBufferedByteIteratorError/nonPositiveCapacity(_:)``, and
/// a read function that reports a count below 0 or above the capacity makes `next()` throw
/// ``AsyncBufferedByteIteratorError/invalidReadCount(_:capacity:)``.
///
/// ```swift
/// var bytes = AsyncBufferedByteIterator(capacity: 4096) { buffer in
///   try await file.read(into: buffer)  // the number of bytes read, 0 at the end
/// }
/// while let byte = try await bytes.next() { checksum &+= Int(byte) }
/// ```
public struct AsyncBufferedByteIterator: AsyncIteratorProtocol {
  public typealias Element = UInt8
  public typealias Failure = any Error

  private let storage: ByteStorage
  private let readFunction: @Sendable (UnsafeMutableRawBufferPointer) async throws -> Int
  /// The index of the next byte to hand out, and one past the last byte read.
  private var position = 0
  private var end = 0
  private var finished = false

  /// Creates an iterator whose buffer holds `capacity` bytes and is refilled by `readFunction`.
  ///
  /// - Parameters:
  ///   - capacity: the size of the buffer, the most bytes one call of `readFunction` may write;
  ///     it must be at least 1.
  ///   - readFunction: writes bytes at the start of the buffer it is given and returns how many,
  ///     or `0` when there are no more; it may suspend and throw.
  public init(
    capacity: Int, readFunction: @Sendable @escaping (UnsafeMutableRawBufferPointer) async throws -> Int
  ) {
    self.storage = ByteStorage(capacity: capacity)
    self.readFunction = readFunction
  }

  /// The next byte, reading a new block when the buffer is used up.
  ///
  /// - Returns: the next byte, or `nil` once the read function has returned `0` or failed.
  /// - Throws: the read function's failure, `CancellationError` when the task was cancelled
  ///   before a refill, or an ``AsyncBufferedByteIteratorError`` for a bad capacity or count.
  public mutating func next() async throws -> UInt8? {
    if position < end {
      defer { position += 1 }
      return storage.bytes[position]
    }
    return try await refillAndNext()
  }

  private mutating func refillAndNext() async throws -> UInt8? {
    guard !finished else { return nil }
    do {
      guard storage.capacity > 0 else { throw AsyncBufferedByteIteratorError.nonPositiveCapacity(storage.capacity) }
      try Task.checkCancellation()
      let count = try await readFunction(storage.bytes)
      guard (0...storage.capacity).contains(count) else {
        throw AsyncBufferedByteIteratorError.invalidReadCount(count, capacity: storage.capacity)
      }
      guard count > 0 else {
        finished = true
        return nil
      }
      position = 1
      end = count
      return storage.bytes[0]
    } catch {
      finished = true
      throw error
    }
  }
}

@available(*, unavailable)
extension AsyncBufferedByteIterator: Sendable {}

/// The input that ``AsyncBufferedByteIterator`` rejects.
public enum AsyncBufferedByteIteratorError: Error, Equatable, Sendable {
  /// The iterator was created with a capacity below 1.
  case nonPositiveCapacity(Int)
  /// The read function reported a count below 0 or above the capacity of the buffer.
  case invalidReadCount(Int, capacity: Int)
}

/// The buffer that a byte iterator and its copies share; it owns the memory it hands to the read
/// function.
private final class ByteStorage {
  let bytes: UnsafeMutableRawBufferPointer
  let capacity: Int

  init(capacity: Int) {
    self.capacity = capacity
    bytes = .allocate(byteCount: max(capacity, 0), alignment: MemoryLayout<UInt8>.alignment)
  }

  deinit { bytes.deallocate() }
}
