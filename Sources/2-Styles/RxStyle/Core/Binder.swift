import StyleInternals

/// An observer that applies each element to a target object on a scheduler, holding the target
/// weakly: the usual way to bind a sequence to a property of a view or a view model.
///
/// Elements are delivered on `scheduler` (by default the main scheduler, which runs at once
/// when already on the main thread). Once the target is gone, elements are dropped. A binding
/// expects elements only: an error is reported through ``Hooks/defaultErrorHandler`` and
/// otherwise ignored, and completion is ignored.
///
/// ```swift
/// let title = Binder(label) { label, text in label.text = text }
/// viewModel.title.bind(to: title).disposed(by: bag)
/// ```
public struct Binder<Value>: ObserverType {
  /// The type of element bound: `Value`.
  public typealias Element = Value

  private let binding: @Sendable (Event<Value>) -> Void

  /// Creates a binder that calls `binding` with `target` and each element, on `scheduler`.
  /// - Parameters:
  ///   - target: the object elements are applied to; held weakly.
  ///   - scheduler: where `binding` runs.
  ///   - binding: applies one element to the target.
  public init<Target: AnyObject>(
    _ target: Target, scheduler: some ImmediateSchedulerType = MainScheduler.instance,
    binding: @escaping (Target, Value) -> Void
  ) {
    let target = WeakReference(target)
    // The binding runs only on `scheduler`, one element at a time, as RxSwift's does.
    let apply = Captured(binding)
    self.binding = { event in
      switch event {
      case .next(let element):
        let element = Captured(element)
        _ = scheduler.schedule(()) { _ in
          if let target = target.value { apply.value(target, element.value) }
          return Disposables.create()
        }
      case .error(let error): Hooks.defaultErrorHandler(["Binder"], error)
      case .completed: break
      }
    }
  }

  /// Applies a `next` element to the target; see the type's description for the other events.
  public func on(_ event: Event<Value>) { binding(event) }

  /// The binder as a type-erased observer.
  public func asObserver() -> AnyObserver<Value> { AnyObserver(eventHandler: on) }
}
