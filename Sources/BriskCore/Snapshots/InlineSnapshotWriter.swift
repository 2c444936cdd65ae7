import Foundation

/// Writes recorded inline snapshots into test files. Each file is read once, when its first
/// snapshot is recorded; every recording is kept as an edit of that text, and the file is written
/// again whole, atomically, with all of them: the line numbers the running code knows are the
/// original's, so several snapshots in one file never shift one another.
///
/// One lock covers every file, so tests running in parallel that write into one file take turns,
/// and each write holds every edit made so far. A file that changed on disk since it was read or
/// last written (edited meanwhile, or by another process) is left alone.
package enum InlineSnapshotWriter {
  private struct FileState {
    /// The text as first read.
    var original: String
    /// What this process last wrote, or `nil`.
    var written: String?
    /// The edits so far, by the byte offset where each starts.
    var edits: [Int: (site: InlineSnapshotSite, text: String)] = [:]
  }

  /// What a recording did.
  enum Outcome: Equatable {
    /// Written (or already written, the same text, by an earlier pass).
    case recorded
    /// An earlier pass of this call in this run recorded another text, which stays.
    case differs(earlier: String)
  }

  private static let files = Locked([String: FileState]())

  /// Replaces the test file the snapshots are written into, for tests of the rewriter.
  @TaskLocal package static var fileOverride: String?

  /// Records `text` as the snapshot of the call at `line` and `column` of the file at `path`.
  static func record(
    _ text: String, path: String, line: Int, column: Int, hasLiteral: Bool
  ) -> Result<Outcome, InlineSnapshotProblem> {
    let name = path.split(separator: "/").last.map(String.init) ?? path
    return files.withLock { files in
      guard let current = read(path) else {
        return .failure(.init("cannot read the test file \(path)"))
      }
      var state = files[path] ?? FileState(original: current)
      guard current == (state.written ?? state.original) else {
        return .failure(.init("\(name) changed on disk during the run; it was left as it is"))
      }
      let site: InlineSnapshotSite
      switch InlineSnapshotSite.locate(
        in: state.original, line: line, column: column, hasLiteral: hasLiteral, fileName: name)
      {
      case .failure(let problem): return .failure(problem)
      case .success(let found): site = found
      }
      if let earlier = state.edits[site.range.lowerBound] {
        return .success(earlier.text == text ? .recorded : .differs(earlier: earlier.text))
      }
      state.edits[site.range.lowerBound] = (site, text)
      let edited = apply(state.edits.values.map { $0 }, to: state.original)
      do {
        try Data(edited.utf8).write(to: URL(fileURLWithPath: path), options: .atomic)
      } catch {
        return .failure(.init("could not write \(name) (is it read-only?)"))
      }
      state.written = edited
      files[path] = state
      return .success(.recorded)
    }
  }

  /// `source` with each edit's closure in place of its site, the last first so offsets hold.
  static func apply(_ edits: [(site: InlineSnapshotSite, text: String)], to source: String)
    -> String
  {
    var bytes = Array(source.utf8)
    for edit in edits.sorted(by: { $0.site.range.lowerBound > $1.site.range.lowerBound }) {
      let closure = InlineSnapshotLiteral.closure(edit.text, indent: edit.site.indent)
      bytes.replaceSubrange(edit.site.range, with: Array(closure.utf8))
    }
    return String(decoding: bytes, as: UTF8.self)
  }

  private static func read(_ path: String) -> String? {
    guard let data = FileManager.default.contents(atPath: path) else { return nil }
    return String(data: data, encoding: .utf8)
  }
}
