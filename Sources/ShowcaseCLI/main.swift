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

switch options.app {
case .library:
  let service: any WebService
  if let url = options.url {
    print("Live service: \(url.absoluteString) (timeout \(options.timeout) s)")
    service = LiveWebService(url: url, timeout: options.timeout)
  } else {
    print("Simulated service (pass --url URL for a live one)")
    service = SimulatedWebService(
      latency: .milliseconds(500),
      rxScheduler: SerialDispatchQueueScheduler(internalSerialQueueName: "showcase.service"),
      producerScheduler: QueueScheduler(name: "showcase.service"), clock: ContinuousClock())
  }
  LibraryPickerDemo(webService: service, answerTimeout: options.timeout + 5).run(readLine: read, write: write)
case .tapcounter:
  TapCounterDemo().run(readLine: read, write: write)
case .hexcolor:
  HexColorDemo().run(readLine: read, write: write)
case .currency:
  let service: any CurrencyService
  if let url = options.url {
    print("Live service: \(url.absoluteString) (timeout \(options.timeout) s)")
    service = LiveCurrencyService(url: url, timeout: options.timeout)
  } else {
    print("Rates from the file shipped with the package (pass --url URL for a live service)")
    service = FileCurrencyService()
  }
  CurrencyDemo(service: service, answerTimeout: options.timeout + 5).run(readLine: read, write: write)
case .lights:
  LightsDemo().run(readLine: read, write: write)
}
