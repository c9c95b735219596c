import ProducerStyle

nonisolated struct RGBColor: Equatable, Sendable {
  let red: Int
  let green: Int
  let blue: Int

  init?(hex: String) {
    guard hex.count == 6, let value = Int(hex, radix: 16) else { return nil }
    red = value >> 16 & 0xFF
    green = value >> 8 & 0xFF
    blue = value & 0xFF
  }
}

final class HexColorViewModel {
  let hexString = MutableProperty("")
  let color: Property<RGBColor?>
  let rgb: Property<String>

  init() {
    color = hexString.map { RGBColor(hex: String($0.dropFirst())) }
    rgb = color.map { color in color.map { "\($0.red), \($0.green), \($0.blue)" } ?? "--" }
  }
}

/// Stands in for the view controller: what it binds is what a learner writes in `viewDidLoad`.
final class HexColorScreen {
  private(set) var rgbLabel = ""
  let title = MutableProperty("")

  init(viewModel: HexColorViewModel) {
    viewModel.rgb.producer.observe(on: UIScheduler()).startWithValues { self.rgbLabel = $0 }
    title <~ viewModel.rgb.map { "RGB \($0)" }
  }
}
