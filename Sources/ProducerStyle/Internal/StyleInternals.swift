import StyleInternals

// The package's shared helpers under their own names in this module, so that a file here can use
// them without importing `StyleInternals` (an `@inlinable` body still needs the import).

/// See ``StyleInternals/Captured``.
@usableFromInline typealias Captured<Value> = StyleInternals.Captured<Value>

/// See ``StyleInternals/currentThreadID()``.
@inline(__always)
func currentThreadID() -> UInt { StyleInternals.currentThreadID() }
