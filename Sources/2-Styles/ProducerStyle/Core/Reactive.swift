/// A type whose reactive extensions live under `.reactive`: conform a type, then extend
/// `Reactive where Base: ThatType` with signals, producers and binding targets.
///
/// ```swift
/// extension Stepper: ReactiveExtensionsProvider {}
/// extension Reactive where Base: Stepper {
///   var values: Signal<Int, Never> { base.valueSignal }
/// }
/// stepper.reactive.values.observeValues { print($0) }
/// ```
public protocol ReactiveExtensionsProvider {}

extension ReactiveExtensionsProvider {
  /// The reactive extensions of this value.
  public var reactive: Reactive<Self> { Reactive(self) }

  /// The reactive extensions of this type, for static members.
  public static var reactive: Reactive<Self>.Type { Reactive<Self>.self }
}

/// The namespace of a type's reactive extensions: `value.reactive.something`.
///
/// ```swift
/// NotificationCenter.default.reactive.notifications(forName: .didLogIn)
/// ```
public struct Reactive<Base> {
  /// The value the extensions work on.
  public let base: Base

  /// Wraps `base`; usually reached through `base.reactive`.
  /// - Parameter base: the value the extensions work on.
  public init(_ base: Base) {
    self.base = base
  }
}
