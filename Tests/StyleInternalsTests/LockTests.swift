import Dispatch
import Testing

@testable import StyleInternals

@Suite struct LockTests {
  @Test func withLock_changesTheGuardedValueFromManyThreads() {
    let counter = Lock(0)
    DispatchQueue.concurrentPerform(iterations: 8) { _ in
      for _ in 0..<1_000 { counter.withLock { $0 += 1 } }
    }
    #expect(counter.withLock { $0 } == 8_000)
  }

  @Test func withLockIfAvailable_returnsNilWhileAnotherHolderHasIt() {
    let lock = Lock([Int]())
    let tookItAgain = lock.withLock { _ in lock.withLockIfAvailable { $0.append(1) } != nil }
    #expect(tookItAgain == false)
    #expect(lock.withLockIfAvailable { $0.append(2) } != nil)
    #expect(lock.withLock { $0 } == [2])
  }

  @Test func voidLock_guardsACriticalSection() {
    let lock = Lock()
    #expect(lock.withLock { 42 } == 42)
    let taken = lock.withLock { lock.withLockIfAvailable { true } }
    #expect(taken == nil)
  }

  @Test func withLock_rethrowsTheBodysTypedError() {
    struct Refused: Error, Equatable {}
    let lock = Lock(1)
    #expect(throws: Refused.self) { try lock.withLock { (_: inout Int) throws(Refused) in throw Refused() } }
    #expect(lock.withLock { $0 } == 1)
  }

  @Test func recursiveLock_canBeTakenAgainByItsHolder() {
    let lock = RecursiveLock()
    let depth = lock.withLock { lock.withLock { lock.withLock { 3 } } }
    #expect(depth == 3)
  }
}
