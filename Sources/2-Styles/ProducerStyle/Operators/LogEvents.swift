/// The kinds of event `logEvents` can log.
public enum LoggingEvent {
  /// The events of a signal.
  public enum Signal: String, CaseIterable, Sendable {
    case value, completed, failed, terminated, disposed, interrupted
  }

  /// The events of a producer's start.
  public enum SignalProducer: String, CaseIterable, Sendable {
    case starting, started, value, completed, failed, terminated, disposed, interrupted
  }
}

/// Receives what `logEvents` logs: the identifier given, the event (`"value 1"`,
/// `"completed"`, …) and where `logEvents` was called.
public typealias EventLogger = (
  _ identifier: String, _ event: String, _ fileName: String, _ functionName: String, _ lineNumber: Int
) -> Void

/// The default logger: prints one line per event.
///
/// ```swift
/// // [search] value hello fileName: SearchViewModel.swift, functionName: init(), lineNumber: 12
/// ```
public func defaultEventLog(identifier: String, event: String, fileName: String, functionName: String, lineNumber: Int)
{
  print("[\(identifier)] \(event) fileName: \(fileName), functionName: \(functionName), lineNumber: \(lineNumber)")
}

extension Signal {
  /// Logs the chosen kinds of event as they pass, then passes them on unchanged.
  ///
  /// ```swift
  /// searches.logEvents(identifier: "search", events: [.value, .failed])
  /// ```
  /// - Parameters:
  ///   - identifier: names this stream in the log.
  ///   - events: which kinds of event to log; all by default.
  ///   - fileName: the full path of the file of the call; filled in by the compiler.
  ///   - functionName: where the call is; filled in by the compiler.
  ///   - lineNumber: where the call is; filled in by the compiler.
  ///   - logger: receives each log entry; by default ``defaultEventLog(identifier:event:fileName:functionName:lineNumber:)``.
  /// - Returns: the same signal, logged.
  public func logEvents(
    identifier: String = "", events: Set<LoggingEvent.Signal> = Set(LoggingEvent.Signal.allCases),
    fileName: String = #filePath, functionName: String = #function, lineNumber: Int = #line,
    logger: @escaping EventLogger = defaultEventLog
  ) -> Signal<Value, Error> {
    let log = EventLog(identifier, fileName, functionName, lineNumber, logger)
    return on(
      failed: log.entry(.failed, events), completed: log.entry(.completed, events),
      interrupted: log.entry(.interrupted, events), terminated: log.entry(.terminated, events),
      disposed: log.entry(.disposed, events), value: log.entry(.value, events))
  }
}

extension SignalProducer {
  /// Logs the chosen kinds of event of each start as they pass, then passes them on unchanged.
  ///
  /// ```swift
  /// api.search(query).logEvents(identifier: "search")
  /// // [search] starting …, [search] started …, [search] value … , [search] completed …
  /// ```
  /// - Parameters:
  ///   - identifier: names this stream in the log.
  ///   - events: which kinds of event to log; all by default.
  ///   - fileName: the full path of the file of the call; filled in by the compiler.
  ///   - functionName: where the call is; filled in by the compiler.
  ///   - lineNumber: where the call is; filled in by the compiler.
  ///   - logger: receives each log entry; by default ``defaultEventLog(identifier:event:fileName:functionName:lineNumber:)``.
  /// - Returns: the same producer, logged.
  public func logEvents(
    identifier: String = "", events: Set<LoggingEvent.SignalProducer> = Set(LoggingEvent.SignalProducer.allCases),
    fileName: String = #filePath, functionName: String = #function, lineNumber: Int = #line,
    logger: @escaping EventLogger = defaultEventLog
  ) -> SignalProducer<Value, Error> {
    let log = EventLog(identifier, fileName, functionName, lineNumber, logger)
    return on(
      starting: log.entry(.starting, events), started: log.entry(.started, events),
      failed: log.entry(.failed, events), completed: log.entry(.completed, events),
      interrupted: log.entry(.interrupted, events), terminated: log.entry(.terminated, events),
      disposed: log.entry(.disposed, events), value: log.entry(.value, events))
  }
}

/// Where and to whom one `logEvents` call logs.
// Safety: the logger is called the way the user's closures of `on` are, as events pass; like
// ReactiveSwift's logger it is not required to be Sendable.
private struct EventLog: @unchecked Sendable {
  let identifier: String
  let fileName: String
  let functionName: String
  let lineNumber: Int
  let logger: EventLogger

  init(
    _ identifier: String, _ fileName: String, _ functionName: String, _ lineNumber: Int, _ logger: @escaping EventLogger
  ) {
    self.identifier = identifier
    self.fileName = fileName
    self.functionName = functionName
    self.lineNumber = lineNumber
    self.logger = logger
  }

  func write(_ event: String) { logger(identifier, event, fileName, functionName, lineNumber) }

  func entry<Kind: RawRepresentable & Hashable>(_ kind: Kind, _ events: Set<Kind>) -> (@Sendable () -> Void)?
  where Kind.RawValue == String {
    guard events.contains(kind) else { return nil }
    let name = kind.rawValue
    return { write(name) }
  }

  func entry<Kind: RawRepresentable & Hashable, Payload>(_ kind: Kind, _ events: Set<Kind>) -> (
    @Sendable (Payload) -> Void
  )? where Kind.RawValue == String {
    guard events.contains(kind) else { return nil }
    let name = kind.rawValue
    return { payload in write("\(name) \(payload)") }
  }
}
