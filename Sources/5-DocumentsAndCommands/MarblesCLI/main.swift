import Foundation
import MarblesTool

let status = MarblesTool.run(
  Array(CommandLine.arguments.dropFirst()),
  output: { FileHandle.standardOutput.write(Data($0.utf8)) },
  errorOutput: { FileHandle.standardError.write(Data($0.utf8)) },
  writeFile: { path, text in try text.write(toFile: path, atomically: true, encoding: .utf8) })
exit(status)
