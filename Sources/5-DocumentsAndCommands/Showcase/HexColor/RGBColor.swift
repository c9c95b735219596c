/// A colour as red, green, blue and alpha fractions from 0 to 1: the platform-neutral stand-in
/// for `UIColor` in the hex-colour app.
///
/// ```swift
/// let color = RGBColor(hex: "#ff8000") ?? .clear
/// color.rgb  // (255, 128, 0)
/// ```
public struct RGBColor: Equatable, Hashable, Sendable, CustomStringConvertible {
  /// The red fraction, 0...1.
  public var red: Double
  /// The green fraction, 0...1.
  public var green: Double
  /// The blue fraction, 0...1.
  public var blue: Double
  /// The opacity, 0...1.
  public var alpha: Double

  /// Fully transparent black: what an unreadable hex string shows.
  public static let clear = RGBColor(red: 0, green: 0, blue: 0, alpha: 0)
  /// Opaque red.
  public static let red = RGBColor(red: 1, green: 0, blue: 0, alpha: 1)
  /// Opaque green.
  public static let green = RGBColor(red: 0, green: 1, blue: 0, alpha: 1)
  /// Opaque blue.
  public static let blue = RGBColor(red: 0, green: 0, blue: 1, alpha: 1)

  /// A colour from its fractions.
  ///
  /// - Parameters:
  ///   - red: The red fraction, 0...1.
  ///   - green: The green fraction, 0...1.
  ///   - blue: The blue fraction, 0...1.
  ///   - alpha: The opacity, 0...1.
  public init(red: Double, green: Double, blue: Double, alpha: Double) {
    (self.red, self.green, self.blue, self.alpha) = (red, green, blue, alpha)
  }

  /// Reads `#rrggbb` (upper or lower case hex digits); `nil` for anything else — a missing `#`,
  /// another length, a sign or a character that is not a hex digit.
  ///
  /// - Parameter hex: The hex string, such as `"#006636"`.
  public init?(hex: String) {
    guard let value = HexDigits.value(of: hex) else { return nil }
    self.init(
      red: Double((value >> 16) & 0xFF) / 255, green: Double((value >> 8) & 0xFF) / 255,
      blue: Double(value & 0xFF) / 255, alpha: 1)
  }

  /// The red, green and blue components as whole numbers from 0 to 255, as the screen shows them.
  public var rgb: (Int, Int, Int) {
    (Int(red * 255.0), Int(green * 255.0), Int(blue * 255.0))
  }

  /// `UIColor.getRed(_:green:blue:alpha:)`, so code written against UIKit reads the same.
  ///
  /// - Parameters:
  ///   - red: Receives the red fraction.
  ///   - green: Receives the green fraction.
  ///   - blue: Receives the blue fraction.
  ///   - alpha: Receives the opacity, unless `nil`.
  public func getRed(
    _ red: inout Double, green: inout Double, blue: inout Double, alpha: UnsafeMutablePointer<Double>?
  ) {
    (red, green, blue) = (self.red, self.green, self.blue)
    alpha?.pointee = self.alpha
  }

  /// `rgba(255, 0, 0, 1.0)`.
  public var description: String {
    let (red, green, blue) = rgb
    return "rgba(\(red), \(green), \(blue), \(alpha))"
  }
}

/// Reading `#rrggbb` strictly, for the colour and its name alike.
enum HexDigits {
  /// The 24-bit value of `#rrggbb`, or `nil` when `hex` is anything else.
  static func value(of hex: String) -> UInt32? {
    let scalars = Array(hex.unicodeScalars)
    guard scalars.count == 7, scalars[0] == "#" else { return nil }
    var value: UInt32 = 0
    for scalar in scalars.dropFirst() {
      guard let digit = digitValue(scalar) else { return nil }
      value = value << 4 | digit
    }
    return value
  }

  /// The six upper-case hex digits of `#rrggbb`, or `nil` when `hex` is anything else.
  static func digits(of hex: String) -> String? {
    value(of: hex) == nil ? nil : hex.dropFirst().uppercased()
  }

  private static func digitValue(_ scalar: Unicode.Scalar) -> UInt32? {
    switch scalar {
    case "0"..."9": scalar.value - 48
    case "a"..."f": scalar.value - 97 + 10
    case "A"..."F": scalar.value - 65 + 10
    default: nil
    }
  }
}
