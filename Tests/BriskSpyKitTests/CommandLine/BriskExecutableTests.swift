import Foundation
import Testing

// iOS, tvOS and visionOS run no executables (Foundation's `Process` is macOS only), so the
// command-line tool is tested where it runs.
#if os(macOS) || os(Linux)
  /// The built `brisk` executable, run as a user runs it: real exit codes, real streams.
  @Suite struct BriskExecutableTests {
    /// `brisk`, built next to the test bundle by `swift build --build-tests` or `swift test`: on
    /// Linux the bundle is the running executable; on macOS a runner loads it.
    static let executable: String = {
      let folders = [
        URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent(),
        Bundle(for: BundleMarker.self).bundleURL.deletingLastPathComponent(),
      ]
      let candidates = folders.map { $0.appendingPathComponent("brisk").path }
      return candidates.first { FileManager.default.isExecutableFile(atPath: $0) } ?? candidates[0]
    }()

    private final class BundleMarker {}

    private func run(
      _ arguments: [String], executable: String = executable, in folder: String? = nil,
      templates: String? = nil
    ) throws -> (status: Int32, output: String, error: String) {
      let process = Process()
      process.executableURL = URL(fileURLWithPath: executable)
      process.arguments = arguments
      if let folder { process.currentDirectoryURL = URL(fileURLWithPath: folder) }
      var environment = ProcessInfo.processInfo.environment
      environment["BRISK_TEMPLATES"] = templates
      process.environment = environment
      let output = Pipe()
      let error = Pipe()
      process.standardOutput = output
      process.standardError = error
      try process.run()
      let outputData = output.fileHandleForReading.readDataToEndOfFile()
      let errorData = error.fileHandleForReading.readDataToEndOfFile()
      process.waitUntilExit()
      return (
        process.terminationStatus, String(decoding: outputData, as: UTF8.self),
        String(decoding: errorData, as: UTF8.self)
      )
    }

    @Test func isBuiltNextToTheTests() {
      #expect(FileManager.default.isExecutableFile(atPath: Self.executable), "\(Self.executable)")
    }

    @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: executable)))
    func writesTheReadmeExample() throws {
      let result = try run([
        "spy", Repository.url("Templates/Examples/NavigationDelegate.swift").path,
      ])
      #expect(result.status == 0)
      #expect(result.error == "")
      #expect(
        result.output
          == (try Repository.read(
            "Tests/BriskSpyKitTests/Corpus/Example-NavigationDelegate.swift.out")))
    }

    @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: executable)))
    func aCopyOutsideTheCheckoutWritesTheSameSpiesWithTheTemplateBuiltIn() throws {
      let folder = try TemporaryFolder()
      let copy = folder.path + "/brisk"
      try FileManager.default.copyItem(atPath: Self.executable, toPath: copy)
      let example = Repository.url("Templates/Examples/NavigationDelegate.swift").path
      let result = try run(["spy", example], executable: copy, in: folder.path)
      #expect(result.status == 0)
      #expect(result.error == "")
      #expect(
        result.output
          == (try Repository.read(
            "Tests/BriskSpyKitTests/Corpus/Example-NavigationDelegate.swift.out")))
      // BRISK_TEMPLATES still names a folder to read another template from.
      let missing = try run(
        ["spy", example], executable: copy, in: folder.path, templates: folder.path + "/none")
      #expect(missing.status == 1)
      #expect(
        missing.error
          == "internal error: Templates/ProtocolSpy.swift: cannot be read: cannot read "
          + "\(folder.path)/none/"
          + "ProtocolSpy.swift; set BRISK_TEMPLATES to the Templates folder of your Brisk "
          + "checkout\n")
    }

    @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: executable)))
    func exitCodes() throws {
      let folder = try TemporaryFolder()
      let file = try folder.write(
        "protocol P { static subscript(i: Int) -> Int { get } }\n", to: "P.swift")
      let unsupported = try run(["spy", file])
      #expect(unsupported.status == 3)
      #expect(unsupported.output == "")
      #expect(
        unsupported.error
          == "\(file):1:21: cannot generate a spy for P: static subscripts are not supported "
          + "(subscript(_:))\n\(file):1:10: note: write PSpy by hand from `brisk templates show "
          + "protocol-spy`, or leave P out: name the protocols to spy on with --protocol\n")
      let wrong = try run(["spy", file, "--bogus"])
      #expect(wrong.status == 2)
      #expect(wrong.error.hasPrefix("error: unknown option '--bogus'\n"))
      let help = try run(["--help"])
      #expect(help.status == 0)
      #expect(help.output.hasPrefix("OVERVIEW:"))
    }
  }
#endif
