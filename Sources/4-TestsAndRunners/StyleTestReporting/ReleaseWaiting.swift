import Foundation

/// How long a leak check waits, by default, for releases still in flight on other threads (a
/// queue's last work item, a URLSession callback) before it calls what is left a leak.
public let defaultReleaseGracePeriod: TimeInterval = 2

/// Waits until `settled()` holds or `gracePeriod` has passed, turning the run loop between
/// checks: the one wait of every leak check, so that a release still in flight on another thread
/// is never taken for a leak. Returns at once when already settled.
///
/// ```swift
/// waitForReleases { Resources.total == before }
/// ```
/// - Parameters:
///   - gracePeriod: the longest wait, in seconds.
///   - settled: whether everything has been released.
public func waitForReleases(within gracePeriod: TimeInterval = defaultReleaseGracePeriod, until settled: () -> Bool) {
  let deadline = Date(timeIntervalSinceNow: gracePeriod)
  while !settled(), Date() < deadline {
    _ = RunLoop.current.run(mode: .default, before: Date(timeIntervalSinceNow: 0.001))
  }
}
