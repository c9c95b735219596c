/// How `flatten` and `flatMap` combine the inner streams.
///
/// ```swift
/// searches.flatMap(.latest) { query in api.search(query) }  // only the newest search counts
/// ```
public struct FlattenStrategy: Sendable, Equatable {
  enum Kind: Equatable {
    case concurrent(limit: Int)
    case latest
    case race
  }

  let kind: Kind

  /// Runs every inner stream at once and sends their values as they come; completes when the
  /// outer and every inner stream have completed.
  public static let merge = FlattenStrategy(kind: .concurrent(limit: .max))

  /// Runs the inner streams one after the other, in order; completes after the last one.
  public static let concat = FlattenStrategy(kind: .concurrent(limit: 1))

  /// Runs only the newest inner stream, disposing the previous one when a new one arrives.
  public static let latest = FlattenStrategy(kind: .latest)

  /// Runs every inner stream until one sends something; that one wins and the others are disposed.
  public static let race = FlattenStrategy(kind: .race)

  /// Runs up to `limit` inner streams at once; the others wait their turn, in order.
  public static func concurrent(limit: UInt) -> FlattenStrategy {
    precondition(limit > 0, "concurrent(limit:) requires a positive limit")
    return FlattenStrategy(kind: .concurrent(limit: Int(clamping: limit)))
  }
}
