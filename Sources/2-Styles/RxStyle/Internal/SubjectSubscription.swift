import StyleInternals
import Synchronization

/// One observer's attachment to a subject; disposing it detaches the observer.
// Safety: `receiver` and `core` are immutable; the flag is atomic.
final class SubjectSubscription<Element>: Disposable, @unchecked Sendable {
  let receiver: Receiver<Element>
  private let core: SubjectCore<Element>
  private let disposedFlag = Atomic<Bool>(false)
  private let countingScope: ResourceCountingScope?

  init(core: SubjectCore<Element>, receiver: Receiver<Element>) {
    self.core = core
    self.receiver = receiver
    countingScope = Resources.created()
  }

  deinit {
    Resources.released(in: countingScope)
  }

  var isDisposed: Bool { disposedFlag.load(ordering: .acquiring) }

  func dispose() {
    guard !disposedFlag.exchange(true, ordering: .acquiringAndReleasing) else { return }
    core.remove(self)
  }
}
