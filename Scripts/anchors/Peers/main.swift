import Foundation

// The peers' suites beside the floors, run by the package's own harness (copied here by
// Scripts/anchors/peers.sh), so that their cells are timed, isolated and checked alike.
var registry = Registry()
registry.register(FloorSuite())
registry.register(RxSwiftSuite())
registry.register(ReactiveSwiftSuite())
registry.register(OpenCombineSuite())
registry.register(AsyncPeersSuite())
exit(Runner(registry: registry).run(Array(CommandLine.arguments.dropFirst())))
