import Locking

/// A value shared between threads in a test.
typealias Locked = Lock
