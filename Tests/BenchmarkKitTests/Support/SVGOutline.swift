import Foundation

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// What the tests need to know of an SVG document, read with a real XML parser (which also
/// proves the document well-formed).
final class SVGOutline: NSObject, XMLParserDelegate {
  private(set) var root: String?
  private(set) var rootAttributes: [String: String] = [:]
  private(set) var titles: [String] = []
  private(set) var texts: [String] = []
  /// Bar heights by cell name (a bar is a `rect` whose `title` names the cell).
  private(set) var barHeights: [String: Double] = [:]
  private var gridLines: [Double] = []
  private var lastRectHeight: Double?
  private var characters = ""

  init(_ svg: String) throws {
    super.init()
    let parser = XMLParser(data: Data(svg.utf8))
    parser.delegate = self
    guard parser.parse() else { throw ParseFailure(error: parser.parserError) }
  }

  struct ParseFailure: Error {
    let error: (any Error)?
  }

  var decadeSpacing: Double? {
    let sorted = gridLines.sorted()
    return sorted.count > 1 ? sorted[1] - sorted[0] : nil
  }

  func parser(
    _ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
    attributes: [String: String] = [:]
  ) {
    if root == nil {
      root = name
      rootAttributes = attributes
    }
    if name == "rect" { lastRectHeight = attributes["height"].flatMap(Double.init) }
    if name == "line", attributes["stroke"] == "#dddddd", let y = attributes["y1"].flatMap(Double.init) {
      gridLines.append(y)
    }
    characters = ""
  }

  func parser(_ parser: XMLParser, foundCharacters string: String) {
    characters += string
  }

  func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
    if name == "title" {
      titles.append(characters)
      if let height = lastRectHeight, let end = characters.range(of: ": median") {
        barHeights[String(characters[..<end.lowerBound])] = height
      }
    }
    if name == "text" { texts.append(characters) }
    if name == "rect" { lastRectHeight = nil }
  }
}
