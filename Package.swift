// swift-tools-version:6.2
// 6.2 is what the sources need: the async `reduce`, `scan` and test-scheduler waits take
// `nonisolated(nonsending)` closures, which Swift 6.2 introduced.
import PackageDescription

// Naming: a style's library is `<Style>Style` and its test tools `<Style>StyleTest` (plus
// `RxStyleBlocking`, as RxSwift has RxBlocking); a module that serves or relates the three styles
// starts with `Style`; a module that holds one idea is named after it (`VirtualTime`, `Marbles`);
// a command is an executable product named as it is typed, built from a `<Name>CLI` target; every
// module's tests are `<Module>Tests`.
//
// Test frameworks: only `StyleTestReporting` imports XCTest and Testing, and only the
// `<Style>StyleTest` modules and test targets depend on it. A style's test tools live in
// `<Style>StyleTestKit` (schedulers, recorders, marble inputs — no test framework), which its
// `<Style>StyleTest` re-exports beside the assertions; the commands and the modules they use
// depend on the kits, never on `<Style>StyleTest`: on macOS a command linking XCTest cannot start.
//
// Boundaries: a module has one job. The libraries of the styles know nothing of each other. Between
// them, data, execution and generation stay apart: `StyleCatalog` holds the types of the ideas and
// the words of a run (operator names, scenarios, edges, the shape of a difference) and runs nothing;
// `StyleRunners` holds each operator's comparison in one file (its idea row, what its runs take,
// its call in each style, its atlas scenarios, its expected rows and why the styles differ) and the
// table of ideas read from them, since only it sees the three styles, and runs them, writing no page
// (`swift run generate` writes the operators' cases and registry from those files); `StyleDocuments` draws pages and pictures
// from the two and holds no fact of its own. A command's library (`MarblesTool`) reads its
// arguments and calls those layers.
//
// Layers: the folders of Sources/ (`layers`, after the package) show which modules build on which.
// Xcode 26's app template: Swift 5 mode, the "approachable concurrency" upcoming features and member import
// visibility; the app target is main-actor by default, its test target is not.
var testTemplate: [SwiftSetting] {
  [.swiftLanguageMode(.v5)]
    + [
      "NonisolatedNonsendingByDefault", "InferIsolatedConformances", "InferSendableFromCaptures",
      "GlobalActorIsolatedTypesUsability", "DisableOutwardActorInference", "MemberImportVisibility",
    ].map { .enableUpcomingFeature($0) }
}
var appTemplate: [SwiftSetting] { testTemplate + [.defaultIsolation(MainActor.self)] }

