import Foundation

/// The `.rx` namespace of a type: where reactive extensions of it live.
///
/// Extend `Reactive` where `Base` is your type to add members reachable as `value.rx.member`.
/// For a class, every writable property is also reachable as a ``Binder``:
/// `label.rx.text` binds to `label.text`.
///
/// ```swift
/// extension Reactive where Base: Counter {
///   var count: Observable<Int> { base.counts.asObservable() }
/// }
/// counter.rx.count.subscribe(onNext: { print($0) })
/// ```
@dynamicMemberLookup
public struct Reactive<Base> {
  /// The extended value.
  public let base: Base

  /// Wraps `base`.
  public init(_ base: Base) {
    self.base = base
  }

  /// A binder that writes each element to the property at `keyPath` of the base object, on the
  /// main scheduler.
  public subscript<Property>(dynamicMember keyPath: ReferenceWritableKeyPath<Base, Property>) -> Binder<Property>
  where Base: AnyObject {
    Binder(base) { base, value in base[keyPath: keyPath] = value }
  }
}

/// A type with an `.rx` namespace; `NSObject` and its subclasses have one.
///
/// ```swift
/// extension Counter: ReactiveCompatible {}
/// ```
public protocol ReactiveCompatible {
  /// The type the namespace extends.
  associatedtype ReactiveBase

  /// The namespace for static reactive extensions.
  static var rx: Reactive<ReactiveBase>.Type { get set }

  /// The namespace for reactive extensions of this value.
  var rx: Reactive<ReactiveBase> { get set }
}

extension ReactiveCompatible {
  /// The namespace for static reactive extensions.
  public static var rx: Reactive<Self>.Type {
    get { Reactive<Self>.self }
    // A setter, as RxSwift has, so that `mutating` extensions of the namespace compile.
    set {}  // swift-format-ignore: NoEmptyBlocks
  }

  /// The namespace for reactive extensions of this value.
  public var rx: Reactive<Self> {
    get { Reactive(self) }
    // A setter, as RxSwift has, so that `mutating` extensions of the namespace compile.
    set {}  // swift-format-ignore: NoEmptyBlocks
  }
}

extension NSObject: ReactiveCompatible {}
