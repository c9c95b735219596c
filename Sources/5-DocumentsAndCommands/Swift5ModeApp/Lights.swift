// App code as a learner writes it in an Xcode 26 app: Swift 5 mode, main-actor isolation by default,
// the template's upcoming features (Package.swift). Every build compiles it, and CI's warnings-as-errors
// build fails on any diagnostic, so it shows what code written for RxSwift and ReactiveSwift meets here.

/// Whether a light is on.
///
/// Its `Equatable` conformance is main-actor isolated, as every conformance of a main-actor type in the
/// template is; operator closures that compare states use it.
enum LightState: Equatable {
  case on
  case off
}

/// One light of the home.
struct Light: Equatable {
  let id: String
  let state: LightState
}
