import Foundation
import ProducerStyle
import RxStyle
import Showcase

// `swift run showcase [--url URL] [--timeout SECONDS]`: the library picker in the terminal.

let usage = """
  usage: showcase [--url URL] [--timeout SECONDS]
    --url URL          fetch the library as JSON ({"name": "…"}) from URL; without it, a simulated
                       service answers after half a second
    --timeout SECONDS  how long a live request may take (default 10)
  """

/// The options, or a message saying what is wrong with them.
func parseOptions(_ arguments: [String]) -> Result<(url: URL?, timeout: TimeInterval), DemoOptionError> {
  var url: URL?
  var timeout: TimeInterval = 10
  var rest = arguments[...]
  while let option = rest.popFirst() {
    switch option {
    case "--url":
      guard let text = rest.popFirst() else { return .failure(.init("--url needs a value")) }
      guard let parsed = URL(string: text), let scheme = parsed.scheme?.lowercased(),
        ["http", "https"].contains(scheme),
        parsed.host?.isEmpty == false
      else { return .failure(.init("'\(text)' is not an http or https URL with a host")) }
      url = parsed
    case "--timeout":
      guard let text = rest.popFirst(), let seconds = TimeInterval(text), seconds > 0 else {
        return .failure(.init("--timeout needs a positive number of seconds"))
      }
      timeout = seconds
    case "--help", "-h":
      return .failure(.init(nil))
    default:
      return .failure(.init("unknown option '\(option)'"))
    }
  }
  return .success((url, timeout))
}

/// A command-line mistake; `message` is nil when help was asked for.
struct DemoOptionError: Error {
  let message: String?
  init(_ message: String?) { self.message = message }
}

switch parseOptions(Array(CommandLine.arguments.dropFirst())) {
case .failure(let error):
  if let message = error.message {
    FileHandle.standardError.write(Data("error: \(message)\n\(usage)\n".utf8))
    exit(2)
  }
  print(usage)
case .success(let options):
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
  let demo = LibraryPickerDemo(webService: service, answerTimeout: options.timeout + 5)
  demo.run(readLine: { readLine() }, write: { print($0) })
}
