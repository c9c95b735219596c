import RxStyle

/// The hex-colour screen's logic in the Rx style: hex text in; colour, RGB and colour name out.
///
/// Every output is a Driver (on the main thread, never failing) that starts with the value for
/// the current text — the empty string at first, which shows ``RGBColor/clear``, `(0, 0, 0)`
/// and `"--"`. Text that is not `#rrggbb` shows the same: never a crash.
///
/// ```swift
/// let viewModel = RxHexColorViewModel()
/// textField.rx.text.orEmpty.bind(to: viewModel.hexString).disposed(by: bag)
/// viewModel.colorName.drive(nameLabel.rx.text).disposed(by: bag)
/// ```
public final class RxHexColorViewModel: Sendable {
  /// The text the user typed, such as `"#006636"`.
  public let hexString = BehaviorRelay(value: "")
  /// The colour of the text.
  public let color: Driver<RGBColor>
  /// The colour's red, green and blue, each from 0 to 255.
  public let rgb: Driver<(Int, Int, Int)>
  /// The colour's name, or `"--"`.
  public let colorName: Driver<String>

  /// Wires the text to the outputs.
  public init() {
    // snippet: hex-color-chain-rx
    color =
      hexString
      .map { hex in HexColorText.color(forHex: hex) }
      .asDriver(onErrorJustReturn: .clear)

    rgb =
      color
      .map { color in color.rgb }
      .asDriver(onErrorJustReturn: (0, 0, 0))

    colorName =
      hexString
      .map { hex in HexColorText.colorName(forHex: hex) }
      .asDriver(onErrorJustReturn: HexColorText.noName)
    // end snippet
  }
}

/// The chapter's name for ``RxHexColorViewModel``, so its tests read as written.
public typealias HexColorViewModel = RxHexColorViewModel
