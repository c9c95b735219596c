/// One scenario of an operator's page in the atlas (Documentation/Operators): what it shows and
/// the run. The expected output is not stored: the page draws what the three styles' operators
/// make of it on virtual time.
///
/// ```swift
/// for shown in MarbleOperator.debounce.atlasScenarios { print(shown.title, shown.scenario) }
/// ```
public struct AtlasScenario: Sendable {
  /// What the scenario shows, as a heading: `a failure`, `the second input ends first`.
  public let title: String
  /// The run.
  public let scenario: MarbleScenario

  /// A scenario.
  /// - Parameters:
  ///   - title: what it shows.
  ///   - scenario: the run.
  public init(_ title: String, _ scenario: MarbleScenario) {
    self.title = title
    self.scenario = scenario
  }
}

extension Idea {
  /// The file of its page in the atlas, relative to Documentation/ (`Operators/FlatMapLatest.md`),
  /// when it has one: an operator the runners run that at least two styles have.
  public var atlasPage: String? {
    guard marble != nil, Style.allCases.filter({ spelling(in: $0) != nil }).count >= 2 else { return nil }
    return "Operators/\(atlasName).md"
  }

  /// The name of its atlas page and pictures: the key with a capital, as `FlatMapLatest`.
  public var atlasName: String {
    key.prefix(1).uppercased() + key.dropFirst()
  }
}

