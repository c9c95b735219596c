import RxExercises
import RxStyle
import RxStyleTest
import XCTest

final class RxCombineTests: XCTestCase {
  func test_formIsValid_withTheLatestOfBothFields() throws {
    let scheduler = TestScheduler(initialClock: 0)
    let name = try scheduler.createHotObservable(marbles: "-a----b-", values: ["a": "", "b": "Ada"])
    let password = try scheduler.createHotObservable(marbles: "---c-d--", values: ["c": "abc", "d": "abcd"])
    let observer = scheduler.start { formIsValid(name: name.asObservable(), password: password.asObservable()) }
    XCTAssertMarbles(observer.events, "---f-ft-", values: ["f": false, "t": true])
  }

  func test_pairs_matchTheNthQuestionWithTheNthAnswer() throws {
    let scheduler = TestScheduler(initialClock: 0)
    let questions = try scheduler.createHotObservable(marbles: "-a-b----", values: ["a": "q1", "b": "q2"])
    let answers = try scheduler.createHotObservable(marbles: "---x--y-", values: ["x": "a1", "y": "a2"])
    let observer = scheduler.start { pairs(questions: questions.asObservable(), answers: answers.asObservable()) }
    XCTAssertMarbles(observer.events, "---p--q-", values: ["p": "q1=a1", "q": "q2=a2"])
  }

  func test_sentMessages_takeTheTextAtEachTap() throws {
    let scheduler = TestScheduler(initialClock: 0)
    let taps = try scheduler.createHotObservable(marbles: "-t---t--t", values: ["t": ()])
    let text = try scheduler.createHotObservable(marbles: "--a-b----", values: ["a": "hi", "b": "hey"])
    let observer = scheduler.start { sentMessages(sendTaps: taps.asObservable(), text: text.asObservable()) }
    XCTAssertMarbles(observer.events, "-----b--b", values: ["b": "hey"])
  }
}
