/// The statistics of one cell's samples (nanoseconds per element).
package struct Summary: Codable, Sendable, Equatable {
  package var median: Double
  package var min: Double
  package var max: Double
  package var mean: Double

  /// Summarises `samples`; an empty list summarises to zeros.
  package init(_ samples: [Double]) {
    guard !samples.isEmpty else {
      self.init(median: 0, min: 0, max: 0, mean: 0)
      return
    }
    let sorted = samples.sorted()
    let middle = sorted.count / 2
    let median = sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
    let mean = sorted.reduce(0, +) / Double(sorted.count)
    self.init(median: median, min: sorted[0], max: sorted[sorted.count - 1], mean: mean)
  }

  package init(median: Double, min: Double, max: Double, mean: Double) {
    self.median = median
    self.min = min
    self.max = max
    self.mean = mean
  }
}
