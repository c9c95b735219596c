extension AnchorDifference {
  /// Where ProducerStyle departs from ReactiveSwift.
  static let producer: [AnchorDifference] = []
}
