import Foundation

var registry = Registry()
registry.register(FloorSuite())
registry.register(RuntimeFloorSuite())
registry.register(RxSuite())
registry.register(ProducerSuite())
registry.register(AsyncSuite())
exit(Runner(registry: registry).run(Array(CommandLine.arguments.dropFirst())))
