// Exercise producer-transform: map, filter and scan in one chain.
// Read: Documentation/Operators/Filter.md, Documentation/Operators/Map.md, Documentation/Operators/Scan.md
// Check: swift run exercises check producer-transform
import ProducerStyle

/// A game's score board: only even rolls score, each worth ten points, and the board shows the
/// running total after each scoring roll.
///
/// Rolls `1, 2, 3, 4` give totals `20, 60` (2 and 4 score 20 and 40).
public func scoreBoard(_ rolls: Signal<Int, Never>) -> Signal<Int, Never> {
  // TODO: your code here, in place of the line below.
  return rolls
}
