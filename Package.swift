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
    .library(name: "CrossStyleTest", targets: ["CrossStyleTest"]),
    .library(name: "Showcase", targets: ["Showcase"]),
    .executable(name: "showcase", targets: ["ShowcaseDemo"]),
    .executable(name: "marbles", targets: ["MarblesCLI"]),
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
    .target(name: "RxStyleTest", dependencies: ["RxStyle", "Marbles", "VirtualTime", "Locking", "StyleInternals"]),
    .target(name: "RxStyleBlocking", dependencies: ["RxStyle", "Locking", "StyleInternals"]),

    // The producer style.
    .target(name: "ProducerStyleAtomic", dependencies: ["Locking"]),
    .target(name: "ProducerStyle", dependencies: ["ProducerStyleAtomic", "VirtualTime", "Locking", "StyleInternals"]),
    .target(name: "ProducerStyleTest", dependencies: ["ProducerStyle", "Marbles", "Locking", "StyleInternals"]),

    // The async style.
    .target(name: "AsyncStyle", dependencies: ["Locking"]),
    .target(
      name: "AsyncStyleTest", dependencies: ["AsyncStyle", "Marbles", "VirtualTime", "Locking", "StyleInternals"]),

    // Bridges between the push and producer styles (each style's own module bridges to async).
    .target(name: "StyleBridges", dependencies: ["RxStyle", "ProducerStyle"]),
    // One virtual clock driving the three styles' test schedulers together.
    .target(
      name: "CrossStyleTest",
      dependencies: ["VirtualTime", "RxStyleTest", "ProducerStyle", "ProducerStyleTest", "AsyncStyleTest"]),

    // The app in every style.
    .target(
      name: "Showcase", dependencies: ["RxStyle", "ProducerStyle", "AsyncStyle", "Locking"],
      resources: [.copy("CurrencyConverter/Resources/rates.json")]),
    .executableTarget(name: "ShowcaseDemo", dependencies: ["Showcase", "RxStyle", "ProducerStyle"]),

    // Runs an operator family on marble diagrams in each style: the cross-style suite and the marbles tool.
    .target(
      name: "StyleComparison",
      dependencies: [
        "Marbles", "RxStyle", "RxStyleTest", "ProducerStyle", "ProducerStyleTest", "AsyncStyle", "AsyncStyleTest",
      ]),

    // The marbles tool: its logic (tested) and the executable.
    .target(name: "MarblesTool", dependencies: ["StyleComparison", "Marbles"]),
    .executableTarget(name: "MarblesCLI", dependencies: ["MarblesTool"]),

    // The benchmarks: a harness library (tested on its own) and the executable.
    .target(name: "BenchmarkKit", path: "Benchmarks/Kit"),
    .executableTarget(
      name: "benchmarks",
      dependencies: [
        "BenchmarkKit", "RxStyle", "RxStyleTest", "ProducerStyle", "AsyncStyle", "AsyncStyleTest", "Locking",
      ], path: "Benchmarks",
      exclude: ["Kit", "README.md"]),

    // Tests.
    .target(name: "TestSupport", dependencies: ["RxStyle", "Locking"], path: "Tests/TestSupport"),
    .testTarget(name: "VirtualTimeTests", dependencies: ["VirtualTime", "Locking"]),
    .testTarget(name: "MarblesTests", dependencies: ["Marbles", "TestSupport"]),
    .testTarget(name: "MarblesToolTests", dependencies: ["MarblesTool", "StyleComparison", "Marbles"]),
    .testTarget(
      name: "CrossStyleTests",
      dependencies: ["StyleComparison", "Marbles", "RxStyle", "ProducerStyle", "AsyncStyle", "TestSupport"]),
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
      ],
      exclude: ["Articles/README.md"]),
    .testTarget(name: "AsyncStyleTests", dependencies: ["AsyncStyle", "AsyncStyleTest", "TestSupport", "Locking"]),
    .testTarget(
      name: "AsyncStyleTestTests", dependencies: ["AsyncStyle", "AsyncStyleTest", "TestSupport", "Locking"]),
    .testTarget(
      name: "StyleBridgesTests",
      dependencies: ["StyleBridges", "RxStyle", "RxStyleTest", "ProducerStyle", "ProducerStyleTest", "TestSupport"]),
    .testTarget(
      name: "CrossStyleTestTests",
      dependencies: [
        "CrossStyleTest", "StyleBridges", "RxStyle", "RxStyleTest", "ProducerStyle", "ProducerStyleTest", "AsyncStyle",
        "AsyncStyleTest", "TestSupport",
      ]),
    .testTarget(name: "BenchmarkKitTests", dependencies: ["BenchmarkKit"]),
    // Samples, links and paragraphs of the Markdown pages, checked against the code.
    .testTarget(name: "DocumentationTests"),
  ],
  swiftLanguageModes: [.v6]
)
