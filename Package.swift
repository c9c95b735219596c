// swift-tools-version:6.0
import PackageDescription

let package = Package(
  name: "ReactiveStyles",
  products: [
    .library(name: "VirtualTime", targets: ["VirtualTime"]),
    .library(name: "RxStyle", targets: ["RxStyle"]),
    .library(name: "RxStyleTest", targets: ["RxStyleTest"]),
  ],
  targets: [
    .target(name: "VirtualTime"),
    .target(name: "RxStyle", dependencies: ["VirtualTime"]),
    .target(name: "RxStyleTest", dependencies: ["RxStyle"]),
    .testTarget(name: "VirtualTimeTests", dependencies: ["VirtualTime"]),
    .testTarget(name: "RxStyleTests", dependencies: ["RxStyle", "RxStyleTest"]),
    .testTarget(name: "RxStyleTestTests", dependencies: ["RxStyle", "RxStyleTest"]),
  ],
  swiftLanguageModes: [.v6]
)
