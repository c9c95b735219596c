/// Outcomes with equal elements are equal; errors compare with ``ErrorEquality/areEqual(_:_:)``,
/// as `Event`'s do.
extension MaybeEvent: Equatable where Element: Equatable {
  public static func == (lhs: MaybeEvent, rhs: MaybeEvent) -> Bool {
    switch (lhs, rhs) {
    case (.success(let left), .success(let right)): left == right
    case (.error(let left), .error(let right)): ErrorEquality.areEqual(left, right)
    case (.completed, .completed): true
    default: false
    }
  }
}

/// Outcomes are equal when both completed, or both failed with errors that
/// ``ErrorEquality/areEqual(_:_:)`` finds equal.
extension CompletableEvent: Equatable {
  public static func == (lhs: CompletableEvent, rhs: CompletableEvent) -> Bool {
    switch (lhs, rhs) {
    case (.error(let left), .error(let right)): ErrorEquality.areEqual(left, right)
    case (.completed, .completed): true
    default: false
    }
  }
}
