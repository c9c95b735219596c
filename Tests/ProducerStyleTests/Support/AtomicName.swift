import Synchronization

/// These tests import both ProducerStyle and Synchronization; unqualified `Atomic` means the
/// standard library's, and ProducerStyle's is spelled `ProducerStyle.Atomic`.
typealias Atomic = Synchronization.Atomic
