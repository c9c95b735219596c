import BenchmarkKit
import Foundation

/// What `results.json` records about where and with what it was measured.
enum MachineInfo {
  static func current() -> Machine {
    let info = ProcessInfo.processInfo
    return Machine(
      cpu: cpuName(), cores: info.activeProcessorCount, memoryBytes: info.physicalMemory,
      operatingSystem: info.operatingSystemVersionString, architecture: architecture)
  }

  /// The compiler that built this executable (the one whose code the timings measure).
  static var toolchain: String {
    #if compiler(>=6.4)
      let version = "6.4 or later"
    #elseif compiler(>=6.3.2)
      let version = "6.3.2"
    #elseif compiler(>=6.3.1)
      let version = "6.3.1"
    #elseif compiler(>=6.3)
      let version = "6.3"
    #elseif compiler(>=6.2)
      let version = "6.2"
    #elseif compiler(>=6.1)
      let version = "6.1"
    #else
      let version = "6.0"
    #endif
    return "Swift \(version) compiler, release build"
  }

  private static var architecture: String {
    #if arch(x86_64)
      "x86_64"
    #elseif arch(arm64)
      "arm64"
    #else
      "unknown"
    #endif
  }

  private static func cpuName() -> String {
    guard let cpuinfo = try? String(contentsOfFile: "/proc/cpuinfo", encoding: .utf8) else { return "unknown CPU" }
    for line in cpuinfo.split(separator: "\n") where line.hasPrefix("model name") {
      if let colon = line.firstIndex(of: ":") {
        return line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
      }
    }
    return "unknown CPU"
  }
}
