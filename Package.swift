// swift-tools-version:6.0
import PackageDescription

let package = Package(
  name: "ReactiveStyles",
  products: [
    .library(name: "VirtualTime", targets: ["VirtualTime"])
  ],
  targets: [
    .target(name: "VirtualTime"),
    .testTarget(name: "VirtualTimeTests", dependencies: ["VirtualTime"]),
  ],
  swiftLanguageModes: [.v6]
)
