import RxStyle

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
  let hexString = BehaviorRelay(value: "")
  let color: Driver<RGBColor?>
  let rgb: Driver<String>

  init() {
    color =
      hexString
      .map { RGBColor(hex: String($0.dropFirst())) }
      .asDriver(onErrorJustReturn: nil)
    rgb =
      color
      .map { color in color.map { "\($0.red), \($0.green), \($0.blue)" } ?? "--" }
  }
}

/// Stands in for the view controller: what it binds is what a learner writes in `viewDidLoad`.
final class HexColorScreen {
  private let bag = DisposeBag()
  private(set) var rgbLabel = ""

  init(viewModel: HexColorViewModel) {
    viewModel.rgb.drive(onNext: { self.rgbLabel = $0 }).disposed(by: bag)
  }
}
