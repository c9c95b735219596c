import RxStyle

/// A colour as red, green and blue fractions: the Linux stand-in for `UIColor` in the hex-colour
/// example.
struct RGBColor: Equatable, Sendable {
  var red: Double
  var green: Double
  var blue: Double
  var alpha: Double

  static let clear = RGBColor(red: 0, green: 0, blue: 0, alpha: 0)
  static let red = RGBColor(red: 1, green: 0, blue: 0, alpha: 1)

  init(red: Double, green: Double, blue: Double, alpha: Double) {
    (self.red, self.green, self.blue, self.alpha) = (red, green, blue, alpha)
  }

  /// Reads `#rrggbb`; anything else is `.clear`.
  init(hex: String) {
    guard hex.count == 7, hex.first == "#", let value = UInt32(hex.dropFirst(), radix: 16) else {
      self = .clear
      return
    }
    self.init(
      red: Double((value >> 16) & 0xFF) / 255, green: Double((value >> 8) & 0xFF) / 255,
      blue: Double(value & 0xFF) / 255, alpha: 1)
  }

  /// `UIColor.getRed(_:green:blue:alpha:)`, so the example's view-model code reads the same.
  func getRed(_ red: inout Double, green: inout Double, blue: inout Double, alpha: UnsafeMutablePointer<Double>?) {
    (red, green, blue) = (self.red, self.green, self.blue)
    alpha?.pointee = self.alpha
  }
}

/// Named colours, keyed by hex digits.
enum ColorName: String {
  case aliceBlue = "F0F8FF"
  case antiqueWhite = "FAEBD7"
  case aqua = "0080FF"
  case rayWenderlichGreen = "006636"
}

/// The hex-colour view model of the example: hex text in, colour, RGB and name out.
final class HexColorViewModel {
  let hexString = BehaviorRelay(value: "")
  let color: Driver<RGBColor>
  let rgb: Driver<(Int, Int, Int)>
  let colorName: Driver<String>

  init() {
    color =
      hexString
      .map { hex in
        guard hex.count == 7 else { return .clear }
        let color = RGBColor(hex: hex)
        return color
      }
      .asDriver(onErrorJustReturn: .clear)

    rgb =
      color
      .map { color in
        var red = 0.0
        var green = 0.0
        var blue = 0.0
        color.getRed(&red, green: &green, blue: &blue, alpha: nil)
        let rgb = (Int(red * 255.0), Int(green * 255.0), Int(blue * 255.0))
        return rgb
      }
      .asDriver(onErrorJustReturn: (0, 0, 0))

    colorName =
      hexString
      .map { hexString in
        let hex = String(hexString.dropFirst())
        if let color = ColorName(rawValue: hex.uppercased()) {
          return "\(color)"
        } else {
          return "--"
        }
      }
      .asDriver(onErrorJustReturn: "")
  }
}
