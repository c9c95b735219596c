import StyleInternals

/// How `<~` groups: to the right, after everything but assignment.
precedencegroup BindingPrecedence {
  associativity: right
  higherThan: AssignmentPrecedence
}

/// Binds a source of values to a target: `property <~ producer`.
infix operator <~ : BindingPrecedence

/// What can feed a binding: a signal, a producer or a property that cannot fail.
public protocol BindingSource: SignalProducerConvertible where Error == Never {}

extension Signal: BindingSource where Error == Never {}
extension SignalProducer: BindingSource where Error == Never {}

/// What a binding can feed: a ``MutableProperty`` or a ``BindingTarget``.
public protocol BindingTargetProvider<Value> {
  /// The type of the values it takes.
  associatedtype Value
  /// The target the values are sent to.
  var bindingTarget: BindingTarget<Value> { get }
}

/// Something that takes values for as long as its lifetime lasts: the receiving end of `<~`.
///
/// ```swift
/// let label = BindingTarget<String>(lifetime: viewLifetime) { text in print(text) }
/// label <~ viewModel.title
/// ```
public struct BindingTarget<Value>: BindingTargetProvider {
  /// Bindings into the target stop when it ends.
  public let lifetime: Lifetime
  /// Called with each value.
  public let action: (Value) -> Void

  /// Creates a target calling `action` on `scheduler` with each value.
  /// - Parameters:
  ///   - scheduler: where `action` runs; by default at once, on the sending thread.
  ///   - lifetime: the bindings into the target stop when it ends.
  ///   - action: takes each value.
  public init(
    on scheduler: any Scheduler = ImmediateScheduler(), lifetime: Lifetime, action: @escaping (Value) -> Void
  ) {
    self.lifetime = lifetime
    if scheduler is ImmediateScheduler {
      self.action = action
    } else {
      let captured = Captured(action)
      self.action = { value in
        let value = Captured(value)
        scheduler.schedule { captured.value(value.value) }
      }
    }
  }

  /// Creates a target setting `object[keyPath: keyPath]` on `scheduler`, without keeping the
  /// object alive.
  public init<Object: AnyObject>(
    on scheduler: any Scheduler = ImmediateScheduler(), lifetime: Lifetime, object: Object,
    keyPath: ReferenceWritableKeyPath<Object, Value>
  ) {
    self.init(on: scheduler, lifetime: lifetime) { [weak object] value in object?[keyPath: keyPath] = value }
  }

  /// The target itself.
  public var bindingTarget: BindingTarget<Value> { self }
}

extension BindingTargetProvider {
  /// Sends every value of `source` to the target until either ends.
  ///
  /// ```swift
  /// viewModel.text <~ input.map { "Library name: \($0)" }
  /// ```
  /// - Returns: a disposable that ends the binding early.
  @discardableResult
  public static func <~ <Source: BindingSource>(target: Self, source: Source) -> (any Disposable)?
  where Source.Value == Value {
    bind(source.producer, to: target.bindingTarget)
  }

  /// Sends every value of `source`, wrapped in an optional, to the target until either ends.
  /// - Returns: a disposable that ends the binding early.
  @discardableResult
  public static func <~ <Source: BindingSource>(target: Self, source: Source) -> (any Disposable)?
  where Value == Source.Value? {
    bind(source.producer.map { Optional($0) }, to: target.bindingTarget)
  }
}

/// Starts `producer` into `target` and ties the run to the target's lifetime; a run that ends
/// first takes itself off the lifetime.
private func bind<Value>(_ producer: SignalProducer<Value, Never>, to target: BindingTarget<Value>)
  -> (any Disposable)?
{
  let removal = SerialDisposable()
  let run = producer.start(
    Signal<Value, Never>.Observer(
      value: target.action, completed: { removal.dispose() }, interrupted: { removal.dispose() }))
  removal.inner = target.lifetime.state.disposables.add(run)
  return run
}
