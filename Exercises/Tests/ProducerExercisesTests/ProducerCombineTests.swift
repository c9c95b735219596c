import ProducerExercises
import ProducerStyle
import ProducerStyleTest
import XCTest

final class ProducerCombineTests: XCTestCase {
  func test_formIsValid_withTheLatestOfBothFields() throws {
    let scheduler = TestScheduler()
    let name: Signal<String, Never> = try scheduler.createHotSignal(
      marbles: "-a----b-|", values: ["a": "", "b": "Ada"])
    let password: Signal<String, Never> = try scheduler.createHotSignal(
      marbles: "---c-d--|", values: ["c": "abc", "d": "abcd"])
    let recorder = EventRecorder(formIsValid(name: name, password: password), clock: scheduler)
    scheduler.run()
    XCTAssertMarbles(recorder.recorded, "---f-ft-|", values: ["f": false, "t": true])
  }

  func test_pairs_matchTheNthQuestionWithTheNthAnswer() throws {
    let scheduler = TestScheduler()
    let questions: Signal<String, Never> = try scheduler.createHotSignal(
      marbles: "-a-b----|", values: ["a": "q1", "b": "q2"])
    let answers: Signal<String, Never> = try scheduler.createHotSignal(
      marbles: "---x--y-|", values: ["x": "a1", "y": "a2"])
    let recorder = EventRecorder(pairs(questions: questions, answers: answers), clock: scheduler)
    scheduler.run()
    XCTAssertMarbles(recorder.recorded, "---p--q-|", values: ["p": "q1=a1", "q": "q2=a2"])
  }

  func test_sentMessages_takeTheTextAtEachTap() throws {
    let scheduler = TestScheduler()
    let taps: Signal<Void, Never> = try scheduler.createHotSignal(marbles: "-t---t--t|", values: ["t": ()])
    let text: Signal<String, Never> = try scheduler.createHotSignal(
      marbles: "--a-b-----", values: ["a": "hi", "b": "hey"])
    let recorder = EventRecorder(sentMessages(sendTaps: taps, text: text), clock: scheduler)
    scheduler.run()
    XCTAssertMarbles(recorder.recorded, "-----b--b|", values: ["b": "hey"])
  }
}
