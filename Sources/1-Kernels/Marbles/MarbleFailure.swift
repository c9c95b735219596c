/// The error a `#` stands for when a test gives no `error:` of its own.
///
/// ```swift
/// let source = try scheduler.createHotObservable(marbles: "-a-#")  // fails with MarbleFailure()
/// ```
public struct MarbleFailure: Error, Hashable, Sendable, CustomStringConvertible {
  /// A name to tell failures apart in messages.
  public let name: String

  /// A failure called `name`.
  /// - Parameter name: how messages print it; `#` by default.
  public init(_ name: String = "#") {
    self.name = name
  }

  /// The name.
  public var description: String { name }
}
