import Testing
import UIKit

/// A context-menu configuration keeps its action provider behind the Objective-C getter
/// `actionProvider`, which key-value coding reads (UIKitCore's class dumps for iOS 13.4, 14.2
/// and 16 list `- (id)actionProvider`); an unknown key raises, as `NSObject(NSKeyValueCoding)`
/// documents.
@MainActor
@Suite struct UIContextMenuConfigurationStandInTests {
  @Test func theActionProviderIsReadThroughKeyValueCoding() {
    let menu = UIMenu(title: "Edit", children: [])
    let configuration = UIContextMenuConfiguration(identifier: nil, previewProvider: nil) { _ in
      menu
    }
    #expect(configuration.responds(to: Selector("actionProvider")))
    let provider = configuration.value(forKey: "actionProvider") as? UIContextMenuActionProvider
    #expect(provider?([]) === menu)
    let empty = UIContextMenuConfiguration()
    #expect(empty.responds(to: Selector("actionProvider")))
    #expect(empty.value(forKey: "actionProvider") == nil)
    #expect(!NSObject().responds(to: Selector("actionProvider")))
  }

  @Test func anUnknownKeyRaisesAsKeyValueCodingDoes() {
    let configuration = UIContextMenuConfiguration()
    withKnownIssue("Objective-C raises NSUnknownKeyException on iOS") {
      #expect(configuration.value(forKey: "menu") == nil)
    }
  }
}

/// A view controller makes its navigation item, and a cell its text label, the first time they
/// are read (`UINavigationController.h`: "Created on-demand"; `UITableViewCell.h`: "label will be
/// created if necessary").
@MainActor
@Suite struct UINavigationItemAndUILabelStandInTests {
  @Test func aControllersNavigationItemIsMadeOnceOnDemand() {
    let controller = UIViewController()
    let item = controller.navigationItem
    #expect(item.rightBarButtonItem == nil)
    let save = UIBarButtonItem()
    item.rightBarButtonItem = save
    #expect(controller.navigationItem === item)
    #expect(controller.navigationItem.rightBarButtonItem === save)
  }

  @Test func aCellsTextLabelIsMadeOnceOnDemandInTheCell() {
    let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
    let label = cell.textLabel
    #expect(label?.text == nil)
    label?.text = "Ada"
    #expect(cell.textLabel === label)
    #expect(cell.textLabel?.text == "Ada")
    #expect(label?.superview === cell.contentView)
  }
}
