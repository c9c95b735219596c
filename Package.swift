// swift-tools-version:6.0
import PackageDescription

let package = Package(
  name: "ReactiveStyles",
  products: [
    .library(name: "VirtualTime", targets: ["VirtualTime"]),
    .library(name: "Marbles", targets: ["Marbles"]),
    .library(name: "RxStyle", targets: ["RxStyle"]),
    .library(name: "RxStyleTest", targets: ["RxStyleTest"]),
    .library(name: "RxStyleBlocking", targets: ["RxStyleBlocking"]),
    .library(name: "ProducerStyle", targets: ["ProducerStyle"]),
    .library(name: "ProducerStyleTest", targets: ["ProducerStyleTest"]),
    .library(name: "AsyncStyle", targets: ["AsyncStyle"]),
    .library(name: "AsyncStyleTest", targets: ["AsyncStyleTest"]),
    .library(name: "StyleBridges", targets: ["StyleBridges"]),
    .library(name: "Showcase", targets: ["Showcase"]),
    .executable(name: "showcase", targets: ["ShowcaseDemo"]),
  ],
  targets: [
    // Shared internals: the one lock, the small helpers every style needs (a captured value, the
    // thread's identity, the blocking collector), and the timeline of virtual time.
    .target(name: "Locking"),
    .target(name: "StyleInternals", dependencies: ["Locking"]),
    .target(name: "VirtualTime", dependencies: ["Locking"]),
    // One marble-diagram language for the three styles' test modules.
    .target(name: "Marbles"),

    // The push style.
    .target(name: "RxStyle", dependencies: ["VirtualTime", "Locking", "StyleInternals"]),
    .target(name: "RxStyleTest", dependencies: ["RxStyle", "Marbles", "Locking", "StyleInternals"]),
    .target(name: "RxStyleBlocking", dependencies: ["RxStyle", "Locking", "StyleInternals"]),

    // The producer style.
    .target(name: "ProducerStyle", dependencies: ["VirtualTime", "Locking", "StyleInternals"]),
    .target(name: "ProducerStyleTest", dependencies: ["ProducerStyle", "Marbles", "Locking", "StyleInternals"]),

    // The async style.
    .target(name: "AsyncStyle", dependencies: ["Locking"]),
    .target(
      name: "AsyncStyleTest", dependencies: ["AsyncStyle", "Marbles", "VirtualTime", "Locking", "StyleInternals"]),

    // Bridges between the push and producer styles (each style's own module bridges to async).
    .target(name: "StyleBridges", dependencies: ["RxStyle", "ProducerStyle"]),

    // The app in every style.
    .target(name: "Showcase", dependencies: ["RxStyle", "ProducerStyle", "AsyncStyle", "Locking"]),
    .executableTarget(name: "ShowcaseDemo", dependencies: ["Showcase", "RxStyle", "ProducerStyle"]),

    // The benchmarks: a harness library (tested on its own) and the executable.
    .target(name: "BenchmarkKit", path: "Benchmarks/Kit"),
    .executableTarget(
      name: "benchmarks",
      dependencies: [
        "BenchmarkKit", "RxStyle", "RxStyleTest", "ProducerStyle", "AsyncStyle", "AsyncStyleTest", "Locking",
      ], path: "Benchmarks",
      exclude: ["Kit"]),

    // Tests.
    .target(name: "TestSupport", dependencies: ["RxStyle", "Locking"], path: "Tests/TestSupport"),
    .testTarget(name: "VirtualTimeTests", dependencies: ["VirtualTime", "Locking"]),
    .testTarget(name: "MarblesTests", dependencies: ["Marbles"]),
    .testTarget(
      name: "RxStyleTests", dependencies: ["RxStyle", "RxStyleTest", "RxStyleBlocking", "TestSupport", "Locking"]),
    .testTarget(name: "RxStyleTestTests", dependencies: ["RxStyle", "RxStyleTest", "TestSupport", "Locking"]),
    .testTarget(name: "RxStyleBlockingTests", dependencies: ["RxStyle", "RxStyleBlocking", "TestSupport", "Locking"]),
    .testTarget(
      name: "ProducerStyleTests", dependencies: ["ProducerStyle", "ProducerStyleTest", "TestSupport", "Locking"]),
    .testTarget(
      name: "ShowcaseTests",
      dependencies: [
        "Showcase", "RxStyle", "RxStyleTest", "RxStyleBlocking", "ProducerStyle", "ProducerStyleTest", "AsyncStyle",
        "AsyncStyleTest", "TestSupport", "Locking",
      ]),
    .testTarget(name: "AsyncStyleTests", dependencies: ["AsyncStyle", "AsyncStyleTest", "TestSupport", "Locking"]),
    .testTarget(
      name: "AsyncStyleTestTests", dependencies: ["AsyncStyle", "AsyncStyleTest", "TestSupport", "Locking"]),
    .testTarget(
      name: "StyleBridgesTests",
      dependencies: ["StyleBridges", "RxStyle", "RxStyleTest", "ProducerStyle", "ProducerStyleTest", "TestSupport"]),
    .testTarget(name: "BenchmarkKitTests", dependencies: ["BenchmarkKit"]),
  ],
  swiftLanguageModes: [.v6]
)
