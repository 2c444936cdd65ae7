// An example protocol for `swift run brisk spy Templates/Examples/UserService.swift`.
//
// A Sendable service with async and throwing requirements: its spy is Sendable too, and safe to
// call from many tasks at once.

/// A signed-in person.
struct User: Equatable, Sendable {
  let id: Int
  var name: String
}

/// Loads and searches users.
protocol UserService: Sendable {
  /// The signed-in user, if any.
  var currentUser: User? { get }

  /// Loads one user.
  func fetchUser(id: Int) async throws -> User

  /// Finds at most `limit` users whose names contain `query`.
  func search(_ query: String, limit: Int) async -> [User]

  /// Signs the current user out.
  func signOut() async
}
