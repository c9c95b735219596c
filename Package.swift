// swift-tools-version:6.0
import PackageDescription

let package = Package(
  name: "ReactiveStyles",
  products: [
    .library(name: "VirtualTime", targets: ["VirtualTime"]),
    .library(name: "RxStyle", targets: ["RxStyle"]),
    .library(name: "RxStyleTest", targets: ["RxStyleTest"]),
    .library(name: "RxStyleBlocking", targets: ["RxStyleBlocking"]),
    .library(name: "ProducerStyle", targets: ["ProducerStyle"]),
    .library(name: "ProducerStyleTest", targets: ["ProducerStyleTest"]),
  ],
  targets: [
    .target(name: "VirtualTime"),
    .target(name: "RxStyle", dependencies: ["VirtualTime"]),
    .target(name: "RxStyleTest", dependencies: ["RxStyle"]),
    .target(name: "RxStyleBlocking", dependencies: ["RxStyle"]),
    .testTarget(name: "VirtualTimeTests", dependencies: ["VirtualTime"]),
    .target(name: "Showcase", dependencies: ["RxStyle"]),
    .target(name: "TestSupport", dependencies: ["RxStyle"], path: "Tests/TestSupport"),
    .testTarget(name: "RxStyleTests", dependencies: ["RxStyle", "RxStyleTest", "RxStyleBlocking", "TestSupport"]),
    .testTarget(name: "RxStyleTestTests", dependencies: ["RxStyle", "RxStyleTest", "TestSupport"]),
    .testTarget(
      name: "ShowcaseTests", dependencies: ["Showcase", "RxStyle", "RxStyleTest", "RxStyleBlocking", "TestSupport"]),
    .testTarget(name: "RxStyleBlockingTests", dependencies: ["RxStyle", "RxStyleBlocking", "TestSupport"]),
    .target(name: "ProducerStyle", dependencies: ["VirtualTime"]),
    .target(name: "ProducerStyleTest", dependencies: ["ProducerStyle"]),
    .testTarget(name: "ProducerStyleTests", dependencies: ["ProducerStyle", "ProducerStyleTest"]),
    .target(name: "BenchmarkKit", path: "Benchmarks/Kit"),
    .executableTarget(
      name: "benchmarks", dependencies: ["BenchmarkKit", "RxStyle", "RxStyleTest", "ProducerStyle"], path: "Benchmarks",
      exclude: ["Kit"]),
    .testTarget(name: "BenchmarkKitTests", dependencies: ["BenchmarkKit"]),
  ],
  swiftLanguageModes: [.v6]
)
