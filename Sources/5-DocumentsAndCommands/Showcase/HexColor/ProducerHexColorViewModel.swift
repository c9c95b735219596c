import ProducerStyle

/// The hex-colour screen's logic in the producer style: hex text in; colour, RGB and colour name
/// out.
///
/// Every output is a property: it always has a value — for the empty text at first, which shows
/// ``RGBColor/clear``, `(0, 0, 0)` and `"--"` — and its producer starts with the current value.
/// Text that is not `#rrggbb` shows the same: never a crash.
///
/// ```swift
/// let viewModel = ProducerHexColorViewModel()
/// viewModel.hexString <~ textField.reactive.continuousTextValues
/// nameLabel.reactive.text <~ viewModel.colorName
/// ```
public final class ProducerHexColorViewModel: Sendable {
  /// The text the user typed, such as `"#006636"`.
  public let hexString = MutableProperty("")
  /// The colour of the text.
  public let color: Property<RGBColor>
  /// The colour's red, green and blue, each from 0 to 255.
  public let rgb: Property<(Int, Int, Int)>
  /// The colour's name, or `"--"`.
  public let colorName: Property<String>

  /// Wires the text to the outputs.
  public init() {
    // snippet: hex-color-chain-producer
    color =
      hexString
      .map { hex in HexColorText.color(forHex: hex) }

    rgb =
      color
      .map { color in color.rgb }

    colorName =
      hexString
      .map { hex in HexColorText.colorName(forHex: hex) }
    // end snippet
  }
}
