/// The base of stages that subscribe to a fixed list of sources and combine them by position
/// (`combineLatest`, `zip`).
///
/// Each source gets an ``IndexedChild`` that, under the stage's lock, stores the element where
/// the subclass's closures can read it, then calls ``sourceNext(_:)``.
// Safety: subclasses touch their state only under `lock` (held by every child call).
class IndexedSourcesSink<Result>: LockedSink<Never, Result>, @unchecked Sendable {
  private let children = CompositeDisposable()

  /// Subscribes to `source` as source number `index`; `store` keeps each element (under the lock).
  final func add<Element>(_ source: Observable<Element>, index: Int, store: @escaping (Element) -> Void) {
    let child = IndexedChild(parent: self, index: index, store: store)
    guard children.insert(child) != nil else { return }
    child.subscribe(to: source)
  }

  /// An element of source `index` was stored. Called under the lock.
  func sourceNext(_ index: Int) {}

  /// Source `index` completed. Called under the lock.
  func sourceCompleted(_ index: Int) {}

  override func disposeResources() {
    children.dispose()
  }

  // The stage itself has no upstream of its own; its sources report through its children.
  override final func onNext(_ element: Never) {}
  override final func onError(_ error: any Error) {}
  override final func onCompleted() {}
}

// Safety: events arrive serially per source and reach the parent under its lock.
private final class IndexedChild<Element, Result>: ChildSink<Element>, @unchecked Sendable {
  private let parent: IndexedSourcesSink<Result>
  private let index: Int
  private let store: (Element) -> Void

  init(parent: IndexedSourcesSink<Result>, index: Int, store: @escaping (Element) -> Void) {
    self.parent = parent
    self.index = index
    self.store = store
  }

  override func onNext(_ element: Element) {
    parent.lock.lock()
    if !parent.isDisposed {
      store(element)
      parent.sourceNext(index)
    }
    parent.lock.unlock()
  }

  override func onError(_ error: any Error) {
    dispose()
    parent.lockedError(error)
  }

  override func onCompleted() {
    dispose()
    parent.lock.lock()
    parent.sourceCompleted(index)
    parent.lock.unlock()
  }
}

/// The latest element of one `combineLatest` source.
///
/// Stored by hand rather than as an `Element?`, whose construction in unspecialised generic code
/// costs a metadata lookup per element. Touched only under the owning stage's lock.
final class LatestSlot<Element> {
  private let storage = UnsafeMutablePointer<Element>.allocate(capacity: 1)
  @exclusivity(unchecked) private var hasValue = false

  deinit {
    if hasValue { storage.deinitialize(count: 1) }
    storage.deallocate()
  }

  /// Replaces the latest element.
  func set(_ element: Element) {
    if hasValue {
      storage.pointee = element
    } else {
      storage.initialize(to: element)
      hasValue = true
    }
  }

  /// The latest element; the stage reads it only once every source has emitted.
  var value: Element {
    precondition(hasValue, "combineLatest read a source that has not emitted")
    return storage.pointee
  }
}