let package = Package(
  name: "ReactiveStyles",
  // The first releases with Synchronization (Mutex, Atomic), task executors and typed-throws `next(isolation:)`.
  platforms: [.macOS(.v15), .iOS(.v18), .tvOS(.v18), .watchOS(.v11), .visionOS(.v2)],
  products: [
    .library(name: "VirtualTime", targets: ["VirtualTime"]),
    .library(name: "Marbles", targets: ["Marbles"]),
    .library(name: "RxStyle", targets: ["RxStyle"]),
    .library(name: "RxStyleTestKit", targets: ["RxStyleTestKit"]),
    .library(name: "RxStyleTest", targets: ["RxStyleTest"]),
    .library(name: "RxStyleBlocking", targets: ["RxStyleBlocking"]),
    .library(name: "ProducerStyle", targets: ["ProducerStyle"]),
    .library(name: "ProducerStyleTestKit", targets: ["ProducerStyleTestKit"]),
    .library(name: "ProducerStyleTest", targets: ["ProducerStyleTest"]),
    .library(name: "AsyncStyle", targets: ["AsyncStyle"]),
    .library(name: "AsyncStyleTestKit", targets: ["AsyncStyleTestKit"]),
    .library(name: "AsyncStyleTest", targets: ["AsyncStyleTest"]),
    .library(name: "StyleBridges", targets: ["StyleBridges"]),
    .library(name: "StyleCatalog", targets: ["StyleCatalog"]),
    .library(name: "StyleRunners", targets: ["StyleRunners"]),
    .library(name: "StyleDocuments", targets: ["StyleDocuments"]),
    .library(name: "Showcase", targets: ["Showcase"]),
    .library(name: "ShowcaseTestDoubles", targets: ["ShowcaseTestDoubles"]),
    .executable(name: "benchmarks", targets: ["BenchmarksCLI"]),
    .executable(name: "marbles", targets: ["MarblesCLI"]),
    .executable(name: "showcase", targets: ["ShowcaseCLI"]),
    .executable(name: "generate", targets: ["GenerateCLI"]),
    .executable(name: "exercises", targets: ["ExercisesCLI"]),
  ],
  targets: [
    // What every style shares: the one lock and small helpers (a captured value, the thread's
    // identity), none of which imports Foundation; the blocking collector that the blocking
    // operators of the push and producer styles wait with (it turns the main run loop, so it needs
    // Foundation, and the async style does not link it); the timeline of virtual time; the marble-diagram language
    // of the three test modules; the one bridge to XCTest and Testing, which reports test failures
    // (with the side-by-side printer of expected and actual events) and also holds the leak checks (an XCTest base class and a Swift Testing trait) that each
    // `<Style>StyleTest` re-exports with its own style's base class.
    .target(name: "StyleInternals"),
    .target(name: "StyleBlocking", dependencies: ["StyleInternals"]),
    .target(name: "VirtualTime", dependencies: ["StyleInternals"]),
    .target(name: "Marbles"),
    .target(name: "StyleTestReporting", dependencies: ["StyleInternals"]),

    // The push style.
    .target(name: "RxStyle", dependencies: ["VirtualTime", "StyleInternals"]),
    .target(name: "RxStyleTestKit", dependencies: ["RxStyle", "Marbles", "VirtualTime", "StyleInternals"]),
    .target(
      name: "RxStyleTest",
      dependencies: ["RxStyleTestKit", "RxStyle", "Marbles", "StyleTestReporting", "StyleInternals"]),
    .target(name: "RxStyleBlocking", dependencies: ["RxStyle", "StyleBlocking", "StyleInternals"]),

    // The producer style.
    .target(name: "ProducerStyle", dependencies: ["VirtualTime", "StyleBlocking", "StyleInternals"]),
    .target(name: "ProducerStyleTestKit", dependencies: ["ProducerStyle", "Marbles", "StyleInternals"]),
    .target(
      name: "ProducerStyleTest",
      dependencies: ["ProducerStyleTestKit", "ProducerStyle", "Marbles", "StyleTestReporting", "StyleInternals"]),

    // The async style.
    .target(name: "AsyncStyle", dependencies: ["StyleInternals"]),
    .target(name: "AsyncStyleTestKit", dependencies: ["AsyncStyle", "Marbles", "VirtualTime", "StyleInternals"]),
    .target(
      name: "AsyncStyleTest",
      dependencies: ["AsyncStyleTestKit", "AsyncStyle", "Marbles", "StyleTestReporting", "StyleInternals"]),

    // Between the styles: the push ↔ producer bridges (each style bridges to async itself), then the
    // comparison of the three in three layers, each with one job: the catalog (what each style calls
    // an idea, and the words of a scenario, as data), the runners (each operator's comparison, and
    // the play of a scenario in each style on virtual time), and the documents (pages and pictures
    // drawn from the two).
    .target(name: "StyleBridges", dependencies: ["RxStyle", "ProducerStyle"]),
    .target(name: "StyleCatalog", dependencies: ["Marbles"]),
    .target(
      name: "StyleRunners",
      dependencies: [
        "StyleCatalog", "Marbles", "RxStyle", "RxStyleTestKit", "ProducerStyle", "ProducerStyleTestKit", "AsyncStyle",
        "AsyncStyleTestKit", "StyleInternals",
      ]),
    .target(name: "StyleDocuments", dependencies: ["StyleCatalog", "StyleRunners", "Marbles"]),

    // The article apps in every style, and the commands.
    .target(
      name: "Showcase", dependencies: ["RxStyle", "ProducerStyle", "AsyncStyle", "StyleInternals"],
      resources: [.copy("CurrencyConverter/Resources/rates.json")]),
    // The showcase's test doubles (mocks and stubs of its services and repositories), kept out of
    // the apps themselves.
    .target(
      name: "ShowcaseTestDoubles", dependencies: ["Showcase", "RxStyle", "ProducerStyle", "StyleInternals"]),
    .executableTarget(name: "ShowcaseCLI", dependencies: ["Showcase", "RxStyle", "ProducerStyle"]),
    .target(name: "MarblesTool", dependencies: ["StyleCatalog", "StyleRunners", "StyleDocuments", "Marbles"]),
    .executableTarget(name: "MarblesCLI", dependencies: ["MarblesTool"]),
    // The exercise track's command (`swift run exercises`): it drives the separate package in
    // Exercises/, whose tests fail until a learner solves them, so the package's own tests never build it.
    .target(name: "ExercisesTool"),
    .executableTarget(name: "ExercisesCLI", dependencies: ["ExercisesTool"]),
    // Writes every generated file (`swift run generate`) or checks them (`--check`).
    .executableTarget(
      name: "GenerateCLI",
      dependencies: ["StyleDocuments", "StyleCatalog", "MarblesTool", "BenchmarkKit", "ExercisesTool"]),
    .target(name: "BenchmarkKit"),
    .executableTarget(
      name: "BenchmarksCLI",
      dependencies: [
        "BenchmarkKit", "RxStyle", "RxStyleTestKit", "ProducerStyle", "AsyncStyle", "AsyncStyleTestKit",
        "StyleInternals",
      ], path: "Benchmarks",
      exclude: ["Baselines", "README.md"]),

    // Tests: one target per module, mirroring its sources; TestSupport, a module of the fourth
    // layer, holds their shared helpers.
    .target(
      name: "TestSupport",
      dependencies: [
        "RxStyle", "RxStyleTest", "ProducerStyle", "ProducerStyleTest", "AsyncStyleTest", "StyleInternals",
      ]),
    .testTarget(name: "StyleInternalsTests", dependencies: ["StyleInternals"]),
    .testTarget(name: "StyleBlockingTests", dependencies: ["StyleBlocking"]),
    .testTarget(name: "TestSupportTests", dependencies: ["TestSupport"]),
    .testTarget(name: "VirtualTimeTests", dependencies: ["VirtualTime", "StyleInternals"]),
    .testTarget(name: "MarblesTests", dependencies: ["Marbles", "TestSupport"]),
    .testTarget(name: "StyleTestReportingTests", dependencies: ["StyleTestReporting", "TestSupport"]),
    .testTarget(
      name: "RxStyleTests",
      dependencies: ["RxStyle", "RxStyleTest", "RxStyleBlocking", "TestSupport", "StyleInternals"]),
    .testTarget(name: "RxStyleTestTests", dependencies: ["RxStyle", "RxStyleTest", "TestSupport", "StyleInternals"]),
    .testTarget(
      name: "RxStyleBlockingTests",
      dependencies: ["RxStyle", "RxStyleBlocking", "RxStyleTest", "TestSupport", "StyleInternals"]),
    .testTarget(
      name: "ProducerStyleTests", dependencies: ["ProducerStyle", "ProducerStyleTest", "TestSupport", "StyleInternals"]),
    .testTarget(
      name: "ProducerStyleTestTests",
      dependencies: ["ProducerStyle", "ProducerStyleTest", "TestSupport", "StyleInternals"]),
    .testTarget(
      name: "AsyncStyleTests", dependencies: ["AsyncStyle", "AsyncStyleTest", "TestSupport", "StyleInternals"]),
    .testTarget(
      name: "AsyncStyleTestTests",
      dependencies: ["AsyncStyle", "AsyncStyleTest", "AsyncStyleTestKit", "TestSupport", "StyleInternals"]),
    .testTarget(
      name: "StyleBridgesTests",
      dependencies: ["StyleBridges", "RxStyle", "RxStyleTest", "ProducerStyle", "ProducerStyleTest", "TestSupport"]),
    .testTarget(name: "StyleCatalogTests", dependencies: ["StyleCatalog"]),
    .testTarget(
      name: "StyleRunnersTests",
      dependencies: [
        "StyleRunners", "StyleCatalog", "Marbles", "StyleBridges", "RxStyle", "RxStyleTest", "ProducerStyle",
        "ProducerStyleTest", "AsyncStyle", "AsyncStyleTest", "TestSupport",
      ]),
    .testTarget(name: "StyleDocumentsTests", dependencies: ["StyleDocuments", "StyleCatalog", "StyleRunners"]),
    .testTarget(
      name: "ShowcaseTests",
      dependencies: [
        "Showcase", "ShowcaseTestDoubles", "RxStyle", "RxStyleTest", "RxStyleBlocking", "ProducerStyle",
        "ProducerStyleTest", "AsyncStyle",
        "AsyncStyleTest", "TestSupport", "StyleInternals",
      ],
      exclude: ["Articles/README.md"]),
    .testTarget(
      name: "MarblesToolTests",
      dependencies: ["MarblesTool", "StyleDocuments", "StyleCatalog", "StyleRunners", "Marbles"]),
    .testTarget(name: "ExercisesToolTests", dependencies: ["ExercisesTool"]),
    .testTarget(name: "BenchmarkKitTests", dependencies: ["BenchmarkKit"]),
    .testTarget(name: "BenchmarksCLITests", dependencies: ["BenchmarksCLI"]),
    .testTarget(name: "GenerateCLITests", dependencies: ["GenerateCLI"]),
    // Samples, links and paragraphs of the Markdown pages, checked against the code.
    .testTarget(name: "DocumentationTests"),
    // The Swift samples of the Markdown pages, written here by `swift run generate`: every build compiles them,
    // and nothing runs them (no test target depends on this one, so no test framework finds what it declares).
    .target(
      name: "DocumentationSamples",
      dependencies: [
        "RxStyle", "RxStyleTest", "RxStyleBlocking", "ProducerStyle", "ProducerStyleTest", "AsyncStyle",
        "AsyncStyleTest", "StyleBridges", "Showcase", "ShowcaseTestDoubles", "Marbles", "VirtualTime",
      ]),
    // App code and its tests in the settings of Xcode 26's app template (Swift 5 mode; the app main-actor
    // by default): the warnings-as-errors build checks that code written for the anchors gets no diagnostic.
    .target(name: "Swift5ModeApp", dependencies: ["RxStyle", "ProducerStyle"], swiftSettings: appTemplate),
    .testTarget(
      name: "Swift5ModeAppTests", dependencies: ["Swift5ModeApp", "RxStyle", "ProducerStyle"],
      swiftSettings: testTemplate),
  ],
  swiftLanguageModes: [.v6]
)

