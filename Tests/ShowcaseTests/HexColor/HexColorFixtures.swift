import Showcase

/// Texts that are not `#rrggbb`: each must show a clear colour, `(0, 0, 0)` and no name.
let invalidHexStrings = [
  "", "#", "ff0000", "#ff00", "#ff00000", "#gg0000", "#+f0000", "#-f0000", "#ff 000", "#ÿÿÿÿÿÿ", "##ff000",
  "#ff00\u{301}0",
]

/// Every named colour with its hex string in lower case, and the name the screen shows.
let namedHexStrings = ColorName.allCases.map { (hex: "#" + $0.rawValue.lowercased(), name: "\($0)") }
