import Brisk

extension Harness {
  static func exerciseDelegates() {
    check("46 delegates and data sources of @MainActor screens") {
      let delegate = ContactListDelegateSpy()
      delegate.contactList(didSelect: Contact(name: "Ada"), at: 0)
      delegate.contactListDidRequestRefresh()
      delegate.contactListShouldDeleteReturnValue = true
      expect(delegate.contactList(shouldDelete: Contact(name: "Ada"))) == true
      expect(delegate.contactListDidSelectAtCalls.last?.contact) == Contact(name: "Ada")
      expect(delegate.log).to(haveReceived(.contactListDidRequestRefresh))

      let dataSource = ContactListDataSourceSpy()
      dataSource.numberOfSectionsReturnValue = 1
      dataSource.numberOfContactsHandler = { section in section == 0 ? 2 : 0 }
      dataSource.contactReturnValue = Contact(name: "Bo")
      expect(dataSource.numberOfSections()) == 1
      expect(dataSource.numberOfContacts(inSection: 0)) == 2
      expect(dataSource.contact(at: 1, inSection: 0)) == Contact(name: "Bo")
      expect(dataSource.title(forSection: 0)).to(beNil())

      let login = LoginFormDelegateSpy()
      login.loginForm(didSubmitEmail: "a@b.c", password: "pw")
      login.loginFormDidTapForgotPassword()
      login.loginForm(didChangeValidity: true)
      expect(login.loginFormDidSubmitEmailPasswordCalls.last?.email) == "a@b.c"
      expect(login.loginFormDidChangeValidityCalls.calls) == [true]

      let picker = PhotoPickerDelegateSpy()
      picker.photoPicker(didFinishPicking: ["1.jpg"])
      picker.photoPickerDidCancel()
      expect(picker.photoPickerCalls.calls) == [["1.jpg"]]

      let search = SearchResultsUpdatingSpy()
      search.isSearching = true
      search.updateResults(for: "ad", scope: nil)
      expect(search.updateResultsCalls.last?.query) == "ad"
      expect(search.isSearching) == true
    }
  }
}