extension MarbleOperator {
  /// The scenarios of its atlas page, the first the one the page's `swift run marbles` command
  /// prints: values and completion, a failure, the empty source, disposal mid-stream, and what
  /// its kind adds (an event and the completion inside a time window, the inputs' ends in each
  /// order for the combining and flattening ones).
  public var atlasScenarios: [AtlasScenario] {
    switch self {
    case .map: unary("-a-b-c-|", failing: "-a-b-#", disposedAt: 4)
    case .filter: unary("-a-x-b-x-|", failing: "-a-x-#", disposedAt: 5)
    case .scan: unary("-a-b-c-|", failing: "-a-b-#", disposedAt: 4)
    case .reduce: unary("-a-b-c-|", failing: "-a-b-#", disposedAt: 4)
    case .distinct:
      unary("-a-a-b-b-a-|", failing: "-a-a-#", disposedAt: 6)
        + [AtlasScenario("every value the same", run(["-a-a-a-|"]))]
    case .take:
      unary("-a-b-c-d-|", failing: "-a-#", parameter: 2, disposedAt: 2)
        + [AtlasScenario("fewer values than asked for", run(["-a-|"], 3))]
    case .takeWhile:
      unary("-a-b-x-c-|", failing: "-a-b-#", disposedAt: 4)
        + [AtlasScenario("every value passes the test", run(["-a-b-|"]))]
    case .skip:
      unary("-a-b-c-d-|", failing: "-a-b-c-#", parameter: 2, disposedAt: 4)
        + [AtlasScenario("fewer values than skipped", run(["-a-|"], 3))]
    case .startWith: unary("--a-b-|", failing: "--a-#", disposedAt: 3)
    case .buffer:
      unary("-a-b-c-d-e-|", failing: "-a-b-c-#", parameter: 2, disposedAt: 6)
    case .compactMap: unary("-a-x-b-|", failing: "-a-x-#", disposedAt: 4)
    case .collect: unary("-a-b-c-|", failing: "-a-b-#", disposedAt: 4)
    case .do: unary("-a-b-|", failing: "-a-#", disposedAt: 3)
    case .materialize: unary("-a-b-|", failing: "-a-#", disposedAt: 3)
    case .just, .empty, .failing, .sequence:
      [
        AtlasScenario("a subscriber at frame 0", run([], 0)),
        AtlasScenario("a subscriber at frame 3", run([], 3)),
        AtlasScenario("disposed at the frame it subscribes", run([], 3, disposedAt: 3)),
      ]
    case .create:
      [
        AtlasScenario("a subscriber at frame 0", run([], 0)),
        AtlasScenario("a subscriber at frame 3", run([], 3)),
        AtlasScenario("disposed mid-stream", run([], 0, disposedAt: 1)),
        AtlasScenario("a subscriber at frame 3, disposed mid-stream", run([], 3, disposedAt: 4)),
      ]
    case .deferred:
      [
        AtlasScenario("a second subscriber at frame 3", run([], 3)),
        AtlasScenario("both subscribers at frame 0", run([], 0)),
        AtlasScenario("disposed at the second subscriber's frame", run([], 3, disposedAt: 3)),
      ]
    case .timer:
      [
        AtlasScenario("after 3 frames", run([], 3)),
        AtlasScenario("disposed before the first tick", run([], 3, disposedAt: 2)),
        AtlasScenario("disposed after two ticks", run([], 2, disposedAt: 5)),
        AtlasScenario("disposed at the frame of a tick", run([], 2, disposedAt: 4)),
      ]
    case .interval:
      [
        AtlasScenario("every 2 frames", run([], 2)),
        AtlasScenario("every 3 frames, disposed", run([], 3, disposedAt: 10)),
        AtlasScenario("disposed before the first value", run([], 3, disposedAt: 2)),
        AtlasScenario("disposed at the frame of a value", run([], 2, disposedAt: 4)),
      ]
    case .skipWhile:
      unary("-a-b-x-c-|", failing: "-a-b-x-#", disposedAt: 6)
        + [AtlasScenario("no value fails the test", run(["-a-b-|"]))]
    case .takeLast:
      unary("-a-b-c-|", failing: "-a-b-#", parameter: 2, disposedAt: 4)
        + [AtlasScenario("fewer values than asked for", run(["-a-|"], 3))]
    case .takeUntil: triggered(disposedAt: 3)
    case .skipUntil: triggered(disposedAt: 6)
    case .sample:
      [
        AtlasScenario("values and completion", run(["-a-b-c----|", "--t---t-t--|"])),
        AtlasScenario("the sampler ends first", run(["-a-b-c-|", "--t|"])),
        AtlasScenario("the source ends first", run(["-a-|", "--t--t-|"])),
        AtlasScenario("the source fails", run(["-a-#", "--t--t-|"])),
        AtlasScenario("the sampler fails", run(["-a-b-c-|", "--t#"])),
        AtlasScenario("the empty source", run(["|", "--t|"])),
        AtlasScenario("disposed mid-stream", run(["-a-b-c----|", "--t---t-t--|"], disposedAt: 5)),
      ]
    case .mapError: unary("-a-b-c-|", failing: "-a-b-#", disposedAt: 4)
    case .observeOn, .subscribeOn:
      unary("-a-b-c-|", failing: "-a-b-#", disposedAt: 4)
        + [AtlasScenario("values in one frame", run(["-(ab)-c|"]))]
    case .catchAndReturn:
      [
        AtlasScenario("values and completion, no failure", run(["-a-b-|"])),
        AtlasScenario("a failure: r instead", run(["-a-b-#"])),
        AtlasScenario("the empty source", run(["|"])),
        AtlasScenario("disposed mid-stream", run(["-a-b-c-|"], disposedAt: 4)),
      ]
    case .merge, .combineLatest, .zip, .withLatestFrom, .concat: combining
    case .flatMap, .flatMapLatest, .flatMapFirst, .concatMap: flattening
    case .debounce, .throttle, .throttleFirst, .delay, .timeout: timed
    case .catch:
      [
        AtlasScenario("values and completion, no failure", run(["-a-b-|", "-1-2|"])),
        AtlasScenario("a failure: the replacement takes over", run(["-a-b-#", "-1-2|"])),
        AtlasScenario("the replacement fails too", run(["-a-#", "-1-#"])),
        AtlasScenario("the empty source", run(["|", "-1-2|"])),
        AtlasScenario("disposed in the replacement", run(["-a-#", "-1-2-3|"], disposedAt: 6)),
      ]
    case .retry:
      [
        AtlasScenario("values and completion", run(["-a-b-|"], 2)),
        AtlasScenario("a failure: the source again", run(["-a-#"], 2)),
        AtlasScenario("the empty source", run(["|"], 2)),
        AtlasScenario("disposed during the second run", run(["-a-#"], 2, disposedAt: 5)),
      ]
    case .share:
      [
        AtlasScenario("a subscriber from frame 0", run(["-a-b-c-|"], 0)),
        AtlasScenario("a late subscriber", run(["-a-b-c-d|"], 4)),
        AtlasScenario("a failure", run(["-a-b-#"], 2)),
        AtlasScenario("the empty source", run(["|"], 0)),
        AtlasScenario("a subscriber after the end", run(["-a-|"], 4)),
        AtlasScenario("disposed mid-stream", run(["-a-b-c-|"], 0, disposedAt: 4)),
      ]
    case .behaviorSubject, .replaySubject, .property:
      [
        AtlasScenario("a late subscriber", run(["-a-b-c-|"], 4)),
        AtlasScenario("a second subscriber at frame 0", run(["-a-b-|"], 0)),
        AtlasScenario("a subscriber after a failure", run(["-a-b-#"], 7)),
        AtlasScenario("a subscriber after the end", run(["-a-b-|"], 7)),
        AtlasScenario("disposed mid-stream", run(["-a-b-c-|"], 2, disposedAt: 4)),
      ]
    case .reentrantSend:
      [
        AtlasScenario("values and completion", run(["-a-b-|"])),
        AtlasScenario("upper-case values are not sent back", run(["-a-B-c-|"])),
        AtlasScenario("a failure", run(["-a-#"])),
        AtlasScenario("the empty source", run(["|"])),
        AtlasScenario("disposed mid-stream", run(["-a-b-c-|"], disposedAt: 4)),
      ]
    }
  }

