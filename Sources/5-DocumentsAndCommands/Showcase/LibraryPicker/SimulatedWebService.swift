import Foundation
import ProducerStyle
import RxStyle
import StyleInternals

/// A ``WebService`` without a network: every style answers after `latency` measured on its own
/// injected scheduler or clock, so the demo runs offline and tests move time by hand.
///
/// ```swift
/// let service = SimulatedWebService(
///   latency: .milliseconds(500), rxScheduler: testScheduler, producerScheduler: producerScheduler,
///   clock: asyncScheduler.clock)
/// service.result = .failure(.httpStatus(503))  // from now on, every request fails
/// ```
public final class SimulatedWebService: WebService {
  /// How long each request takes.
  public let latency: Duration
  private let rxScheduler: any SchedulerType
  private let producerScheduler: any DateScheduler
  private let sleep: @Sendable (Duration) async throws -> Void
  private let answer: Lock<Result<Library, WebServiceError>>

  /// Creates a service answering after `latency`.
  /// - Parameters:
  ///   - library: the library every request returns until ``result`` is changed.
  ///   - latency: how long each request takes, on the style's scheduler or clock.
  ///   - rxScheduler: the Rx style's scheduler.
  ///   - producerScheduler: the producer style's scheduler.
  ///   - clock: the async style's clock.
  public init<C: Clock<Duration>>(
    library: Library = Library(name: "Simulated library"), latency: Duration,
    rxScheduler: any SchedulerType, producerScheduler: any DateScheduler, clock: C
  ) {
    self.latency = latency
    self.rxScheduler = rxScheduler
    self.producerScheduler = producerScheduler
    sleep = { try await clock.sleep(for: $0) }
    answer = Lock(.success(library))
  }

  /// What the next requests answer: a library, or an error to simulate a failing service.
  public var result: Result<Library, WebServiceError> {
    get { answer.withLock { $0 } }
    set { answer.withLock { $0 = newValue } }
  }

  /// The library as a `Single`; see ``WebService``.
  public func getLibraryRx() -> Single<Library> {
    let (result, latency) = (self.result, latency.dispatchTimeInterval)
    return Single.create { [rxScheduler] single in
      rxScheduler.scheduleRelative((), dueTime: latency) { _ in
        single(result.mapError { $0 })
        return Disposables.create()
      }
    }
  }

  /// The library as a single-value producer; see ``WebService``.
  public func getLibraryProducer() -> SignalProducer<Library, WebServiceError> {
    let (result, latency) = (self.result, latency.timeInterval)
    return SignalProducer { [producerScheduler] observer, lifetime in
      lifetime += producerScheduler.schedule(after: producerScheduler.currentDate.addingTimeInterval(latency)) {
        observer.send(single: result)
      }
    }
  }

  /// The library, awaited; see ``WebService``.
  public func getLibraryAsync() async throws(WebServiceError) -> Library {
    let result = self.result
    do {
      try await sleep(latency)
    } catch {
      throw .cancelled
    }
    return try result.get()
  }
}

extension Duration {
  /// The duration in seconds, as the producer style measures time.
  var timeInterval: TimeInterval {
    let (seconds, attoseconds) = components
    return TimeInterval(seconds) + TimeInterval(attoseconds) / 1e18
  }

  /// The duration as the Rx style measures time, to the nanosecond.
  var dispatchTimeInterval: DispatchTimeInterval {
    let (seconds, attoseconds) = components
    return .nanoseconds(Int(seconds) * 1_000_000_000 + Int(attoseconds / 1_000_000_000))
  }
}
