/// The label's texts and the loading states, the same in every style.
enum LibraryPickerText {
  /// The label after a library arrived.
  static func loaded(_ library: Library) -> String { "Library name: \(library.name)" }

  /// The label after the request failed.
  static func failed(_ error: any Error) -> String {
    "Error occurred: \((error as? WebServiceError)?.description ?? String(describing: error))"
  }
}

/// One step of a fetch started by a tap: the request began, or its outcome as the label's text.
enum LibraryPickerPhase: Equatable, Sendable {
  case loading
  case text(String)

  var text: String? {
    guard case .text(let text) = self else { return nil }
    return text
  }

  var isLoading: Bool { self == .loading }
}
