import BriskSpyKit
import Foundation

/// ms to write the spies of a file of 20 protocols, as `brisk spy` does (issue #10): parse,
/// plan, read `Templates/ProtocolSpy.swift` and render. The protocols mix what real apps declare:
/// generic requests, associated types, subscripts, closures, statics, `#if` and `Sendable`.
enum SpyBenchmarks {
  static func run() {
    print("spies: ms to write the spies of a file of 20 protocols (release build, 15 batches)")
    let request = SpyRequest(source: source, path: "Bench.swift")
    let strict = SpyGenerator.Options(failsOnRefusal: true)
    guard case .success(let spies) = SpyGenerator.generate(request, options: strict) else {
      print(
        "  the benchmark's protocols do not generate: "
          + "\(SpyGenerator.generate(request, options: strict))")
      return
    }
    let text = spies.files[0].text
    let runs = 10
    let milliseconds = Measure.perOperation(operations: runs) {
      for _ in 0..<runs { blackHole(SpyGenerator.generate(opaque(request), options: strict)) }
    }.map { $0 / 1_000_000 }
    Measure.report(
      "brisk spy, 20 protocols (\(text.split(separator: "\n").count) lines out)", milliseconds,
      unit: "ms", target: "target < 50 ms")
  }

  /// Twenty protocols, four of each of five shapes.
  static let source: String = {
    var text = "import Foundation\n\nstruct Model: Codable, Equatable, Sendable { var id: Int }\n"
    for index in 0..<4 {
      text += """

        protocol APIClient\(index): Sendable {
          func request<T: Decodable>(_ path: String) async throws -> T
          func send<Body: Encodable & Sendable>(_ body: Body, to path: String) async throws
          func cancelAll()
        }

        protocol Repository\(index)<Item> where Item: Sendable {
          associatedtype Item: Identifiable
          func all() async throws -> [Item]
          func item(withID id: Item.ID) -> Item?
          func save(_ item: Item) throws
        }

        @MainActor protocol Coordinator\(index): AnyObject {
          func start()
          func show(_ model: Model, animated: Bool, completion: @escaping(Bool)->Void)
          func canLeave() -> Bool
          #if DEBUG
          func showDebugMenu()
          #endif
        }

        protocol Cache\(index) {
          subscript(key: String) -> Data? { get set }
          var count: Int { get }
          func removeAll(keepingCapacity: Bool)
          static func make(named name: String) throws -> Bool
        }

        protocol Analytics\(index) {
          func track(_ event: String)
          func track(_ event: String, properties: [String: String])
          func identify(userID: String?, traits: [String: Any])
          var isEnabled: Bool { get set }
        }

        """
    }
    return text
  }()
}
