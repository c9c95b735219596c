import Foundation
import ProducerStyle
import ProducerStyleTest
import Synchronization

/// A log of when the producers a test marks are started and disposed, each entry stamped with
/// the test scheduler's virtual time: `"a started @ 0"`, `"a disposed @ 3"`.
///
/// ```swift
/// let lifecycle = Lifecycle(clock: scheduler)
/// let source = lifecycle.mark("a", try scheduler.createColdProducer(marbles: "-1|", values: ["1": 1]))
/// ```
final class Lifecycle: Sendable {
  private let entries = Mutex<[String]>([])
  private let clock: TestScheduler?

  /// A log stamped with `clock`'s time, or without times when there is none.
  init(clock: TestScheduler? = nil) {
    self.clock = clock
  }

  /// `producer`, logging under `name` when each run of it has started and when it is disposed.
  func mark<Value, Error>(_ name: String, _ producer: SignalProducer<Value, Error>) -> SignalProducer<Value, Error> {
    producer.on(started: { self.note("\(name) started") }, disposed: { self.note("\(name) disposed") })
  }

  /// Adds `text` to the log, with the time.
  func note(_ text: String) {
    let stamp = clock.map { " @ \(Int($0.recorderTime))" } ?? ""
    entries.withLock { $0.append(text + stamp) }
  }

  /// The entries, in order.
  var log: [String] { entries.withLock { $0 } }

  /// How many entries are exactly `text`.
  func count(_ text: String) -> Int { log.filter { $0 == text }.count }
}
