import StyleInternals

/// How a stage over a fixed list of sources pairs their elements.
enum CombiningRule: Sendable {
  /// `combineLatest`: the latest element of every source, whenever one emits, once all have one.
  case latest
  /// `zip` of a fixed number of sources: elements queued per source and combined by position;
  /// completes when every source has completed.
  case zip
  /// `zip` of a collection: as `.zip`, but also completes as soon as an element arrives that can
  /// never be paired because every other source has completed.
  case zipCollection
}

/// The one stage behind `combineLatest` and `zip`, for any number of sources.
///
/// Each source gets an ``IndexedChild`` that, under the stage's lock, stores the element in the
/// source's ``SourceSlot`` and tells the stage, which combines when every slot is ready.
// Safety: the bookkeeping and the slots are touched only under `lock` (held by every child call).
final class IndexedSourcesSink<Result>: LockedSink<Never, Result>, @unchecked Sendable {
  private let rule: CombiningRule
  private let slots: [SlotBase]
  private let result: () throws -> Result
  private let children = CompositeDisposable()
  private var isDone: [Bool]
  private var doneCount = 0
  /// How many slots hold a value (`.latest` only: a latest value is never taken away).
  private var valueCount = 0
  /// Whether a finished source stays subscribed until its end has been passed on: RxSwift's forms
  /// over a collection of sources do so, its forms of fixed arity dispose the source first.
  fileprivate let endsSourcesAfterForwarding: Bool

  init(
    _ rule: CombiningRule, slots: [SlotBase], endsSourcesAfterForwarding: Bool = false,
    result: @escaping () throws -> Result, downstream: Receiver<Result>
  ) {
    self.rule = rule
    self.endsSourcesAfterForwarding = endsSourcesAfterForwarding
    self.slots = slots
    self.result = result
    isDone = Array(repeating: false, count: slots.count)
    super.init(downstream: downstream)
    if slots.isEmpty { completeWithoutSources() }
  }

  /// No source: `combineLatest` combines the empty list once, `zip` has nothing to pair.
  private func completeWithoutSources() {
    if rule == .latest {
      do {
        forwardNext(try result())
      } catch {
        return forwardError(error)
      }
    }
    forwardCompleted()
  }

  /// Subscribes to `source` as source number `index`, whose elements go to `slot`.
  func add<Element>(_ source: Observable<Element>, slot: SourceSlot<Element>, index: Int) {
    let child = IndexedChild(parent: self, slot: slot, index: index)
    guard children.insert(child) != nil else { return }
    child.subscribe(to: source)
  }

  /// Source `index` stored an element (called under the lock).
  fileprivate func sourceNext(_ index: Int, becameReady: Bool) {
    if rule == .latest, becameReady { valueCount += 1 }
    let isReady = rule == .latest ? valueCount == slots.count : slots.allSatisfy(\.isReady)
    if isReady {
      do {
        forwardNext(try result())
      } catch {
        forwardError(error)
      }
    } else if rule != .zip, isDone.indices.allSatisfy({ $0 == index || isDone[$0] }) {
      // A source with nothing to give has completed, so no combination will ever exist again.
      forwardCompleted()
    }
  }

  /// Source `index` completed (called under the lock).
  /// Returns whether the stage ended.
  @discardableResult
  fileprivate func sourceCompleted(_ index: Int) -> Bool {
    guard !isDone[index] else { return false }
    isDone[index] = true
    doneCount += 1
    guard doneCount == isDone.count else { return false }
    forwardCompleted()
    return true
  }

  override func disposeResources() {
    children.dispose()
  }

  // The stage itself has no upstream of its own; its sources report through its children.
  override func onNext(_ element: Never) {}
  override func onError(_ error: any Error) {}
  override func onCompleted() {}
}

// Safety: events arrive serially per source and reach the parent under its lock.
private final class IndexedChild<Element, Result>: SinkBase<Element>, @unchecked Sendable {
  private let parent: IndexedSourcesSink<Result>
  private let slot: SourceSlot<Element>
  private let index: Int

  init(parent: IndexedSourcesSink<Result>, slot: SourceSlot<Element>, index: Int) {
    self.parent = parent
    self.slot = slot
    self.index = index
  }

  override func onNext(_ element: Element) {
    parent.lock.lock()
    if !parent.isDisposed { parent.sourceNext(index, becameReady: slot.store(element)) }
    parent.lock.unlock()
  }

  override func onError(_ error: any Error) {
    if !parent.endsSourcesAfterForwarding { dispose() }
    parent.lockedError(error)
  }

  override func onCompleted() {
    guard parent.endsSourcesAfterForwarding else {
      dispose()
      parent.lock.lock()
      parent.sourceCompleted(index)
      parent.lock.unlock()
      return
    }
    // The last source to finish is disposed with the stage, after the end went on.
    parent.lock.lock()
    let ended = parent.sourceCompleted(index)
    parent.lock.unlock()
    if !ended { dispose() }
  }
}

/// Whether a slot can give an element, readable without knowing the element type.
class SlotBase {
  @exclusivity(unchecked) final fileprivate(set) var isReady = false
}

/// The elements of one source of a combining stage: the latest one (`.latest`) or a queue
/// (`.zip`). Touched only under the owning stage's lock.
///
/// A `FIFOStorage` held directly rather than an `Element?` or `[Element]`: unspecialised generic code that builds
/// an optional pays a metadata lookup per element, and removing an array's first is O(n).
final class SourceSlot<Element>: SlotBase {
  private let queue = FIFOStorage<Element>()
  private let keepsLatestOnly: Bool

  init(_ rule: CombiningRule) { keepsLatestOnly = rule == .latest }

  /// Stores `element`; returns whether the slot just became ready.
  func store(_ element: Element) -> Bool {
    if keepsLatestOnly, !queue.isEmpty { _ = queue.removeFirst() }
    queue.append(element)
    defer { isReady = true }
    return !isReady
  }

  /// Drops what the slot holds.
  func clear() {
    queue.removeAll()
    isReady = false
  }

  /// The element to combine: the latest (kept) or the oldest queued (taken).
  func take() -> Element {
    if keepsLatestOnly { return queue.first }
    let element = queue.removeFirst()
    isReady = !queue.isEmpty
    return element
  }
}

// The two- to eight-source shapes are generated into IndexedSourcesSink+Arity.swift.
extension CombiningRule {
  /// Combines a list of sources by this rule, into the list's order.
  func observable<Element, Result>(
    _ sources: [Observable<Element>], _ combine: @escaping @Sendable ([Element]) throws -> Result
  ) -> Observable<Result> {
    Observable { receiver in
      let slots = sources.map { _ in SourceSlot<Element>(self) }
      let sink = IndexedSourcesSink(
        self, slots: slots, endsSourcesAfterForwarding: true, result: { try combine(slots.map { $0.take() }) },
        downstream: receiver)
      for (index, source) in sources.enumerated() { sink.add(source, slot: slots[index], index: index) }
      return sink
    }
  }
}
