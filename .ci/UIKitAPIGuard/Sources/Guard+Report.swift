import Foundation

extension Guard {
  /// Every problem, sorted by place.
  func report() -> [Problem] {
    var maps: [String: LineMap] = [:]
    var presences: [String: Presence] = [:]
    let place = { (use: Use) -> (line: Int, column: Int) in
      let map = maps[use.path] ?? LineMap(path: self.staged + "/" + use.path)
      maps[use.path] = map
      return (map.line(use.offset), map.column(use.offset))
    }
    let presence = { (path: String) -> Presence in
      if let known = presences[path] { return known }
      let text = (try? String(contentsOfFile: self.root + "/" + path, encoding: .utf8)) ?? ""
      presences[path] = Presence(text)
      return presences[path]!
    }
    return coverageProblems(place).union(availabilityProblems(place, presence)).sorted()
  }
}
