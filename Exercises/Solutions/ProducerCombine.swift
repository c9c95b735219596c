// Exercise producer-combine: combineLatest, zip and withLatest(from:).
// Read: Documentation/Operators/CombineLatest.md, Documentation/Operators/Zip.md, Documentation/Operators/WithLatestFrom.md
// Check: swift run exercises check producer-combine
import ProducerStyle

/// A sign-up form is valid once both fields have been typed in and, with the latest text of each,
/// the name is not empty and the password has at least 4 characters. Sends on every change.
public func formIsValid(name: Signal<String, Never>, password: Signal<String, Never>) -> Signal<Bool, Never> {
  // EXERCISE BEGIN (stub: return .never)
  return name.combineLatest(with: password).map { !$0.isEmpty && $1.count >= 4 }
  // EXERCISE END
}

/// Pairs each question with its answer, in order, as `"question=answer"`: the first question
/// with the first answer, the second with the second, whichever comes first.
public func pairs(questions: Signal<String, Never>, answers: Signal<String, Never>) -> Signal<String, Never> {
  // EXERCISE BEGIN (stub: return .never)
  return questions.zip(with: answers).map { "\($0)=\($1)" }
  // EXERCISE END
}

/// On each tap of Send, the text of the field at that moment; typing alone sends nothing.
public func sentMessages(sendTaps: Signal<Void, Never>, text: Signal<String, Never>) -> Signal<String, Never> {
  // EXERCISE BEGIN (stub: return .never)
  return sendTaps.withLatest(from: text).map { $1 }
  // EXERCISE END
}