  private func run(_ inputs: [String], _ parameter: Int = 0, disposedAt: Int? = nil) -> MarbleScenario {
    MarbleScenario(self, inputs: inputs, parameter: parameter, disposedAt: disposedAt)
  }

  private func unary(_ values: String, failing: String, parameter: Int = 0, disposedAt: Int) -> [AtlasScenario] {
    [
      AtlasScenario("values and completion", run([values], parameter)),
      AtlasScenario("a failure", run([failing], parameter)),
      AtlasScenario("the empty source", run(["|"], parameter)),
      AtlasScenario("disposed mid-stream", run([values], parameter, disposedAt: disposedAt)),
    ]
  }

  private var combining: [AtlasScenario] {
    [
      AtlasScenario("values and completion, the first input ends first", run(["-a--b-|", "--1--2--|"])),
      AtlasScenario("the second input ends first", run(["-a--b---|", "--1--2|"])),
      AtlasScenario("the first input fails", run(["-a--#", "--1--2-|"])),
      AtlasScenario("the second input fails", run(["-a--b--|", "--1#"])),
      AtlasScenario("the first input is empty", run(["|", "--1--2|"])),
      AtlasScenario("disposed mid-stream", run(["-a--b--|", "--1--2-|"], disposedAt: 5)),
    ]
  }

  private func triggered(disposedAt: Int) -> [AtlasScenario] {
    [
      AtlasScenario("the trigger sends mid-stream", run(["-a-b-c-d-|", "----t|"])),
      AtlasScenario("the trigger completes without a value", run(["-a-b-c-|", "---|"])),
      AtlasScenario("the source ends before the trigger", run(["-a-|", "------t|"])),
      AtlasScenario("the source fails", run(["-a-#", "------t|"])),
      AtlasScenario("the trigger fails", run(["-a-b-c-|", "---#"])),
      AtlasScenario("the empty source", run(["|", "--t|"])),
      AtlasScenario("disposed mid-stream", run(["-a-b-c-d-|", "----t|"], disposedAt: disposedAt)),
    ]
  }

  private var flattening: [AtlasScenario] {
    [
      AtlasScenario("values and completion, the inners end last", run(["-a--b|", "x-x-x|"])),
      AtlasScenario("the inners end before the outer", run(["-a----b---|", "x-x|"])),
      AtlasScenario("an inner fails", run(["-a--b|", "x-#"])),
      AtlasScenario("the outer fails", run(["-a--#", "x-x-x|"])),
      AtlasScenario("the empty source", run(["|", "x-x|"])),
      AtlasScenario("disposed mid-stream", run(["-a--b|", "x-x-x|"], disposedAt: 5)),
    ]
  }

  private var timed: [AtlasScenario] {
    let window = self == .timeout ? 3 : 2
    let values = self == .timeout ? "-a--b-c|" : "-a---b-----c---|"
    let inWindow = self == .timeout ? "-a----b|" : "-ab---c-d---|"
    let ending = self == .timeout ? "-a-b|" : "-a---b|"
    return [
      AtlasScenario("values and completion", run([values], window)),
      AtlasScenario(
        self == .timeout ? "a gap longer than the window" : "a value inside the window", run([inWindow], window)),
      AtlasScenario("completion inside the window", run([ending], window)),
      AtlasScenario("a failure", run(["-a-#"], window)),
      AtlasScenario("the empty source", run(["|"], window)),
      AtlasScenario("disposed mid-stream", run([values], window, disposedAt: 6)),
    ]
  }
}
