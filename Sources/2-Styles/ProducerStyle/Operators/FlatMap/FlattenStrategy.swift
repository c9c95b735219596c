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
    case throttle
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

  /// Runs one inner stream at a time and drops the inner streams that arrive while it runs: once
  /// it completes, the next one to arrive runs. Completes when the outer stream and the running
  /// inner stream have completed; an inner failure or interruption ends the result.
  ///
  /// ```swift
  /// refreshTaps.flatMap(.throttle) { _ in api.reload() }  // taps during a reload are ignored
  /// ```
  public static let throttle = FlattenStrategy(kind: .throttle)

  /// Runs up to `limit` inner streams at once; the others wait their turn, in order.
  public static func concurrent(limit: UInt) -> FlattenStrategy {
    precondition(limit > 0, "concurrent(limit:) requires a positive limit")
    return FlattenStrategy(kind: .concurrent(limit: Int(clamping: limit)))
  }
}

extension FlattenStrategy {
  /// Whether a run that ends disposes the outer stream before the inner ones. ReactiveSwift's
  /// `.latest` and `.race` hold their inners in a disposable made before the outer starts, and
  /// dispose them first.
  var disposesUpstreamFirst: Bool {
    switch kind {
    case .latest, .race: false
    case .concurrent, .throttle: true
    }
  }
}
