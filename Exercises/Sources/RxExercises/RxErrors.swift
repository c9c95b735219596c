// Exercise rx-errors: retry a failing request, then fall back with catch.
// Read: Documentation/Operators/Retry.md, Documentation/Operators/Catch.md
// Check: swift run exercises check rx-errors
import RxStyle

/// Loads a page: `request` is tried up to three times in all (the first try and two retries);
/// if the third try fails too, the page shows `cached` instead and completes.
public func loadPage(_ request: Observable<String>, cached: Observable<String>) -> Observable<String> {
  // TODO: your code here, in place of the line below.
  return request
}
