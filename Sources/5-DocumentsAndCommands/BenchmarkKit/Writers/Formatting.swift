import Foundation

/// Number formats shared by the writers.
enum Formatting {
  /// Nanoseconds with as many digits as are meaningful: `0.62`, `12.4`, `1,250`.
  static func nanoseconds(_ value: Double) -> String {
    if value < 10 { return String(format: "%.2f", value) }
    if value < 100 { return String(format: "%.1f", value) }
    return grouped(Int(value.rounded()))
  }

  /// A ratio such as `1.0×` or `38×`.
  static func ratio(_ value: Double?) -> String {
    guard let value else { return "–" }
    if value < 10 { return String(format: "%.1f×", value) }
    return grouped(Int(value.rounded())) + "×"
  }

  /// Bytes in binary megabytes, such as `12.3 MiB`, or gigabytes from 1 GiB on.
  static func memory(_ bytes: Int?) -> String {
    guard let bytes else { return "–" }
    let mebibytes = Double(bytes) / 1_048_576
    return mebibytes < 1_024 ? String(format: "%.1f MiB", mebibytes) : String(format: "%.1f GiB", mebibytes / 1_024)
  }

  /// A signed percentage such as `+12.5 %`.
  static func change(_ percent: Double) -> String {
    String(format: "%+.1f %%", percent)
  }

  /// An integer with thousands separators: `1,234,567`.
  static func grouped(_ value: Int) -> String {
    let digits = String(value.magnitude)
    var result = ""
    for (index, digit) in digits.enumerated() {
      if index > 0 && (digits.count - index) % 3 == 0 { result.append(",") }
      result.append(digit)
    }
    return value < 0 ? "-" + result : result
  }
}
