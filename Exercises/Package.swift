// swift-tools-version:6.2
// The exercise track: a package of its own, so the package's `swift test` never builds these tests,
// which fail until a learner solves them. `swift run exercises` (from the repository root) drives it.
import PackageDescription

let package = Package(
  name: "Exercises",
  platforms: [.macOS(.v15), .iOS(.v18), .tvOS(.v18), .watchOS(.v11), .visionOS(.v2)],
  dependencies: [.package(name: "ReactiveStyles", path: "..")],
  targets: [
    // The files a learner edits, one module a style, with the test kits (no test framework).
    .target(
      name: "RxExercises",
      dependencies: [
        .product(name: "RxStyle", package: "ReactiveStyles"),
        .product(name: "ProducerStyle", package: "ReactiveStyles"),
        .product(name: "AsyncStyle", package: "ReactiveStyles"),
        .product(name: "RxStyleTestKit", package: "ReactiveStyles"),
        .product(name: "RxStyleBlocking", package: "ReactiveStyles"),
        .product(name: "Showcase", package: "ReactiveStyles"),
        .product(name: "ShowcaseTestDoubles", package: "ReactiveStyles"),
      ]),
    .target(
      name: "ProducerExercises",
      dependencies: [
        .product(name: "RxStyle", package: "ReactiveStyles"),
        .product(name: "ProducerStyle", package: "ReactiveStyles"),
        .product(name: "AsyncStyle", package: "ReactiveStyles"),
        .product(name: "ProducerStyleTestKit", package: "ReactiveStyles"),
        .product(name: "Showcase", package: "ReactiveStyles"),
        .product(name: "ShowcaseTestDoubles", package: "ReactiveStyles"),
      ]),
    .target(
      name: "AsyncExercises",
      dependencies: [
        .product(name: "RxStyle", package: "ReactiveStyles"),
        .product(name: "ProducerStyle", package: "ReactiveStyles"),
        .product(name: "AsyncStyle", package: "ReactiveStyles"),
        .product(name: "AsyncStyleTestKit", package: "ReactiveStyles"),
        .product(name: "Showcase", package: "ReactiveStyles"),
        .product(name: "ShowcaseTestDoubles", package: "ReactiveStyles"),
      ]),
    // The checks: one test class an exercise, run by name (`swift test --filter`).
    .testTarget(
      name: "RxExercisesTests",
      dependencies: ["RxExercises", .product(name: "RxStyleTest", package: "ReactiveStyles")]),
    .testTarget(
      name: "ProducerExercisesTests",
      dependencies: ["ProducerExercises", .product(name: "ProducerStyleTest", package: "ReactiveStyles")]),
    .testTarget(
      name: "AsyncExercisesTests",
      dependencies: [
        "AsyncExercises", .product(name: "AsyncStyleTest", package: "ReactiveStyles"),
        .product(name: "Marbles", package: "ReactiveStyles"),
      ]),
  ],
  swiftLanguageModes: [.v6]
)
