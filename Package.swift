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
    .library(name: "AsyncStyle", targets: ["AsyncStyle"]),
    .library(name: "AsyncStyleTest", targets: ["AsyncStyleTest"]),
    .executable(name: "showcase", targets: ["ShowcaseDemo"]),
  ],
  targets: [
    .target(name: "Locking"),
    .target(name: "VirtualTime", dependencies: ["Locking"]),
    .target(name: "RxStyle", dependencies: ["VirtualTime", "Locking"]),
    .target(name: "RxStyleTest", dependencies: ["RxStyle", "Locking"]),
    .target(name: "RxStyleBlocking", dependencies: ["RxStyle", "Locking"]),
    .testTarget(name: "VirtualTimeTests", dependencies: ["VirtualTime", "Locking"]),
    .target(name: "Showcase", dependencies: ["RxStyle", "ProducerStyle", "AsyncStyle", "Locking"]),
    .executableTarget(name: "ShowcaseDemo", dependencies: ["Showcase", "RxStyle", "ProducerStyle"]),
    .target(name: "TestSupport", dependencies: ["RxStyle", "Locking"], path: "Tests/TestSupport"),
    .testTarget(
      name: "RxStyleTests", dependencies: ["RxStyle", "RxStyleTest", "RxStyleBlocking", "TestSupport", "Locking"]),
    .testTarget(name: "RxStyleTestTests", dependencies: ["RxStyle", "RxStyleTest", "TestSupport", "Locking"]),
    .testTarget(
      name: "ShowcaseTests",
      dependencies: [
        "Showcase", "RxStyle", "RxStyleTest", "RxStyleBlocking", "ProducerStyle", "ProducerStyleTest", "AsyncStyle",
        "AsyncStyleTest", "TestSupport", "Locking",
      ]),
    .testTarget(name: "RxStyleBlockingTests", dependencies: ["RxStyle", "RxStyleBlocking", "TestSupport", "Locking"]),
    .target(name: "ProducerStyle", dependencies: ["VirtualTime"]),
    .target(name: "ProducerStyleTest", dependencies: ["ProducerStyle"]),
    .testTarget(name: "ProducerStyleTests", dependencies: ["ProducerStyle", "ProducerStyleTest"]),
    .target(name: "AsyncStyle"),
    .target(name: "AsyncStyleTest", dependencies: ["AsyncStyle", "VirtualTime"]),
    .testTarget(name: "AsyncStyleTestTests", dependencies: ["AsyncStyle", "AsyncStyleTest"]),
    .testTarget(name: "AsyncStyleTests", dependencies: ["AsyncStyle", "AsyncStyleTest"]),
  ],
  swiftLanguageModes: [.v6]
)
