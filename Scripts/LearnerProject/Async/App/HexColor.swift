import AsyncStyle

struct RGBColor: Equatable {
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
  let hexString = AsyncCurrentValueSubject<String, Never>("")
  private(set) var rgb = "--"

  func run() async {
    let colors = hexString.map { RGBColor(hex: String($0.dropFirst())) }
    for await color in colors {
      rgb = color.map { "\($0.red), \($0.green), \($0.blue)" } ?? "--"
    }
  }
}
