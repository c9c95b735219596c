/// An element of one of two bases.
@usableFromInline
enum Either<First: Sendable, Second: Sendable>: Sendable {
  case first(First)
  case second(Second)
}
