import Foundation
import ProducerStyle
import RxStyle
import Showcase

// `swift run showcase [APP] [--url URL] [--timeout SECONDS]`: an article app in the terminal,
// its three styles side by side.

let options: ShowcaseOptions
switch ShowcaseCommandLine.parse(Array(CommandLine.arguments.dropFirst())) {
case .failure(let error):
  if let message = error.message {
    FileHandle.standardError.write(Data("error: \(message)\n\(ShowcaseCommandLine.usage)\n".utf8))
    exit(2)
  }
  print(ShowcaseCommandLine.usage)
  exit(0)
case .success(let parsed):
  options = parsed
}

let read: () -> String? = { readLine() }
let write: @Sendable (String) -> Void = { print($0) }

extension ShowcaseOptions {
  /// The live service when `--url` was given, else the local one; says which on standard output.
  func service<Service>(live: (URL, TimeInterval) -> Service, localNote: String, local: () -> Service) -> Service {
    guard let url else {
      print(localNote)
      return local()
    }
    print("Live service: \(url.absoluteString) (timeout \(timeout) s)")
    return live(url, timeout)
  }
}

switch options.app {
case .library:
  let service: any WebService = options.service(
    live: { LiveWebService(url: $0, timeout: $1) }, localNote: "Simulated service (pass --url URL for a live one)",
    local: {
      SimulatedWebService(
        latency: .milliseconds(500),
        rxScheduler: SerialDispatchQueueScheduler(internalSerialQueueName: "showcase.service"),
        producerScheduler: QueueScheduler(name: "showcase.service"), clock: ContinuousClock())
    })
  LibraryPickerDemo(webService: service, answerTimeout: options.timeout + 5).run(readLine: read, write: write)
case .tapcounter:
  TapCounterDemo().run(readLine: read, write: write)
case .hexcolor:
  HexColorDemo().run(readLine: read, write: write)
case .currency:
  let service: any CurrencyService = options.service(
    live: { LiveCurrencyService(url: $0, timeout: $1) },
    localNote: "Rates from the file shipped with the package (pass --url URL for a live service)",
    local: { FileCurrencyService() })
  CurrencyDemo(service: service, answerTimeout: options.timeout + 5).run(readLine: read, write: write)
case .lights:
  LightsDemo().run(readLine: read, write: write)
}
