import BenchmarkKit
import Foundation

#if canImport(Darwin)
  import Darwin
#endif

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

  /// The processor's marketing name: from the kernel's sysctl on Darwin, /proc/cpuinfo on Linux.
  private static func cpuName() -> String {
    #if canImport(Darwin)
      darwinCPUName(
        brand: sysctlText("machdep.cpu.brand_string"), model: sysctlText("hw.model"),
        appleSilicon: architecture == "arm64")
    #else
      linuxCPUName(cpuinfo: (try? String(contentsOfFile: "/proc/cpuinfo", encoding: .utf8)) ?? "")
    #endif
  }

  #if canImport(Darwin)
    /// A string-valued sysctl, or `nil` when this kernel has no such name.
    private static func sysctlText(_ name: String) -> String? {
      var size = 0
      guard sysctlbyname(name, nil, &size, nil, 0) == 0, size > 0 else { return nil }
      var buffer = [CChar](repeating: 0, count: size)
      guard sysctlbyname(name, &buffer, &size, nil, 0) == 0 else { return nil }
      return text(ofCString: buffer)
    }
  #endif

  /// The text of a C string in `bytes`: up to the first NUL (a sysctl's size counts it), without
  /// surrounding spaces.
  static func text(ofCString bytes: [CChar]) -> String {
    let utf8 = bytes.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }
    return String(decoding: utf8, as: UTF8.self).trimmingCharacters(in: .whitespaces)
  }

  /// Darwin's name for the processor: `machdep.cpu.brand_string` (an Intel name, or "Apple M2" on
  /// Apple silicon), else the Mac's model identifier from `hw.model`.
  static func darwinCPUName(brand: String?, model: String?, appleSilicon: Bool) -> String {
    if let brand, !brand.isEmpty { return brand }
    let processor = appleSilicon ? "Apple silicon" : "unknown CPU"
    if let model, !model.isEmpty { return "\(processor) in \(model)" }
    return processor
  }

  /// The first `model name` of a /proc/cpuinfo text.
  static func linuxCPUName(cpuinfo: String) -> String {
    for line in cpuinfo.split(separator: "\n") where line.hasPrefix("model name") {
      if let colon = line.firstIndex(of: ":") {
        return line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
      }
    }
    return "unknown CPU"
  }
}
