// swift-tools-version:6.0
import PackageDescription

let package = Package(
  name: "ReactiveStyles",
  products: [
    .library(name: "VirtualTime", targets: ["VirtualTime"]),
    .library(name: "RxStyle", targets: ["RxStyle"]),
    .library(name: "RxStyleTest", targets: ["RxStyleTest"]),
    .library(name: "RxStyleBlocking", targets: ["RxStyleBlocking"]),
    .library(name: "AsyncStyle", targets: ["AsyncStyle"]),
    .library(name: "AsyncStyleTest", targets: ["AsyncStyleTest"]),
  ],
  targets: [
    .target(name: "VirtualTime"),
    .target(name: "RxStyle", dependencies: ["VirtualTime"]),
    .target(name: "RxStyleTest", dependencies: ["RxStyle"]),
    .target(name: "RxStyleBlocking", dependencies: ["RxStyle"]),
    .testTarget(name: "VirtualTimeTests", dependencies: ["VirtualTime"]),
    .target(name: "Showcase", dependencies: ["RxStyle"]),
    .target(name: "TestSupport", dependencies: ["RxStyle"], path: "Tests/TestSupport"),
    .testTarget(name: "RxStyleTests", dependencies: ["RxStyle", "RxStyleTest", "TestSupport"]),
    .testTarget(name: "RxStyleTestTests", dependencies: ["RxStyle", "RxStyleTest", "TestSupport"]),
    .testTarget(
      name: "ShowcaseTests", dependencies: ["Showcase", "RxStyle", "RxStyleTest", "RxStyleBlocking", "TestSupport"]),
    .testTarget(name: "RxStyleBlockingTests", dependencies: ["RxStyle", "RxStyleBlocking", "TestSupport"]),
    .target(name: "AsyncStyle"),
    .target(name: "AsyncStyleTest", dependencies: ["AsyncStyle", "VirtualTime"]),
    .testTarget(name: "AsyncStyleTestTests", dependencies: ["AsyncStyle", "AsyncStyleTest"]),
    .testTarget(name: "AsyncStyleTests", dependencies: ["AsyncStyle", "AsyncStyleTest"]),
  ],
  swiftLanguageModes: [.v6]
)
