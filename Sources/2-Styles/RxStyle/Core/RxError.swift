/// The errors RxStyle itself produces.
public enum RxError: Swift.Error, CustomDebugStringConvertible {
  /// Something went wrong that has no better description.
  case unknown
  /// An object was used after it was disposed.
  case disposed(object: any AnyObject & Sendable)
  /// An arithmetic operation overflowed.
  case overflow
  /// An argument was out of range (for example, an `element(at:)` index past the end).
  case argumentOutOfRange
  /// A sequence had no element where one was required.
  case noElements
  /// A sequence had more than one element where exactly one was required.
  case moreThanOneElement
  /// A `timeout` operator or a blocking wait ran out of time.
  case timeout

  /// A description that explains the usual cause.
  public var debugDescription: String {
    switch self {
    case .unknown: "Unknown error occurred."
    case .disposed(let object): "Object `\(object)` was already disposed."
    case .overflow: "Arithmetic overflow occurred."
    case .argumentOutOfRange: "Argument out of range."
    case .noElements: "Sequence doesn't contain any elements."
    case .moreThanOneElement: "Sequence contains more than one element."
    case .timeout:
      "Sequence timeout: no event arrived in time. With toBlocking(), the usual cause is a hot source "
        + "(a subject, a relay, a UI event) that sent its events before toBlocking() subscribed and will "
        + "not send them again: record hot sources with an observer subscribed before the events."
    }
  }
}
