// These tests run swiftc in a child process: macOS and Linux hosts only.
#if os(macOS) || os(Linux)
  import Foundation
  import Testing

  /// Type-checks `source` against the Brisk module this test was built with.
  /// - Returns: The compiler's diagnostics.
  private func typeCheck(_ source: String) throws -> String {
    let modules = URL(fileURLWithPath: ProcessInfo.processInfo.arguments[0])
      .resolvingSymlinksInPath()
      .deletingLastPathComponent().appendingPathComponent("Modules")
    let file = FileManager.default.temporaryDirectory
      .appendingPathComponent("brisk-unavailable-\(UUID().uuidString).swift")
    try source.write(to: file, atomically: true, encoding: .utf8)
    defer { try? FileManager.default.removeItem(at: file) }
    let process = Process()
    let errors = Pipe()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["swiftc", "-typecheck", "-I", modules.path, file.path]
    process.standardError = errors
    process.standardOutput = Pipe()
    try process.run()
    let output = errors.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return String(decoding: output, as: UTF8.self)
  }

  @Suite struct UnavailableTests {
    @Test func raiseExceptionSaysWhatToUseInstead() throws {
      let diagnostics = try typeCheck(
        """
        import Brisk
        func check() {
          expect(1).to(raiseException())
          expect(1).to(raiseException(named: "Boom"))
        }
        """)
      let message =
        "'raiseException(named:reason:userInfo:closure:)' is unavailable: Swift cannot catch an "
        + "Objective-C exception: that takes an Objective-C @try/@catch, and Brisk is Swift only. "
        + "Test the Swift error with throwError(), or move the check to an Objective-C test."
      let lines = diagnostics.split(separator: "\n").filter { $0.hasSuffix("error: " + message) }
      #expect(lines.contains { $0.contains(".swift:3:") })
      #expect(lines.contains { $0.contains(".swift:4:") })
    }

    @Test func throwAssertionSaysWhatToUseInstead() throws {
      let diagnostics = try typeCheck(
        """
        import Brisk
        func check() {
          expect { () -> Void in }.to(throwAssertion())
        }
        """)
      #expect(
        diagnostics.contains(
          "error: 'throwAssertion()' is unavailable: Brisk cannot catch a trapping precondition or "
            + "fatalError without a signal-catching dependency. Make the check throw and use "
            + "throwError(), or test the trap in an exit test (Swift Testing's "
            + "#expect(processExitsWith:))."))
    }
  }
#endif
