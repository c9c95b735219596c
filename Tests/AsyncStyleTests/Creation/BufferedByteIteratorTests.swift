import AsyncStyle
import AsyncStyleTest
import StyleInternals
import TestSupport
import XCTest

final class BufferedByteIteratorTests: AsyncStyleTestCase {
  /// A read function that hands out `blocks` one per call, then `0`, and counts its calls.
  final class Blocks: Sendable {
    private let state: Lock<(remaining: [[UInt8]], calls: Int)>
    private let failure: (atCall: Int, error: TestError)?

    init(_ blocks: [[UInt8]], failingAtCall failure: (Int, TestError)? = nil) {
      state = Lock((blocks, 0))
      self.failure = failure
    }

    var calls: Int { state.withLock { $0.calls } }

    func read(into buffer: UnsafeMutableRawBufferPointer) throws -> Int {
      let (call, block) = state.withLock { state -> (Int, [UInt8]) in
        state.calls += 1
        return (state.calls, state.remaining.isEmpty ? [] : state.remaining.removeFirst())
      }
      if let failure, failure.atCall == call { throw failure.error }
      buffer.copyBytes(from: block)
      return block.count
    }
  }

  func test_emptySourceEndsAtOnceAndIsNotReadAgain() async throws {
    let source = Blocks([])
    var iterator = AsyncBufferedByteIterator(capacity: 4) { try source.read(into: $0) }
    XCTAssertEqual(source.calls, 0)
    let first = try await iterator.next()
    let second = try await iterator.next()
    XCTAssertNil(first)
    XCTAssertNil(second)
    XCTAssertEqual(source.calls, 1)
  }

  func test_bytesOfEveryBlockInOrderThenNil() async throws {
    let source = Blocks([[1, 2], [3], [4, 5]])
    var iterator = AsyncBufferedByteIterator(capacity: 2) { buffer in
      XCTAssertEqual(buffer.count, 2)
      return try source.read(into: buffer)
    }
    var bytes: [UInt8] = []
    var callsBeforeEachByte: [Int] = []
    while let byte = try await iterator.next() {
      bytes.append(byte)
      callsBeforeEachByte.append(source.calls)
    }
    XCTAssertEqual(bytes, [1, 2, 3, 4, 5])
    XCTAssertEqual(callsBeforeEachByte, [1, 1, 2, 3, 3])
    XCTAssertEqual(source.calls, 4)
    let afterEnd = try await iterator.next()
    XCTAssertNil(afterEnd)
    XCTAssertEqual(source.calls, 4)
  }

  func test_failureOfTheReadFunctionIsThrownAndEndsTheIteration() async throws {
    let source = Blocks([[1, 2], [3]], failingAtCall: (2, TestError(code: 9)))
    var iterator = AsyncBufferedByteIterator(capacity: 2) { try source.read(into: $0) }
    var bytes: [UInt8] = []
    do {
      while let byte = try await iterator.next() { bytes.append(byte) }
      XCTFail("expected the read function's failure")
    } catch {
      XCTAssertEqual(error as? TestError, TestError(code: 9))
    }
    let afterFailure = try await iterator.next()
    XCTAssertEqual(bytes, [1, 2])
    XCTAssertNil(afterFailure)
    XCTAssertEqual(source.calls, 2)
  }

  func test_cancellationHandsOutBufferedBytesThenThrowsBeforeTheNextRead() async {
    let source = Blocks([[1, 2], [3, 4]])
    let consumer = Task { () -> ([UInt8], (any Error)?) in
      var iterator = AsyncBufferedByteIterator(capacity: 2) { try source.read(into: $0) }
      var bytes: [UInt8] = []
      do {
        while let byte = try await iterator.next() {
          bytes.append(byte)
          withUnsafeCurrentTask { $0?.cancel() }
        }
        return (bytes, nil)
      } catch {
        return (bytes, error)
      }
    }
    let (bytes, error) = await consumer.value
    XCTAssertEqual(bytes, [1, 2])
    XCTAssertTrue(error is CancellationError)
    XCTAssertEqual(source.calls, 1)
  }

  func test_capacityBelowOneIsAClearError() async {
    var iterator = AsyncBufferedByteIterator(capacity: 0) { _ in 1 }
    do {
      _ = try await iterator.next()
      XCTFail("expected an error")
    } catch {
      XCTAssertEqual(error as? AsyncBufferedByteIteratorError, .nonPositiveCapacity(0))
    }
  }

  func test_readCountOutsideTheBufferIsAClearError() async throws {
    var tooMany = AsyncBufferedByteIterator(capacity: 2) { _ in 3 }
    var negative = AsyncBufferedByteIterator(capacity: 2) { _ in -1 }
    var errors: [AsyncBufferedByteIteratorError?] = []
    do { _ = try await tooMany.next() } catch { errors.append(error as? AsyncBufferedByteIteratorError) }
    do { _ = try await negative.next() } catch { errors.append(error as? AsyncBufferedByteIteratorError) }
    XCTAssertEqual(errors, [.invalidReadCount(3, capacity: 2), .invalidReadCount(-1, capacity: 2)])
    let afterError = try await tooMany.next()
    XCTAssertNil(afterError)
  }
}
