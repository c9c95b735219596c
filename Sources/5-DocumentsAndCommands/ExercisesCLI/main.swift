import ExercisesTool
import Foundation

// The exercises folder: `--folder DIR` first on the command line, or the `Exercises` folder of
// the current directory or of the nearest folder above it that has one. `--scratch-path DIR`
// builds elsewhere than the folder's own `.build` (the track's checks build a copy there).
var arguments = Array(CommandLine.arguments.dropFirst())
var folder: String?
var scratchPath: String?
while let option = arguments.first, option == "--folder" || option == "--scratch-path" {
  guard arguments.count > 1 else {
    FileHandle.standardError.write(Data("exercises: \(option) needs a folder\n".utf8))
    exit(ExercisesTool.Status.usage)
  }
  if option == "--folder" { folder = arguments[1] } else { scratchPath = arguments[1] }
  arguments.removeFirst(2)
}
if folder == nil {
  var directory = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
  while folder == nil {
    let candidate = directory.appendingPathComponent("Exercises")
    if FileManager.default.fileExists(atPath: candidate.appendingPathComponent("track.txt").path) {
      // Paths are shown from the current directory when the folder is in it, as a learner types them.
      let current = FileManager.default.currentDirectoryPath
      folder =
        candidate.path.hasPrefix(current + "/") ? String(candidate.path.dropFirst(current.count + 1)) : candidate.path
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
let tool = ExercisesTool(folder: folder, runner: SwiftPackageRunner(packagePath: folder, scratchPath: scratchPath))
let status = tool.run(
  arguments,
  output: { FileHandle.standardOutput.write(Data($0.utf8)) },
  errorOutput: { FileHandle.standardError.write(Data($0.utf8)) })
exit(status)
