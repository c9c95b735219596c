@_exported import ProducerStyleAtomic
import Synchronization

/// Inside this module `Atomic` means the standard library's lock-free atomic, which the
/// machinery uses; the public lock-based `Atomic` comes from `ProducerStyleAtomic`, re-exported
/// below for users.
typealias Atomic = Synchronization.Atomic
