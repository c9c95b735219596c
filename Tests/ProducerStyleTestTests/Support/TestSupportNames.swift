import ProducerStyleTest
import TestSupport

// TestSupport's shared test helpers under their names in this test target, so that a test file
// here can use them without importing TestSupport itself.
typealias TestError = TestSupport.TestError
typealias Locked<Value> = TestSupport.Locked<Value>
