import Locking
import RxStyle
import XCTest

/// Records every event it receives, for synchronous tests that need no virtual time.
final class EventRecorder<Element>: ObserverType, @unchecked Sendable {
  // Safety: `recorded` is only touched under `lock`.
  private let lock = Lock(())
  private var recorded: [Event<Element>] = []

  func on(_ event: Event<Element>) {
    lock.withLock { _ in recorded.append(event) }
  }

  var events: [Event<Element>] { lock.withLock { _ in recorded } }

  var elements: [Element] { events.compactMap(\.element) }
}

/// Subscribes a recorder to `source` and returns what it recorded, disposing afterwards.
func record<Source: ObservableConvertibleType>(_ source: Source) -> [Event<Source.Element>] {
  let recorder = EventRecorder<Source.Element>()
  let subscription = source.asObservable().subscribe(recorder)
  subscription.dispose()
  return recorder.events
}
