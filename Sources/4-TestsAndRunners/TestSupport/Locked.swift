import StyleInternals

/// A value shared between threads in a test: the package's ``Lock``, under the name the tests use.
package typealias Locked<Value> = Lock<Value>
