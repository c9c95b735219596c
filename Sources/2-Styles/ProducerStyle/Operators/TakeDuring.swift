extension Signal {
  /// Forwards events until `lifetime` ends, then completes: ties an observation to an owner.
  ///
  /// ```swift
  /// names.take(during: viewModel.lifetime).observeValues { label.text = $0 }
  /// ```
  public func take(during lifetime: Lifetime) -> Signal<Value, Error> {
    .starting(producer.take(during: lifetime))
  }
}

extension SignalProducer {
  /// Forwards events until `lifetime` ends, then completes; a run started after the end
  /// completes at once.
  ///
  /// ```swift
  /// updates.take(during: owner.lifetime).startWithValues { owner.apply($0) }
  /// ```
  public func take(during lifetime: Lifetime) -> SignalProducer<Value, Error> {
    // The observation of the lifetime is removed when the run ends, so a long-lived owner does
    // not keep finished runs alive.
    let ended = SignalProducer<(), Never>({ observer, run in
      run += lifetime.observeEnded { observer.sendCompleted() }
    })
    return take(until: ended)
  }
}
