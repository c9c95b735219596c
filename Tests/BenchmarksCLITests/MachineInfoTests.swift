import XCTest

@testable import BenchmarksCLI

/// The processor's name as each platform reports it, parsed from text that Linux can supply.
final class MachineInfoTests: XCTestCase {
  func test_linuxCPUName_isTheFirstModelName() {
    let cpuinfo = """
      processor\t: 0
      vendor_id\t: GenuineIntel
      model name\t: Intel(R) Xeon(R) Platinum 8375C CPU @ 2.90GHz
      processor\t: 1
      model name\t: Another name
      """
    XCTAssertEqual(MachineInfo.linuxCPUName(cpuinfo: cpuinfo), "Intel(R) Xeon(R) Platinum 8375C CPU @ 2.90GHz")
    XCTAssertEqual(MachineInfo.linuxCPUName(cpuinfo: "processor\t: 0\n"), "unknown CPU")
  }

  func test_sysctlText_endsAtTheFirstNUL() {
    // A sysctl's size counts the terminating NUL.
    let bytes = "Apple M2 Pro".utf8CString + [0, 65]
    XCTAssertEqual(MachineInfo.text(ofCString: Array(bytes)), "Apple M2 Pro")
    XCTAssertEqual(MachineInfo.text(ofCString: [0]), "")
  }

  func test_darwinCPUName_prefersTheBrandString_thenTheModel() {
    XCTAssertEqual(
      MachineInfo.darwinCPUName(brand: "Apple M2 Pro", model: "Mac14,12", appleSilicon: true), "Apple M2 Pro")
    XCTAssertEqual(
      MachineInfo.darwinCPUName(
        brand: "Intel(R) Core(TM) i9-9880H CPU @ 2.30GHz", model: "MacBookPro16,1", appleSilicon: false),
      "Intel(R) Core(TM) i9-9880H CPU @ 2.30GHz")
    XCTAssertEqual(
      MachineInfo.darwinCPUName(brand: "", model: "Mac14,12", appleSilicon: true), "Apple silicon in Mac14,12")
    XCTAssertEqual(MachineInfo.darwinCPUName(brand: nil, model: nil, appleSilicon: false), "unknown CPU")
  }

  #if canImport(Darwin) || arch(x86_64)
    // Darwin always answers machdep.cpu.brand_string, and x86-64 Linux always lists a model name
    // (ARM Linux often does not).
    func test_currentMachine_namesItsProcessor() {
      XCTAssertFalse(MachineInfo.current().cpu.hasPrefix("unknown"), MachineInfo.current().cpu)
    }
  #endif
}
