// Exercise rx-combine: combineLatest, zip and withLatestFrom.
// Read: Documentation/Operators/CombineLatest.md, Documentation/Operators/Zip.md, Documentation/Operators/WithLatestFrom.md
// Check: swift run exercises check rx-combine
import RxStyle

/// A sign-up form is valid once both fields have been typed in and, with the latest text of each,
/// the name is not empty and the password has at least 4 characters. Emits on every change.
public func formIsValid(name: Observable<String>, password: Observable<String>) -> Observable<Bool> {
  // EXERCISE BEGIN (stub: return .empty())
  return Observable.combineLatest(name, password) { !$0.isEmpty && $1.count >= 4 }
  // EXERCISE END
}

/// Pairs each question with its answer, in order, as `"question=answer"`: the first question
/// with the first answer, the second with the second, whichever comes first.
public func pairs(questions: Observable<String>, answers: Observable<String>) -> Observable<String> {
  // EXERCISE BEGIN (stub: return .empty())
  return Observable.zip(questions, answers) { "\($0)=\($1)" }
  // EXERCISE END
}

/// On each tap of Send, the text of the field at that moment; typing alone sends nothing.
public func sentMessages(sendTaps: Observable<Void>, text: Observable<String>) -> Observable<String> {
  // EXERCISE BEGIN (stub: return .empty())
  return sendTaps.withLatestFrom(text)
  // EXERCISE END
}
