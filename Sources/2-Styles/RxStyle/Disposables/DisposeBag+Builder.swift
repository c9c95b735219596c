extension DisposeBag {
  /// Builds a list of disposables from the statements of a closure, for
  /// `DisposeBag { … }` and `bag.insert { … }`.
  @resultBuilder
  public struct DisposableBuilder {
    private init() {}

    /// Collects the disposables of the closure's statements.
    public static func buildBlock(_ disposables: any Disposable...) -> [any Disposable] { disposables }
  }

  /// Creates a bag holding `disposables`.
  public convenience init(disposing disposables: any Disposable...) {
    self.init(disposing: disposables)
  }

  /// Creates a bag holding `disposables`.
  public convenience init(disposing disposables: [any Disposable]) {
    self.init()
    insert(disposables)
  }

  /// Creates a bag holding the disposables that `builder` lists, one a statement.
  ///
  /// ```swift
  /// let bag = DisposeBag {
  ///   names.bind(to: label)
  ///   taps.subscribe(onNext: { count += 1 })
  /// }
  /// ```
  public convenience init(@DisposableBuilder builder: () -> [any Disposable]) {
    self.init(disposing: builder())
  }

  /// Adds every disposable of the list; disposes them at once if the bag is already disposed.
  public func insert(_ disposables: any Disposable...) {
    insert(disposables)
  }

  /// Adds every disposable of the list; disposes them at once if the bag is already disposed.
  public func insert(_ disposables: [any Disposable]) {
    for disposable in disposables { insert(disposable) }
  }

  /// Adds the disposables that `builder` lists, one a statement.
  public func insert(@DisposableBuilder builder: () -> [any Disposable]) {
    insert(builder())
  }
}
