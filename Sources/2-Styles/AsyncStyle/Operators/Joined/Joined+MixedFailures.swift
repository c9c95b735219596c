extension AsyncSequence where Element: AsyncSequence {
  /// `joined(separator:)` for an outer, inner and separator sequence whose failure types are not
  /// all the same: the result fails with `any Error`.
  ///
  /// Chosen only when the failure types differ; with one shared type the result keeps it.
  ///
  /// ```swift
  /// let lines = chunks.joined(separator: [newline].async.map { try encoded($0) })  // throws any Error
  /// ```
  /// - Parameter separator: the sequence whose elements go between two inner sequences.
  /// - Returns: the flattened sequence.
  public func joined<Separator: AsyncSequence>(
    separator: Separator
  ) -> AsyncJoinedBySeparatorSequence<
    AsyncSyncMapSequence<AsyncMapErrorSequence<Self, any Error>, AsyncMapErrorSequence<Element, any Error>>,
    AsyncMapErrorSequence<Separator, any Error>
  > where Separator.Element == Element.Element {
    eraseFailure().map { $0.eraseFailure() }.joined(separator: separator.eraseFailure())
  }
}
