import AsyncStyleTest
import Marbles

extension AsyncTestScheduler {
  /// A hot sequence that cannot fail, playing a marble diagram without `#`.
  func hot<Element: Sendable>(_ marbles: String, _ values: [Character: Element]) throws -> TestAsyncSequence<
    Element, Never
  > {
    let played = try createHotSequence(marbles: marbles, values: values, error: MarbleFailure())
    return createHotSequence(played.recordedEvents.map(neverFailing))
  }

  /// A cold sequence that cannot fail, playing a marble diagram without `#`.
  func cold<Element: Sendable>(_ marbles: String, _ values: [Character: Element]) throws -> TestAsyncSequence<
    Element, Never
  > {
    let played = try createColdSequence(marbles: marbles, values: values, error: MarbleFailure())
    return createColdSequence(played.recordedEvents.map(neverFailing))
  }
}

private func neverFailing<Element>(_ recorded: AsyncRecorded<Element, MarbleFailure>) -> AsyncRecorded<Element, Never> {
  switch recorded {
  case .next(let time, let element): return .next(time, element)
  case .completed(let time), .failure(let time, _): return .completed(time)
  }
}
