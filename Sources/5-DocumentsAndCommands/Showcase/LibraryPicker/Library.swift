/// A library the picker shows: what every style's web service fetches.
public struct Library: Codable, Equatable, Hashable, Sendable {
  /// The library's name, e.g. `"RxSwift"`.
  public let name: String

  /// Creates a library called `name`.
  public init(name: String) {
    self.name = name
  }
}
