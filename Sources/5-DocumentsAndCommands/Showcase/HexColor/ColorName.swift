/// The named colours the hex-colour app knows, keyed by their six upper-case hex digits.
///
/// ```swift
/// ColorName(rawValue: "006636")  // .rayWenderlichGreen
/// ColorName(hex: "#f0f8ff")      // .aliceBlue
/// ```
public enum ColorName: String, CaseIterable, Sendable {
  /// `#F0F8FF`.
  case aliceBlue = "F0F8FF"
  /// `#FAEBD7`.
  case antiqueWhite = "FAEBD7"
  /// `#0080FF`.
  case aqua = "0080FF"
  /// `#000000`.
  case black = "000000"
  /// `#0000FF`.
  case blue = "0000FF"
  /// `#FF7F50`.
  case coral = "FF7F50"
  /// `#FFD700`.
  case gold = "FFD700"
  /// `#00FF00`.
  case green = "00FF00"
  /// `#000080`.
  case navy = "000080"
  /// `#006636`.
  case rayWenderlichGreen = "006636"
  /// `#FF0000`.
  case red = "FF0000"
  /// `#FFFFFF`.
  case white = "FFFFFF"

  /// The name of the colour `#rrggbb`, in either case; `nil` for an unnamed colour or a string
  /// that is not `#rrggbb`.
  ///
  /// - Parameter hex: The hex string, such as `"#006636"`.
  public init?(hex: String) {
    guard let digits = HexDigits.digits(of: hex) else { return nil }
    self.init(rawValue: digits)
  }
}

/// What every style's hex-colour view model shows for a hex string: the same rules in one place,
/// so the three view models differ only in how they carry the values.
public enum HexColorText {
  /// The name the screen shows when a colour has none, or the string is not a colour.
  public static let noName = "--"

  /// The colour of `hex`, or ``RGBColor/clear`` when it is not `#rrggbb`.
  ///
  /// - Parameter hex: What the user typed.
  /// - Returns: The colour to show.
  public static func color(forHex hex: String) -> RGBColor {
    RGBColor(hex: hex) ?? .clear
  }

  /// The name of `hex` from the ``ColorName`` table, or ``noName``.
  ///
  /// - Parameter hex: What the user typed.
  /// - Returns: The name to show.
  public static func colorName(forHex hex: String) -> String {
    ColorName(hex: hex).map { "\($0)" } ?? noName
  }
}
