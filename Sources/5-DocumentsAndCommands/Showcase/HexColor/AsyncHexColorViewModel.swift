import AsyncStyle

/// The hex-colour screen's logic in the async style: hex text in; colour, RGB and colour name out.
///
/// Every output is a sequence that starts, for each iteration, with the value for the current
/// text — the empty string at first, which shows ``RGBColor/clear``, `(0, 0, 0)` and `"--"` —
/// then follows each new text. Text that is not `#rrggbb` shows the same: never a crash.
///
/// ```swift
/// let viewModel = AsyncHexColorViewModel()
/// viewModel.hexString.send("#006636")
/// for await name in viewModel.colorName { nameLabel.text = name }
/// ```
public final class AsyncHexColorViewModel: Sendable {
  /// The text the user typed, such as `"#006636"`.
  public let hexString = AsyncCurrentValueSubject<String, Never>("")
  /// The colour of the text.
  public let color: AsyncSyncMapSequence<AsyncCurrentValueSubject<String, Never>, RGBColor>
  /// The colour's red, green and blue, each from 0 to 255.
  public let rgb:
    AsyncSyncMapSequence<AsyncSyncMapSequence<AsyncCurrentValueSubject<String, Never>, RGBColor>, (Int, Int, Int)>
  /// The colour's name, or `"--"`.
  public let colorName: AsyncSyncMapSequence<AsyncCurrentValueSubject<String, Never>, String>

  /// Wires the text to the outputs.
  public init() {
    // snippet: hex-color-chain-async
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