// The layers, each a folder of Sources/ that holds its modules' folders, in the order they build
// on each other: a module depends only on modules of its own layer or of the layers above it. A
// module the manifest declares without a path of its own sits in its layer's folder.
let layers: [(folder: String, modules: [String])] = [
  // What every style shares.
  ("1-Kernels", ["StyleInternals", "StyleBlocking", "VirtualTime", "Marbles"]),
  // The style libraries.
  ("2-Styles", ["RxStyle", "RxStyleBlocking", "ProducerStyle", "AsyncStyle"]),
  // Built on the styles without a test framework: the test kits and the push ↔ producer bridges.
  ("3-KitsAndBridges", ["RxStyleTestKit", "ProducerStyleTestKit", "AsyncStyleTestKit", "StyleBridges"]),
  // What tests and the comparison of the styles are written with.
  (
    "4-TestsAndRunners",
    [
      "StyleTestReporting", "RxStyleTest", "ProducerStyleTest", "AsyncStyleTest", "TestSupport", "StyleCatalog",
      "StyleRunners",
    ]
  ),
  // What readers and commands see: the pages, the article apps, the commands and their kits.
  (
    "5-DocumentsAndCommands",
    [
      "StyleDocuments", "Showcase", "ShowcaseTestDoubles", "ShowcaseCLI", "MarblesTool", "MarblesCLI", "ExercisesTool",
      "ExercisesCLI", "GenerateCLI", "BenchmarkKit", "DocumentationSamples", "Swift5ModeApp",
    ]
  ),
]
for target in package.targets where target.type != .test && target.path == nil {
  guard let layer = layers.first(where: { $0.modules.contains(target.name) }) else {
    fatalError("\(target.name) is in no layer of Sources/")
  }
  target.path = "Sources/\(layer.folder)/\(target.name)"
}
