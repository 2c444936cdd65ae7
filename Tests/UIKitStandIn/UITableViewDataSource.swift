public import Foundation

/// The stand-in for UIKit's `UITableViewDataSource`: what a table asks for its rows and cells.
///
/// `numberOfSections(in:)` is `@optional` in Apple's protocol; Linux has no optional
/// requirements, so the stand-in gives it UIKit's default, 1 (see `UITextFieldDelegate`).
@available(iOS 2.0, *)
@MainActor
public protocol UITableViewDataSource: NSObjectProtocol {
  /// How many rows `section` has.
  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int
  /// The cell for a row, usually from `dequeueReusableCell(withIdentifier:for:)`.
  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell
  /// How many sections the table has.
  func numberOfSections(in tableView: UITableView) -> Int
}

extension UITableViewDataSource {
  /// UIKit's answer without the method: 1.
  public func numberOfSections(in tableView: UITableView) -> Int { 1 }
}
