import ExercisesTool
import Foundation

// The exercises folder: `--folder DIR` first on the command line, or the `Exercises` folder of
// the current directory or of the nearest folder above it that has one.
var arguments = Array(CommandLine.arguments.dropFirst())
var folder: String?
if arguments.first == "--folder" {
  guard arguments.count > 1 else {
    FileHandle.standardError.write(Data("exercises: --folder needs a folder\n".utf8))
    exit(ExercisesTool.Status.usage)
  }
  folder = arguments[1]
  arguments.removeFirst(2)
} else {
  var directory = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
  while folder == nil {
    let candidate = directory.appendingPathComponent("Exercises")
    if FileManager.default.fileExists(atPath: candidate.appendingPathComponent("track.txt").path) {
      folder = candidate.path
    } else if directory.path == "/" {
      break
    } else {
      directory.deleteLastPathComponent()
    }
  }
}
guard let folder else {
  FileHandle.standardError.write(
    Data("exercises: no Exercises folder here or above; run it in the repository, or pass --folder DIR\n".utf8))
  exit(ExercisesTool.Status.usage)
}
let tool = ExercisesTool(folder: folder, runner: SwiftPackageRunner(packagePath: folder))
let status = tool.run(
  arguments,
  output: { FileHandle.standardOutput.write(Data($0.utf8)) },
  errorOutput: { FileHandle.standardError.write(Data($0.utf8)) })
exit(status)
