import Foundation

// Every generated file of the package comes from one of these generators: `swift run generate` writes them all,
// `swift run generate --check` (as CI runs it) fails naming each file that differs from what is committed.
// A new generator is one more entry here.
let generators: [Generator] = [
  Generator(name: "registry", files: ComparisonRegistry.files),
  Generator(name: "samples", files: DocumentationSamples.files),
  Generator(name: "arities", files: ArityOverloads.files),
  // After the arities: it reads their files.
  Generator(name: "swift5", files: Swift5Overloads.files),
  Generator(name: "concordance", files: Pages.concordance),
  Generator(name: "differences", files: Pages.differences),
  Generator(name: "atlas", files: Pages.atlas),
  Generator(name: "marbles-example", files: Pages.marblesExampleOutput),
  Generator(name: "benchmarks", files: BenchmarkPages.files),
]

let usage = """
  usage: swift run generate [--check] [<generator>...]
    Writes every generated file (or only those of the named generators), from the package root.
    --check  writes nothing; exits 1 naming each file that differs from what would be generated.
  generators: \(generators.map(\.name).joined(separator: ", "))
  """

func fail(_ message: String, status: Int32) -> Never {
  FileHandle.standardError.write(Data((message + "\n").utf8))
  exit(status)
}

var mode = Mode.write
var selected: [Generator] = []
for argument in CommandLine.arguments.dropFirst() {
  switch argument {
  case "--check": mode = .check
  case "-h", "--help":
    print(usage)
    exit(0)
  default:
    guard let generator = generators.first(where: { $0.name == argument }) else {
      fail("generate: unknown argument '\(argument)'\n\(usage)", status: 2)
    }
    selected.append(generator)
  }
}

let root = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
guard FileManager.default.fileExists(atPath: root.appendingPathComponent("Package.swift").path) else {
  fail("generate: run it from the package root (no Package.swift in \(root.path))", status: 2)
}

do {
  let stale = try generate(selected.isEmpty ? generators : selected, root: root, mode: mode)
  for file in stale {
    print("\(mode == .check ? "stale" : "wrote"): \(file.path) (\(file.generator))")
  }
  if mode == .check && !stale.isEmpty {
    fail("generate --check: \(stale.count) file(s) differ; run `swift run generate` and commit them", status: 1)
  }
} catch {
  fail("generate: \(error)", status: 1)
}
