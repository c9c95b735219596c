import AsyncStyle
import AsyncStyleTest
import XCTest

/// Names that code written for swift-async-algorithms spells and that must resolve here.
final class AnchorNamesTests: AsyncStyleTestCase {
  func test_iterators_areNamedIterator_andAsyncIteratorIsTheSameType() {
    XCTAssertTrue(AsyncChannel<Int>.Iterator.self == AsyncChannel<Int>.AsyncIterator.self)
    XCTAssertTrue(
      AsyncThrowingChannel<Int, any Error>.Iterator.self == AsyncThrowingChannel<Int, any Error>.AsyncIterator.self)
    typealias Numbers = AsyncSyncSequence<[Int]>
    XCTAssertTrue(
      AsyncMerge2Sequence<Numbers, Numbers>.Iterator.self == AsyncMerge2Sequence<Numbers, Numbers>.AsyncIterator.self)
    XCTAssertTrue(
      AsyncZip2Sequence<Numbers, Numbers>.Iterator.self == AsyncZip2Sequence<Numbers, Numbers>.AsyncIterator.self)
    XCTAssertTrue(
      AsyncChunksOfCountSequence<Numbers, [Int]>.Iterator.self
        == AsyncChunksOfCountSequence<Numbers, [Int]>.AsyncIterator.self)
  }

  /// An iterator spelled `X.Iterator` by code written for the anchor is a type of X's own, not an
  /// alias of a shared one: the symbol is the anchor's, and so is what a debugger or a type error shows.
  func test_iteratorsOfTheAnchorsSequences_areTypesOfTheirOwn() {
    typealias Numbers = AsyncSyncSequence<[Int]>
    let iterators: [(any AsyncIteratorProtocol.Type, String)] = [
      (AsyncMerge2Sequence<Numbers, Numbers>.Iterator.self, "AsyncMerge2Sequence"),
      (AsyncMerge3Sequence<Numbers, Numbers, Numbers>.Iterator.self, "AsyncMerge3Sequence"),
      (AsyncChain3Sequence<Numbers, Numbers, Numbers>.Iterator.self, "AsyncChain3Sequence"),
      (AsyncBufferSequence<Numbers>.Iterator.self, "AsyncBufferSequence"),
      (AsyncDebounceSequence<Numbers, ContinuousClock>.Iterator.self, "AsyncDebounceSequence"),
      (AsyncChunksOfCountOrSignalSequence<Numbers, [Int], Numbers>.Iterator.self, "AsyncChunksOfCountOrSignalSequence"),
      (AsyncExclusiveReductionsSequence<Numbers, Int>.Iterator.self, "AsyncExclusiveReductionsSequence"),
      (AsyncInclusiveReductionsSequence<Numbers>.Iterator.self, "AsyncInclusiveReductionsSequence"),
      (AsyncRemoveDuplicatesSequence<Numbers>.Iterator.self, "AsyncRemoveDuplicatesSequence"),
    ]
    for (iterator, sequence) in iterators {
      let name = String(reflecting: iterator)
      XCTAssertTrue(name.hasPrefix("AsyncStyle.\(sequence)<") && name.hasSuffix(">.Iterator"), name)
    }
  }

  func test_interspersed_closureForms_returnTheAnchorsTypes() {
    typealias Numbers = AsyncSyncSequence<[Int]>
    let numbers: [Int] = [1, 2]
    let made = numbers.async.interspersed { 0 }
    let thrown = numbers.async.interspersed { () async throws -> Int in 0 }
    XCTAssertTrue(type(of: made) == AsyncInterspersedSequence<Numbers>.self)
    XCTAssertTrue(type(of: thrown) == AsyncThrowingInterspersedSequence<Numbers>.self)
    let madeAtOnce = numbers.async.interspersed { () -> Int in 0 }
    let thrownAtOnce = numbers.async.interspersed { () throws -> Int in 0 }
    XCTAssertTrue(type(of: madeAtOnce) == AsyncInterspersedSequence<Numbers>.self)
    XCTAssertTrue(type(of: thrownAtOnce) == AsyncThrowingInterspersedSequence<Numbers>.self)
  }

  func test_flatMapLatestShareAndMapError_returnNamedTypes() {
    typealias Numbers = AsyncSyncSequence<[Int]>
    let latest = [1, 2].async.flatMapLatest { [$0].async }
    let shared = [1, 2].async.share()
    let mapped = Scripted([1]).mapError { error -> any Error in error }
    XCTAssertTrue(type(of: latest) == AsyncFlatMapLatestSequence<Numbers, Numbers>.self)
    XCTAssertTrue(type(of: shared) == AsyncShareSequence<Numbers>.self)
    XCTAssertTrue(type(of: mapped) == AsyncMapErrorSequence<Scripted<Int>, any Error>.self)
  }

  func test_exclusiveReductions_areTheAnchorsTypes() {
    let running = [1, 2].async.reductions(0) { $0 + $1 }
    let folded = [1, 2].async.reductions(into: [Int]()) { $0.append($1) }
    let throwing = Scripted([1]).reductions(0) { (total, value) throws(TestError) in total + value }
    XCTAssertTrue(type(of: running) == AsyncExclusiveReductionsSequence<AsyncSyncSequence<[Int]>, Int>.self)
    XCTAssertTrue(type(of: folded) == AsyncExclusiveReductionsSequence<AsyncSyncSequence<[Int]>, [Int]>.self)
    XCTAssertTrue(type(of: throwing) == AsyncThrowingExclusiveReductionsSequence<Scripted<Int>, Int>.self)
  }

  func test_exclusiveReductions_onVirtualTime_sendTheRunningResultNotTheInitialValue() {
    let scheduler = AsyncTestScheduler()
    let source = scheduler.createHotSequence([.next(210, 1), .next(220, 2), .next(240, 3), .completed(300)])
    let recorder = scheduler.start { source.reductions(into: 10) { $0 += $1 } }
    XCTAssertEqual(recorder.events, [.next(210, 11), .next(220, 13), .next(240, 16), .completed(300)])
  }

  func test_repeatingOnTheSuspendingClock_isATimerOnThatClock() {
    // The suspending clock is the real one, so only the shape is checked here; the schedule is
    // the clock-generic timer's, which TimerTests checks on virtual time.
    let timer: AsyncTimerSequence<SuspendingClock> = .repeating(every: .seconds(1))
    let tolerant = AsyncTimerSequence.repeating(every: .milliseconds(5), tolerance: .milliseconds(1))
    XCTAssertTrue(type(of: timer) == type(of: tolerant))
  }
}
