import AsyncStyle
import AsyncStyleTest
import Foundation
import ProducerStyle
import RxStyle
import RxStyleTest
import Showcase
import TestSupport

/// Every failure a web service reports, for tests that check each style maps each one.
let everyWebServiceError: [WebServiceError] = [
  .transport("no route to host"), .httpStatus(404), .httpStatus(500), .decoding("empty body"), .cancelled, .timeout,
]

/// A simulated service whose Rx-style answers come on `scheduler` after `latency`.
func simulatedService(latency: Duration, scheduler: RxStyleTest.TestScheduler) -> SimulatedWebService {
  SimulatedWebService(
    library: Library(name: "RxSwift"), latency: latency, rxScheduler: scheduler,
    producerScheduler: ProducerStyle.TestScheduler(), clock: ImmediateClock())
}

/// A simulated service whose producer-style answers come on `scheduler` after `latency`.
func simulatedService(latency: Duration, scheduler: ProducerStyle.TestScheduler) -> SimulatedWebService {
  SimulatedWebService(
    library: Library(name: "ReactiveSwift"), latency: latency, rxScheduler: RxStyleTest.TestScheduler(initialClock: 0),
    producerScheduler: scheduler, clock: ImmediateClock())
}

/// A simulated service whose async answers come on `scheduler`'s clock after `latency`.
func simulatedService(latency: Duration, scheduler: AsyncTestScheduler) -> SimulatedWebService {
  SimulatedWebService(
    library: Library(name: "Swift concurrency"), latency: latency,
    rxScheduler: RxStyleTest.TestScheduler(initialClock: 0),
    producerScheduler: ProducerStyle.TestScheduler(), clock: scheduler.clock)
}

extension LoopbackHTTPServer {
  /// A server with one route per outcome the live service must map.
  static func libraryRoutes(name: String) throws -> LoopbackHTTPServer {
    try LoopbackHTTPServer(routes: [
      "/library": .respond(status: 200, body: #"{"name":"\#(name)"}"#),
      "/missing": .respond(status: 404, body: ""),
      "/broken": .respond(status: 500, body: #"{"error":"internal"}"#),
      "/malformed": .respond(status: 200, body: "not json"),
      "/empty": .respond(status: 200, body: ""),
      "/slow": .holdOpen,
    ])
  }
}

/// The error the live service reports for each failing route of ``LoopbackHTTPServer/libraryRoutes(name:)``.
let liveFailures: [(path: String, error: WebServiceError)] = [
  ("/missing", .httpStatus(404)),
  ("/broken", .httpStatus(500)),
  ("/malformed", .decoding("the body is not valid JSON")),
  ("/empty", .decoding("empty body")),
]
