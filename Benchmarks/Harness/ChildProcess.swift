import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A child process that could not be started, failed, or crashed.
struct ChildFailure: Error, CustomStringConvertible {
  let description: String
}

/// Runs this executable again with `arguments`, waits for it, and returns what it printed on
/// standard output and its peak resident memory (as the kernel recorded it for that child alone).
func runSelf(arguments: [String]) throws(ChildFailure) -> (output: Data, peakMemoryBytes: Int) {
  try runChild(executablePath(), arguments: arguments)
}

/// Runs the program at `path` with `arguments` and this process's environment, waits for it, and
/// returns what it printed on standard output and its peak resident memory.
func runChild(_ path: String, arguments: [String]) throws(ChildFailure) -> (output: Data, peakMemoryBytes: Int) {
  var fds: [Int32] = [0, 0]
  guard pipe(&fds) == 0 else { throw ChildFailure(description: "cannot create a pipe (errno \(errno))") }
  let pid = try spawn(path, arguments: arguments, stdout: fds[1], closing: fds[0])
  close(fds[1])
  let output = readAll(fds[0])
  close(fds[0])
  var status: Int32 = 0
  var usage = rusage()
  while wait4(pid, &status, 0, &usage) == -1 {
    guard errno == EINTR else { throw ChildFailure(description: "cannot wait for the child (errno \(errno))") }
  }
  // The wait status layout is the same on Linux and Darwin: low 7 bits signal, next byte exit code.
  let signal = status & 0x7f
  guard signal == 0 else { throw ChildFailure(description: "the child process was killed by signal \(signal)") }
  let code = (status >> 8) & 0xff
  guard code == 0 else { throw ChildFailure(description: "the child process exited with code \(code)") }
  #if os(Linux)
    let peak = Int(usage.ru_maxrss) * 1024  // kibibytes on Linux
  #else
    let peak = Int(usage.ru_maxrss)  // bytes on Darwin
  #endif
  return (output, peak)
}

private func spawn(_ path: String, arguments: [String], stdout: Int32, closing other: Int32) throws(ChildFailure)
  -> pid_t
{
  #if canImport(Glibc)
    var actions = posix_spawn_file_actions_t()
  #else
    var actions: posix_spawn_file_actions_t?
  #endif
  posix_spawn_file_actions_init(&actions)
  defer { posix_spawn_file_actions_destroy(&actions) }
  posix_spawn_file_actions_adddup2(&actions, stdout, STDOUT_FILENO)
  posix_spawn_file_actions_addclose(&actions, stdout)
  posix_spawn_file_actions_addclose(&actions, other)
  let argv = ([path] + arguments).map { strdup($0) } + [nil]
  // The environment is built from ProcessInfo, the same way on every platform: Darwin's headers
  // declare no `environ` for Swift (its accessor is `_NSGetEnviron()`), and one spelling for all
  // platforms means the Linux runs exercise exactly what a Mac runs.
  let envp = ProcessInfo.processInfo.environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
  defer {
    for argument in argv { free(argument) }
    for variable in envp { free(variable) }
  }
  var pid: pid_t = 0
  let result = posix_spawn(&pid, path, &actions, nil, argv, envp)
  guard result == 0 else { throw ChildFailure(description: "cannot start \(path) (error \(result))") }
  return pid
}

private func readAll(_ fd: Int32) -> Data {
  var output = Data()
  var buffer = [UInt8](repeating: 0, count: 65_536)
  while true {
    let count = read(fd, &buffer, buffer.count)
    if count > 0 {
      output.append(contentsOf: buffer[..<count])
    } else if count == 0 || errno != EINTR {
      return output
    }
  }
}

/// The path of the running executable, so a child runs exactly the same build.
private func executablePath() -> String {
  if let path = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe") { return path }
  return Bundle.main.executablePath ?? CommandLine.arguments[0]
}
