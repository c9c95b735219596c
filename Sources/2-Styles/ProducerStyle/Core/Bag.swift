/// An ordered collection whose elements are removed by the token their insertion returned, not
/// by value: how a list of observers or callbacks is kept.
///
/// ```swift
/// var handlers = Bag<() -> Void>()
/// let token = handlers.insert { print("tapped") }
/// handlers.forEach { $0() }
/// handlers.remove(using: token)
/// ```
public struct Bag<Element> {
  /// Identifies one insertion, to remove that element later.
  public struct Token: Hashable, Sendable {
    fileprivate let value: UInt64
  }

  private var elements: ContiguousArray<Element> = []
  private var tokens: ContiguousArray<UInt64> = []
  private var nextToken: UInt64 = 0

  /// Creates an empty bag.
  public init() {}

  /// Creates a bag holding `elements`, in order.
  /// - Parameter elements: the first elements.
  public init<S: Sequence>(_ elements: S) where S.Element == Element {
    self.elements = ContiguousArray(elements)
    nextToken = UInt64(self.elements.count)
    tokens = ContiguousArray(0..<nextToken)
  }

  /// Adds `element` at the end.
  /// - Parameter element: the element to add.
  /// - Returns: the token that removes it.
  @discardableResult
  public mutating func insert(_ element: Element) -> Token {
    let token = nextToken
    nextToken &+= 1
    elements.append(element)
    tokens.append(token)
    return Token(value: token)
  }

  /// Removes the element that `token` was returned for.
  /// - Parameter token: a token from ``insert(_:)``.
  /// - Returns: the removed element, or `nil` if it was already removed.
  @discardableResult
  public mutating func remove(using token: Token) -> Element? {
    // Tokens only grow, so the array of tokens is sorted.
    var lower = 0
    var upper = tokens.count
    while lower < upper {
      let middle = (lower + upper) / 2
      if tokens[middle] < token.value { lower = middle + 1 } else { upper = middle }
    }
    guard lower < tokens.count, tokens[lower] == token.value else { return nil }
    tokens.remove(at: lower)
    return elements.remove(at: lower)
  }
}

extension Bag: RandomAccessCollection {
  /// The position of the first element.
  public var startIndex: Int { elements.startIndex }
  /// The position after the last element.
  public var endIndex: Int { elements.endIndex }
  /// The element at `position`.
  public subscript(position: Int) -> Element { elements[position] }

  /// An iterator over the bag's elements as they were when iteration began.
  public func makeIterator() -> Iterator { Iterator(elements.makeIterator()) }

  /// Gives a bag's elements in insertion order: a copy, so the bag may change while it runs.
  ///
  /// ```swift
  /// var iterator = Bag([1, 2]).makeIterator()
  /// iterator.next()  // 1
  /// ```
  public struct Iterator: IteratorProtocol {
    private var base: ContiguousArray<Element>.Iterator

    fileprivate init(_ base: ContiguousArray<Element>.Iterator) {
      self.base = base
    }

    /// The next element, or `nil` after the last.
    public mutating func next() -> Element? { base.next() }
  }
}

extension Bag: Sendable where Element: Sendable {}
