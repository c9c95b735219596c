import RxStyle
import StyleInternals
import XCTest

/// Records every event it receives, for synchronous tests that need no virtual time.
final class EventRecorder<Element>: ObserverType, @unchecked Sendable {
  // Safety: the events live inside `recorded`'s lock.
  private let recorded = Lock<[Event<Element>]>([])

  func on(_ event: Event<Element>) {
    recorded.withLock { $0.append(event) }
  }

  var events: [Event<Element>] { recorded.value }

  var elements: [Element] { events.compactMap(\.element) }
}

/// Subscribes a recorder to `source` and returns what it recorded, disposing afterwards.
func record<Source: ObservableConvertibleType>(_ source: Source) -> [Event<Source.Element>] {
  let recorder = EventRecorder<Source.Element>()
  let subscription = source.asObservable().subscribe(recorder)
  subscription.dispose()
  return recorder.events
}
