/// How a subject ended, kept without a generic `Event` so that reading it costs no metadata
/// lookup.
enum SubjectEnding {
  case running
  case completed
  case failed(any Error)
}

/// What a subject keeps besides its observers, and so what a late subscriber is replayed.
///
/// A class rather than a protocol the core is generic over: the core then depends on `Element`
/// alone, and no type in it needs an associated-type lookup at run time. This base keeps nothing
/// (``PublishSubject``).
class SubjectBuffer<Element> {
  /// Records an element sent to the subject; returns whether current observers receive it now.
  func record(_ element: Element) -> Bool { true }

  /// The elements a new subscriber receives first, given how the subject ended.
  func replay(after ending: SubjectEnding) -> [Element] { [] }

  /// Whether ``elementsBeforeCompletion()`` has anything to give (checked first, so that the
  /// other subjects build no array when they complete).
  var hasElementsBeforeCompletion: Bool { false }

  /// Elements the current observers receive just before `.completed` (AsyncSubject's last one).
  func elementsBeforeCompletion() -> [Element] { [] }

  /// Forgets everything (the subject was disposed).
  func removeAll() {}
}
