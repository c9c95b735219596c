import StyleInternals

extension ObservableType {
  /// Splits the source into one sequence per key: each element goes to the group of the key
  /// that `keySelector` gives it.
  ///
  /// A group is sent, as a ``GroupedObservable``, just before its first element; later elements
  /// with the same key go to the same group. Groups are hot: subscribe to a group when it
  /// arrives (as `flatMap` does) or its first element is missed. The source's completion or
  /// error, or an error thrown by `keySelector`, ends every group and the result. The source's
  /// subscription lasts while the result or any group is subscribed.
  ///
  /// ```swift
  /// words.groupBy { $0.first }.flatMap { group in group.map { "\(group.key): \($0)" } }
  /// ```
  /// - Parameter keySelector: gives each element's key.
  /// - Returns: the groups, in the order of their first elements.
  @available(swift, introduced: 6)
  @preconcurrency public func groupBy<Key: Hashable & SendableMetatype>(
    keySelector: @escaping @Sendable (Element) throws -> Key
  )
    -> Observable<GroupedObservable<Key, Element>>
  {
    let source = asObservable()
    return Observable.create { observer in
      let subscription = SingleAssignmentDisposable()
      let holders = RefCountDisposable(disposable: subscription)
      let groups = GroupTable<Key, Element>()
      subscription.setDisposable(
        source.subscribe { event in
          switch event {
          case .next(let element):
            do {
              let key = try keySelector(element)
              let (group, isNew) = groups.group(for: key)
              if isNew { observer.onNext(GroupedObservable(key: key, source: group.held(by: holders))) }
              group.onNext(element)
            } catch {
              groups.end(.error(error))
              observer.onError(error)
            }
          case .error(let error):
            groups.end(.error(error))
            observer.onError(error)
          case .completed:
            groups.end(.completed)
            observer.onCompleted()
          }
        })
      return holders
    }
  }
}

/// The elements of one key of ``ObservableType/groupBy(keySelector:)``, with that key.
public struct GroupedObservable<Key, Element>: ObservableType {
  /// The key every element of this group has.
  public let key: Key

  private let source: Observable<Element>

  /// A group of `source`'s elements under `key`.
  public init(key: Key, source: Observable<Element>) {
    self.key = key
    self.source = source
  }

  /// Subscribes `observer` to the group's elements.
  public func subscribe<Observer: ObserverType>(_ observer: Observer) -> any Disposable
  where Observer.Element == Element {
    source.subscribe(observer)
  }

  /// The group's elements as a plain observable.
  public func asObservable() -> Observable<Element> { source }
}

extension GroupedObservable: Sendable where Key: Sendable {}

/// The groups of one `groupBy` subscription, by key.
// Safety: the table is touched only under its lock; subjects are thread-safe.
private final class GroupTable<Key: Hashable, Element>: @unchecked Sendable {
  private let groups = Lock<[Key: PublishSubject<Element>]>([:])

  /// The group of `key`, made if it is new (`isNew`).
  func group(for key: Key) -> (PublishSubject<Element>, isNew: Bool) {
    groups.withLock { table in
      if let group = table[key] { return (group, false) }
      let group = PublishSubject<Element>()
      table[key] = group
      return (group, true)
    }
  }

  /// Sends `event` to every group.
  func end(_ event: Event<Element>) {
    let all = groups.withLock { table -> [PublishSubject<Element>] in
      defer { table = [:] }
      return Array(table.values)
    }
    for group in all { group.on(event) }
  }
}

extension PublishSubject {
  /// The subject's events, keeping `holders`' resource alive while subscribed.
  fileprivate func held(by holders: RefCountDisposable) -> Observable<Element> {
    Observable.create { observer in
      let hold = holders.retain()
      return Disposables.create(self.subscribe(observer), hold)
    }
  }
}
