import AsyncExercises
import AsyncStyle
import AsyncStyleTest
import XCTest

final class AsyncCombineTests: XCTestCase {
  func test_formIsValid_withTheLatestOfBothFields() throws {
    let scheduler = AsyncTestScheduler()
    let name = try scheduler.hot("-a----b-|", ["a": "", "b": "Ada"])
    let password = try scheduler.hot("---c-d--|", ["c": "abc", "d": "abcd"])
    let recorder = scheduler.start { formIsValid(name: name, password: password) }
    XCTAssertMarbles(recorder.events, "---f-ft-|", values: ["f": false, "t": true])
  }

  func test_pairs_matchTheNthQuestionWithTheNthAnswer() throws {
    let scheduler = AsyncTestScheduler()
    let questions = try scheduler.hot("-a-b----|", ["a": "q1", "b": "q2"])
    let answers = try scheduler.hot("---x--y-|", ["x": "a1", "y": "a2"])
    let recorder = scheduler.start { pairs(questions: questions, answers: answers) }
    XCTAssertMarbles(recorder.events, "---p--q-|", values: ["p": "q1=a1", "q": "q2=a2"])
  }

  func test_sentMessages_takeTheTextAtEachTap() throws {
    let scheduler = AsyncTestScheduler()
    let taps = try scheduler.hot("-t---t--t|", ["t": ()])
    let text = try scheduler.hot("--a-b-----", ["a": "hi", "b": "hey"])
    let recorder = scheduler.start { sentMessages(sendTaps: taps, text: text) }
    XCTAssertMarbles(recorder.events, "-----b--b|", values: ["b": "hey"])
  }
}
