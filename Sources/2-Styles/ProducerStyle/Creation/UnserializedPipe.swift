extension Signal {
  /// Creates a signal and its input for code that sends from one thread at a time and may send
  /// again from inside an observer.
  ///
  /// Every signal of this library already delivers serially and accepts re-entrant sends (a value
  /// sent from inside an observer is delivered after the current one, never recursively), so this
  /// is ``pipe(disposable:)`` under the name existing code uses.
  ///
  /// ```swift
  /// let (signal, input) = Signal<Int, Never>.reentrantUnserializedPipe()
  /// signal.observeValues { if $0 < 3 { input.send(value: $0 + 1) } }
  /// input.send(value: 1)  // observers see 1, 2, 3
  /// ```
  /// - Parameter disposable: disposed when the signal terminates.
  /// - Returns: the signal and its input.
  public static func reentrantUnserializedPipe(
    disposable: (any Disposable)? = nil
  ) -> (output: Signal, input: Observer) {
    pipe(disposable: disposable)
  }

  /// Creates a signal and its input for code that sends from one thread at a time; the same as
  /// ``pipe(disposable:)`` here, since every signal delivers serially.
  ///
  /// ```swift
  /// let (signal, input) = Signal<Int, Never>.unserializedPipe()
  /// ```
  /// - Parameter disposable: disposed when the signal terminates.
  /// - Returns: the signal and its input.
  public static func unserializedPipe(disposable: (any Disposable)? = nil) -> (output: Signal, input: Observer) {
    pipe(disposable: disposable)
  }
}
