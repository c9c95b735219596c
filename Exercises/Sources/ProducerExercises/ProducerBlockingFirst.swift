// Exercise producer-blocking-first: the blocking-first pattern on the library picker's service.
// Read: Documentation/Patterns/BlockingFirst.md and Documentation/Apps/LibraryPicker.md
// Check: swift run exercises check producer-blocking-first
import ProducerStyle
import Showcase

/// What the service's request answers with: start it and block for its first event
/// (`first()`), a library or the request's error.
public func firstAnswer(from webService: any WebService) -> Result<Library, WebServiceError>? {
  // TODO: your code here, in place of the line below.
  return nil
}

/// The names of the libraries of two requests made one after the other, as `["a", "b"]`: chain
/// the second request after the first (`concat`), collect the names (`collect()`) and block for
/// that one value; a failure of either request is thrown.
public func twoNames(from webService: any WebService) throws(WebServiceError) -> [String]? {
  // TODO: your code here, in place of the line below.
  return nil
}
