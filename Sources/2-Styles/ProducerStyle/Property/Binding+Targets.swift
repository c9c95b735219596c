extension Optional: BindingTargetProvider where Wrapped: BindingTargetProvider {
  /// The type of the values the wrapped target takes.
  public typealias Value = Wrapped.Value

  /// The wrapped target, or, for `nil`, a target that has already ended: `weakLabel?.text <~
  /// values` binds nothing once the label is gone.
  public var bindingTarget: BindingTarget<Wrapped.Value> {
    switch self {
    case .some(let provider): provider.bindingTarget
    // The shared lifetime that has already ended, as ReactiveSwift passes: a binding into it
    // stops as it starts.
    case .none: BindingTarget(lifetime: Lifetime.empty) { _ in }
    }
  }
}

extension Signal.Observer {
  /// Sends every value of `source` to `observer`, until `source` ends or the observer is
  /// released. Terminal events are not forwarded.
  ///
  /// ```swift
  /// let (output, input) = Signal<Int, Never>.pipe()
  /// input <~ SignalProducer(values: 1, 2)  // output sends 1, 2
  /// ```
  /// - Returns: a disposable that ends the binding early.
  @discardableResult
  public static func <~ <Source: BindingSource>(
    observer: Signal<Value, Error>.Observer, source: Source
  ) -> any Disposable where Source.Value == Value {
    source.producer.startWithValues { [weak observer] value in observer?.send(value: value) }
  }
}
