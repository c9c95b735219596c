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
    .target(name: "Locking"),
    .target(name: "VirtualTime", dependencies: ["Locking"]),
    .target(name: "RxStyle", dependencies: ["VirtualTime", "Locking"]),
    .target(name: "RxStyleTest", dependencies: ["RxStyle", "Locking"]),
    .target(name: "RxStyleBlocking", dependencies: ["RxStyle", "Locking"]),
    .testTarget(name: "VirtualTimeTests", dependencies: ["VirtualTime", "Locking"]),
    .target(name: "Showcase", dependencies: ["RxStyle", "Locking"]),
    .target(name: "TestSupport", dependencies: ["RxStyle", "Locking"], path: "Tests/TestSupport"),
    .testTarget(
      name: "RxStyleTests", dependencies: ["RxStyle", "RxStyleTest", "RxStyleBlocking", "TestSupport", "Locking"]),
    .testTarget(name: "RxStyleTestTests", dependencies: ["RxStyle", "RxStyleTest", "TestSupport", "Locking"]),
    .testTarget(
      name: "ShowcaseTests",
      dependencies: ["Showcase", "RxStyle", "RxStyleTest", "RxStyleBlocking", "TestSupport", "Locking"]),
    .testTarget(name: "RxStyleBlockingTests", dependencies: ["RxStyle", "RxStyleBlocking", "TestSupport", "Locking"]),
    .target(name: "ProducerStyle", dependencies: ["VirtualTime"]),
    .target(name: "ProducerStyleTest", dependencies: ["ProducerStyle"]),
    .testTarget(name: "ProducerStyleTests", dependencies: ["ProducerStyle", "ProducerStyleTest"]),
  ],
  swiftLanguageModes: [.v6]
)
