import Foundation

/// One cell measured at one size during a `--scaling` run.
package struct ScalingPoint: Codable, Sendable, Equatable {
  /// The chain's size parameter (outer elements, pairs, events or sends).
  package var size: Int
  /// Elements the timing is divided by at this size.
  package var elements: Int
  /// Median nanoseconds per element.
  package var median: Double
  package var checksum: Int

  package init(size: Int, elements: Int, median: Double, checksum: Int) {
    self.size = size
    self.elements = elements
    self.median = median
    self.checksum = checksum
  }

  /// Median nanoseconds for the whole run at this size.
  package var total: Double { median * Double(elements) }
}

/// How a cell's total cost grows with its size.
package enum Growth: String, Codable, Sendable, Equatable {
  /// Per-element cost falls as the size grows: fixed costs dominate the small sizes.
  case sublinear
  /// Total cost proportional to the size: a flat line per element.
  case linear
  /// Per-element cost rises with the size, as a quadratic buffer's does.
  case superlinear

  /// Exponents within this distance of 1 count as linear: the noise of a shared machine moves a
  /// fitted exponent by a few hundredths, a quadratic cell's is near 2.
  package static let tolerance = 0.2

  package init(exponent: Double) {
    if exponent > 1 + Growth.tolerance {
      self = .superlinear
    } else if exponent < 1 - Growth.tolerance {
      self = .sublinear
    } else {
      self = .linear
    }
  }
}

/// One cell measured at several sizes, with the fitted growth of its total cost.
package struct ScalingResult: Codable, Sendable, Equatable {
  package var chain: String
  package var style: Style
  package var variant: String?
  /// The measurements, smallest size first.
  package var points: [ScalingPoint]
  /// The `b` of `total time ∝ elements^b`, fitted by least squares on log–log axes: 1 is linear
  /// (a flat cost per element), 2 quadratic.
  package var exponent: Double
  package var growth: Growth

  package init(chain: String, style: Style, variant: String? = nil, points: [ScalingPoint]) {
    self.chain = chain
    self.style = style
    self.variant = variant
    self.points = points.sorted { $0.size < $1.size }
    self.exponent = ScalingResult.fittedExponent(self.points)
    self.growth = Growth(exponent: exponent)
  }

  /// The cell's name, as `--filter` matches it.
  package var name: String { CellResult.name(chain: chain, style: style, variant: variant) }

  /// The style with its variant, as tables show it.
  package var styleLabel: String { style.label + (variant.map { ":" + $0 } ?? "") }

  /// The least-squares slope of log(total) against log(elements); 1 when fewer than two distinct
  /// sizes were measured, since nothing can be said about growth then.
  package static func fittedExponent(_ points: [ScalingPoint]) -> Double {
    let usable = points.filter { $0.elements > 0 && $0.total > 0 }
    let xs = usable.map { log(Double($0.elements)) }
    let ys = usable.map { log($0.total) }
    guard xs.count >= 2 else { return 1 }
    let meanX = xs.reduce(0, +) / Double(xs.count)
    let meanY = ys.reduce(0, +) / Double(ys.count)
    let covariance = zip(xs, ys).reduce(0) { $0 + ($1.0 - meanX) * ($1.1 - meanY) }
    let variance = xs.reduce(0) { $0 + ($1 - meanX) * ($1 - meanX) }
    guard variance > 0 else { return 1 }
    return covariance / variance
  }
}
