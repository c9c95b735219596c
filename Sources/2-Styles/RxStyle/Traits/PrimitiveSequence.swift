/// An observable sequence with a narrower contract, told apart by its `Trait`: ``Single`` (one
/// element or an error), ``Maybe`` (at most one element) and ``Completable`` (no element).
///
/// The contract is kept by construction: a trait is made by its own `create`, by a factory such
/// as `just`, or by a checked conversion such as `asSingle()`.
public struct PrimitiveSequence<Trait, Element>: Sendable {
  let source: Observable<Element>

  init(raw source: Observable<Element>) {
    self.source = source
  }

  /// A trait whose `create` closure reports outcomes of type `Outcome`, each read as a
  /// `MaybeEvent` and sent as events; only the first counts, as the event grammar wants.
  init<Outcome>(
    outcomesOf subscribe: @escaping @Sendable (@escaping @Sendable (Outcome) -> Void) -> any Disposable,
    as read: @escaping @Sendable (Outcome) -> MaybeEvent<Element>
  ) {
    source = Observable.create { observer in
      subscribe { outcome in
        switch read(outcome) {
        case .success(let element):
          observer.onNext(element)
          observer.onCompleted()
        case .error(let error):
          observer.onError(error)
        case .completed:
          observer.onCompleted()
        }
      }
    }
  }
}

/// A type that is a ``PrimitiveSequence``, for constrained extensions.
public protocol PrimitiveSequenceType<Trait, Element> {
  /// The trait marking the contract (``SingleTrait``, ``MaybeTrait`` or ``CompletableTrait``).
  associatedtype Trait
  /// The type of element.
  associatedtype Element

  /// The sequence itself.
  var primitiveSequence: PrimitiveSequence<Trait, Element> { get }
}

extension PrimitiveSequence: PrimitiveSequenceType {
  /// Returns itself.
  public var primitiveSequence: PrimitiveSequence<Trait, Element> { self }
}

extension PrimitiveSequence: ObservableConvertibleType {
  /// The trait seen as a plain sequence: `next` then `completed` for a success, `completed`
  /// alone for an empty ``Maybe`` or a ``Completable``, or `error`.
  public func asObservable() -> Observable<Element> { source }
}

extension PrimitiveSequence {
  /// A trait that fails at once with `error`.
  public static func error(_ error: Swift.Error) -> PrimitiveSequence {
    PrimitiveSequence(raw: .error(error))
  }

  /// A trait that never sends anything.
  public static func never() -> PrimitiveSequence {
    PrimitiveSequence(raw: .never())
  }

  /// A trait made by `factory` anew for each subscriber; a thrown error fails the subscriber.
  ///
  /// ```swift
  /// let fetch = Single.deferred { service.fetch(id: currentID()) }
  /// ```
  @available(swift, introduced: 6)
  @preconcurrency public static func deferred(_ factory: @escaping @Sendable () throws -> PrimitiveSequence)
    -> PrimitiveSequence
  {
    PrimitiveSequence(raw: .deferred { try factory().source })
  }
}
