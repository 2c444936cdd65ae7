import Foundation

/// Type-checks a generated file of 300 mixed expectations with `swiftc -typecheck` against the
/// Brisk module this executable was built with, the way a test file is checked in a user's build.
enum TypeCheckBenchmark {
  static let forms = [
    "expect(x).to(equal({n}))",
    "expect(s).to(equal(\"v{n}\"))",
    "expect(arr).to(equal([1, 2, {n}]))",
    "expect(opt).to(equal({n}))",
    "expect(dict).to(equal([\"k\": {n}]))",
    "expect(arr).to(haveCount({n}))",
    "expect(opt).to(beNil())",
    "expect(arr).to(contain({n}))",
    "expect(s).to(contain(\"a{n}\"))",
    "expect(d).to(beCloseTo({n}.5, within: 0.1))",
    "expect(x).to(beGreaterThan({n}))",
    "expect(x) == {n}",
    "expect(opt).toNot(beNil())",
    "expect(strs).to(equal([\"a\", \"b{n}\"]))",
  ]

  static func source(expectations: Int, module: String = "Brisk") -> String {
    var lines = [
      "import \(module)",
      "func checks(x: Int, s: String, arr: [Int], opt: Int?, dict: [String: Int], d: Double, strs: [String]) {",
    ]
    for index in 0..<expectations {
      lines.append(
        "  " + forms[index % forms.count].replacingOccurrences(of: "{n}", with: "\(index)"))
    }
    return (lines + ["}", ""]).joined(separator: "\n")
  }

  static func run() {
    print(
      "typecheck: swiftc -typecheck of 300 mixed expectations (wall seconds, 11 runs of each file, "
        + "interleaved)")
    let modules = URL(fileURLWithPath: ProcessInfo.processInfo.arguments[0])
      .resolvingSymlinksInPath()
      .deletingLastPathComponent().appendingPathComponent("Modules")
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("brisk-typecheck-\(getpid())")
    try? FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let checks = directory.appendingPathComponent("Checks.swift")
    let empty = directory.appendingPathComponent("Empty.swift")
    do {
      try source(expectations: 300).write(to: checks, atomically: true, encoding: .utf8)
      try "import Brisk\n".write(to: empty, atomically: true, encoding: .utf8)
    } catch {
      print("  could not write the generated file: \(error)")
      return
    }
    // `BRISK_BENCH_NIMBLE_MODULES` names the Modules folder of a Nimble 14 build (see
    // Benchmarks.md): the same file with `import Nimble` is then checked in the same run.
    let nimble = ProcessInfo.processInfo.environment["BRISK_BENCH_NIMBLE_MODULES"].map {
      URL(fileURLWithPath: $0)
    }
    let nimbleChecks = directory.appendingPathComponent("NimbleChecks.swift")
    if nimble != nil {
      try? source(expectations: 300, module: "Nimble").write(
        to: nimbleChecks, atomically: true, encoding: .utf8)
    }
    var full: [Double] = []
    var baseline: [Double] = []
    var nimbleFull: [Double] = []
    // Alternating the files spreads any load on the machine over all of them.
    for _ in 0..<11 {
      guard let checked = time(checks, modules), let imported = time(empty, modules) else {
        return
      }
      full.append(checked)
      baseline.append(imported)
      if let nimble {
        guard let checkedWithNimble = time(nimbleChecks, nimble) else { return }
        nimbleFull.append(checkedWithNimble)
      }
    }
    Measure.report(
      "300 expectations, whole swiftc run", full, unit: "s", target: "target <= 0.25 s")
    if !nimbleFull.isEmpty {
      Measure.report("the same file with Nimble 14, same run", nimbleFull, unit: "s")
      print(
        "  "
          + "Brisk / Nimble (medians)".padding(toLength: 48, withPad: " ", startingAt: 0)
          + String(format: "        %.2f×", median(full) / median(nimbleFull)))
    }
    Measure.report("an empty file importing Brisk", baseline, unit: "s")
    // The fastest run of each is the one least disturbed, so their difference is the steadiest
    // estimate of the checking itself; a difference of medians can even come out negative.
    let alone = (full.min() ?? .nan) - (baseline.min() ?? .nan)
    print(
      "  "
        + "the 300 expectations alone (best minus best)".padding(
          toLength: 48, withPad: " ", startingAt: 0)
        + String(format: "        %.2f s", alone))
  }

  /// The wall seconds of one `swiftc -typecheck` of `file`, or `nil`, said, when it fails.
  private static func time(_ file: URL, _ modules: URL) -> Double? {
    #if os(iOS) || os(tvOS) || os(visionOS) || os(watchOS)
      // No `Process` there; the package still builds for them (xcodebuild builds every target).
      print("  this group runs swiftc, which needs macOS or Linux")
      return nil
    #else
      return timeSwiftc(file, modules)
    #endif
  }

  #if !(os(iOS) || os(tvOS) || os(visionOS) || os(watchOS))
    /// Spawns `swiftc` and waits for it with `waitpid`. Not `Process`: on Linux its
    /// `waitUntilExit()` looks at the child every 50 ms, which rounded every run to a multiple of
    /// 50 ms and made one run's ratio swing between 0.7× and 0.85×.
    private static func timeSwiftc(_ file: URL, _ modules: URL) -> Double? {
      let arguments = ["swiftc", "-typecheck", "-I", modules.path, file.path]
      var argv = arguments.map { strdup($0) }
      argv.append(nil)
      var envp = ProcessInfo.processInfo.environment.map { strdup("\($0.key)=\($0.value)") }
      envp.append(nil)
      defer { for pointer in argv + envp { free(pointer) } }
      var child: pid_t = 0
      let start = Measure.now()
      let spawned = posix_spawnp(&child, "swiftc", nil, nil, argv, envp)
      guard spawned == 0 else {
        print("  could not run swiftc: \(String(cString: strerror(spawned)))")
        return nil
      }
      var status: Int32 = 0
      while waitpid(child, &status, 0) == -1 && errno == EINTR {}
      let elapsed = Double(Measure.now() - start) / 1e9
      // Exited normally with status 0: the low 7 bits are the signal, the next 8 the status.
      guard status & 0x7f == 0, (status >> 8) & 0xff == 0 else {
        print("  swiftc -typecheck failed on \(file.lastPathComponent)")
        return nil
      }
      return elapsed
    }
  #endif

  private static func median(_ values: [Double]) -> Double {
    let sorted = values.sorted()
    return sorted.isEmpty ? .nan : sorted[sorted.count / 2]
  }
}
