// swift-tools-version:6.0
import PackageDescription

let package = Package(
  name: "ReactiveStyles",
  products: [
    .library(name: "VirtualTime", targets: ["VirtualTime"]),
    .library(name: "RxStyle", targets: ["RxStyle"]),
  ],
  targets: [
    .target(name: "VirtualTime"),
    .target(name: "RxStyle"),
    .testTarget(name: "VirtualTimeTests", dependencies: ["VirtualTime"]),
    .testTarget(name: "RxStyleTests", dependencies: ["RxStyle"]),
  ],
  swiftLanguageModes: [.v6]
)
