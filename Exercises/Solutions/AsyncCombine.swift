// Exercise async-combine: combineLatest, zip and withLatestFrom.
// Read: Documentation/Operators/CombineLatest.md, Documentation/Operators/Zip.md, Documentation/Operators/WithLatestFrom.md
// Check: swift run exercises check async-combine
import AsyncStyle

/// A sign-up form is valid once both fields have been typed in and, with the latest text of each,
/// the name is not empty and the password has at least 4 characters. Gives a value on every change.
public func formIsValid(
  name: some AsyncSequence<String, Never> & Sendable, password: some AsyncSequence<String, Never> & Sendable
) -> some AsyncSequence<Bool, Never> & Sendable {
  // EXERCISE BEGIN (stub: return [Bool]().async)
  return combineLatest(name, password).map { !$0.isEmpty && $1.count >= 4 }
  // EXERCISE END
}

/// Pairs each question with its answer, in order, as `"question=answer"`: the first question
/// with the first answer, the second with the second, whichever comes first.
public func pairs(
  questions: some AsyncSequence<String, Never> & Sendable, answers: some AsyncSequence<String, Never> & Sendable
) -> some AsyncSequence<String, Never> & Sendable {
  // EXERCISE BEGIN (stub: return [String]().async)
  return zip(questions, answers).map { "\($0)=\($1)" }
  // EXERCISE END
}

/// On each tap of Send, the text of the field at that moment; typing alone sends nothing.
public func sentMessages(
  sendTaps: some AsyncSequence<Void, Never> & Sendable, text: some AsyncSequence<String, Never> & Sendable
) -> some AsyncSequence<String, Never> & Sendable {
  // EXERCISE BEGIN (stub: return [String]().async)
  return sendTaps.withLatestFrom(text)
  // EXERCISE END
}
