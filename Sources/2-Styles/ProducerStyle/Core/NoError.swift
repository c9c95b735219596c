/// The error type of a signal that cannot fail; older code spells `Never` this way.
@available(*, deprecated, renamed: "Never")
public typealias NoError = Never
