import ProducerStyle
import TestSupport
import XCTest

final class BagTests: XCTestCase {
  func test_insertKeepsOrder_removeByToken() {
    var bag = Bag<String>()
    let a = bag.insert("a")
    let b = bag.insert("b")
    bag.insert("c")
    XCTAssertEqual(Array(bag), ["a", "b", "c"])
    XCTAssertEqual(bag.remove(using: b), "b")
    XCTAssertNil(bag.remove(using: b))
    XCTAssertEqual(Array(bag), ["a", "c"])
    XCTAssertEqual(bag.remove(using: a), "a")
    XCTAssertEqual(bag.count, 1)
  }

  func test_initFromSequence_tokensContinueAfterIt() {
    var bag = Bag([1, 2])
    let token = bag.insert(3)
    XCTAssertEqual(Array(bag), [1, 2, 3])
    bag.remove(using: token)
    XCTAssertEqual(Array(bag), [1, 2])
    XCTAssertTrue(Bag<Int>().isEmpty)
  }

  func test_iterator_givesTheElementsAtItsStart_whileTheBagChanges() {
    var bag = Bag(["a", "b"])
    var iterator: Bag<String>.Iterator = bag.makeIterator()
    bag.insert("c")
    bag.remove(using: bag.insert("d"))
    XCTAssertEqual(iterator.next(), "a")
    XCTAssertEqual(iterator.next(), "b")
    XCTAssertNil(iterator.next())
    XCTAssertEqual(Array(bag), ["a", "b", "c"])
  }
}
