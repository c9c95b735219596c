// Exercise producer-combine: combineLatest, zip and withLatest(from:).
// Read: Documentation/Operators/CombineLatest.md, Documentation/Operators/Zip.md, Documentation/Operators/WithLatestFrom.md
// Check: swift run exercises check producer-combine
import ProducerStyle

/// A sign-up form is valid once both fields have been typed in and, with the latest text of each,
/// the name is not empty and the password has at least 4 characters. Sends on every change.
public func formIsValid(name: Signal<String, Never>, password: Signal<String, Never>) -> Signal<Bool, Never> {
  // TODO: your code here, in place of the line below.
  return .never
}

/// Pairs each question with its answer, in order, as `"question=answer"`: the first question
/// with the first answer, the second with the second, whichever comes first.
public func pairs(questions: Signal<String, Never>, answers: Signal<String, Never>) -> Signal<String, Never> {
  // TODO: your code here, in place of the line below.
  return .never
}

/// On each tap of Send, the text of the field at that moment; typing alone sends nothing.
public func sentMessages(sendTaps: Signal<Void, Never>, text: Signal<String, Never>) -> Signal<String, Never> {
  // TODO: your code here, in place of the line below.
  return .never
}
