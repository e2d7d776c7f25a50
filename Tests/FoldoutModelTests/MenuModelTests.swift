import FoldoutTestSupport
import Testing

@testable import FoldoutModel

private func document(_ text: String) throws -> MenuDocument {
    try MenuDocument(bytes: Array(text.utf8))
}

private func document<Context, Row>(_ text: String, kinds: MenuKindRegistry<Context, Row>) throws -> MenuDocument {
    try MenuDocument(bytes: Array(text.utf8), kinds: kinds)
}

/// A menu with one section holding `entries` (JSON object texts).
private func menu(_ entries: String...) -> String {
    #"{"sections": [{"title": "S", "items": ["# + entries.joined(separator: ",") + "]}]}"
}

/// A kind no one ships: a star rating row, defined here as a later feature would define one.
private struct RatingMenuItem: MenuFileOption, Equatable {
    static let kind = "rating"
    let title: String
    let iconName: String
    let stars: Int
    init(json: JSONReader) throws(JSONError) {
        title = try json.required("title").string()
        iconName = try json.required("icon").string()
        stars = try json.required("stars").int()
    }
}

/// A kind built in code only: no `kind` name, no `init(json:)`.
private struct CounterMenuItem: MenuOption {
    let title: String
    let iconName = "list-add-symbolic"
    let step: Int
}

@Suite @MainActor struct MenuKindsTests {
    @Test func readsEveryStandardKind() throws {
        let doc = try document(
            menu(
                #"{"kind": "switch", "title": "Dark theme", "icon": "a-symbolic", "setting": "dark-theme"}"#,
                #"{"kind": "link", "title": "Website", "icon": "b-symbolic", "url": "https://example.org/x?y=1"}"#,
                #"{"kind": "email", "title": "Email", "icon": "c-symbolic", "address": "me@example.org", "subject": "Hi"}"#,
                #"{"kind": "modal", "title": "Help", "icon": "d-symbolic", "detail": "help"}"#))
        #expect(doc.problems.isEmpty)
        let items = doc.sections[0].items
        #expect(items[0] as? SwitchMenuItem == SwitchMenuItem(title: "Dark theme", iconName: "a-symbolic", setting: "dark-theme"))
        #expect(items[1] as? LinkMenuItem == LinkMenuItem(title: "Website", iconName: "b-symbolic", url: "https://example.org/x?y=1"))
        #expect(items[2] as? EmailMenuItem == EmailMenuItem(title: "Email", iconName: "c-symbolic", address: "me@example.org", subject: "Hi"))
        #expect(items[3] as? ModalMenuItem == ModalMenuItem(title: "Help", iconName: "d-symbolic", detail: "help"))
    }

    @Test func accessoriesFollowTheRefinement() {
        #expect(SwitchMenuItem(title: "t", iconName: "i", setting: "s").accessory == .none)
        #expect(LinkMenuItem(title: "t", iconName: "i", url: "https://a.b").accessory == .externalLink)
        #expect(EmailMenuItem(title: "t", iconName: "i", address: "a@b.c").accessory == .externalLink)
        #expect(ModalMenuItem(title: "t", iconName: "i", detail: "help").accessory == .disclosure)
    }

    @Test func theShippedMenuFileLoadsWithoutProblems() throws {
        let bytes = try TextFile.read(path: #filePath.components(upTo: "/Tests/") + "/data/menu.json")
        let doc = try MenuDocument(bytes: bytes)
        #expect(doc.problems.isEmpty)
        #expect(doc.sections.map(\.title) == ["Settings", "Reach out", "Help"])
        #expect(doc.sections.map { $0.items.map(\.title) } == [["Style", "Animations"], ["Email", "Website", "Source code"], ["Help", "Privacy policy"]])
    }

    @Test func unknownKindIsReportedWithItsPathAndTheRestLoads() throws {
        let doc = try document(
            menu(
                #"{"kind": "rating", "title": "Rate", "icon": "r", "stars": 5}"#,
                #"{"kind": "modal", "title": "Help", "icon": "d", "detail": "help"}"#))
        #expect(doc.sections[0].items.map(\.title) == ["Help"])
        #expect(
            doc.problems.map(\.description) == ["at sections[0].items[0].kind: unknown kind 'rating' (expected one of: choice, email, link, modal, switch)"])
    }

    @Test func oneRegistrationMakesAFileKindReadableAndBuilt() throws {
        var kinds = MenuKindRegistry<Void, String>()
        kinds.register(LinkMenuItem.self) { link, _ in "open \(link.url)" }
        let text = menu(
            #"{"kind": "rating", "title": "Rate", "icon": "r", "stars": 5}"#,
            #"{"kind": "link", "title": "Web", "icon": "w", "url": "https://a.org"}"#)
        let before = try document(text, kinds: kinds)
        #expect(before.problems.map(\.description) == ["at sections[0].items[0].kind: unknown kind 'rating' (expected one of: link)"])
        #expect(before.sections[0].items.map(\.title) == ["Web"])

        kinds.register(RatingMenuItem.self) { rating, _ in "rate \(rating.stars)" }
        #expect(kinds.names == ["link", "rating"])
        let doc = try document(text, kinds: kinds)
        #expect(doc.problems.isEmpty)
        #expect(doc.sections[0].items.compactMap { kinds.build($0, context: ()) } == ["rate 5", "open https://a.org"])
        #expect(kinds.handles(RatingMenuItem.self) && !kinds.handles(ModalMenuItem.self))
        #expect(doc.sections[0].items[0].accessory == .none) // the protocol's default
    }

    @Test func aKindBuiltInCodeNeedsNoJSONAndNoFileMayNameIt() throws {
        var kinds = MenuKindRegistry<Void, String>()
        kinds.register(CounterMenuItem.self) { counter, _ in "count by \(counter.step)" }
        #expect(kinds.handles(CounterMenuItem.self) && kinds.names.isEmpty)
        let section = MenuSection(title: "Code", items: [CounterMenuItem(title: "Count", step: 2)])
        #expect(section.items.compactMap { kinds.build($0, context: ()) } == ["count by 2"])
        let doc = try document(menu(#"{"kind": "counter", "title": "Count", "icon": "c"}"#), kinds: kinds)
        #expect(doc.problems.map(\.description) == ["at sections[0].items[0].kind: unknown kind 'counter' (expected one of: )"])
    }

    @Test func theBuilderOfEachStandardKindIsPicked() throws {
        let doc = try document(
            menu(
                #"{"kind": "switch", "title": "A", "icon": "i", "setting": "animations"}"#,
                #"{"kind": "link", "title": "B", "icon": "i", "url": "http://b.org"}"#,
                #"{"kind": "email", "title": "C", "icon": "i", "address": "c@c.org"}"#,
                #"{"kind": "modal", "title": "D", "icon": "i", "detail": "help"}"#))
        var kinds = MenuKindRegistry<Void, String>()
        kinds.register(SwitchMenuItem.self) { option, _ in "toggle \(option.setting)" }
        kinds.register(LinkMenuItem.self) { option, _ in "open \(option.url)" }
        kinds.register(EmailMenuItem.self) { option, _ in "mail \(option.mailto(defaultSubject: "Foldout 1.0.0 feedback"))" }
        kinds.register(ModalMenuItem.self) { option, _ in "present \(option.detail)" }
        #expect(kinds.names == ["email", "link", "modal", "switch"])
        #expect(
            doc.sections[0].items.compactMap { kinds.build($0, context: ()) } == [
                "toggle animations", "open http://b.org", "mail mailto:c@c.org?subject=Foldout%201.0.0%20feedback", "present help",
            ])
    }
}

@Suite struct MenuValidationTests {
    private func problem(_ entry: String) throws -> String? {
        let doc = try document(menu(entry, #"{"kind": "modal", "title": "Help", "icon": "d", "detail": "help"}"#))
        #expect(doc.sections[0].items.last?.title == "Help", "the valid entry still loads")
        return doc.problems.first?.description
    }

    @Test(arguments: [
        ("javascript:alert(1)", "scheme 'javascript' is not allowed (only https, http and mailto)"),
        ("JavaScript:alert(1)", "scheme 'javascript' is not allowed (only https, http and mailto)"),
        ("file:///etc/passwd", "scheme 'file' is not allowed (only https, http and mailto)"),
        ("data:text/html,<b>x</b>", "scheme 'data' is not allowed (only https, http and mailto)"),
        ("ftp://example.org", "scheme 'ftp' is not allowed (only https, http and mailto)"),
        ("example.org", "not an absolute URL (no scheme)"),
        ("https:example.org", "https URL without '//host'"),
        ("https:///path", "https URL without a host"),
        ("https://a.org/x y", "contains a space (percent-encode it as %20)"),
        ("https://x/$(touch /tmp/pwned)", "contains a space (percent-encode it as %20)"),
        ("https://x/`touch${IFS}/tmp/pwned`", "contains '`', which a URL must percent-encode (%60)"),
        ("https://x/a|sh", "contains '|', which a URL must percent-encode (%7C)"),
        ("https://x/a>/tmp/pwned", "contains '>', which a URL must percent-encode (%3E)"),
        ("https://x/\"onmouseover=\"x", "contains '\"', which a URL must percent-encode (%22)"),
        ("https://x/a\\b", "contains '\\', which a URL must percent-encode (%5C)"),
        ("https://x/%zz", "contains a '%' that is not followed by two hex digits"),
        ("mailto:a`id`@b.org", "contains '`', which a URL must percent-encode (%60)"),
        ("file:/etc/passwd", "scheme 'file' is not allowed (only https, http and mailto)"),
        ("FILE:///etc/passwd", "scheme 'file' is not allowed (only https, http and mailto)"),
        (" javascript:alert(1)", "scheme ' javascript' is not allowed (only https, http and mailto)"),
        ("vbscript:x", "scheme 'vbscript' is not allowed (only https, http and mailto)"),
        ("https://a.org/\nSet-Cookie: x", "contains a line break"),
        ("https://a.org/\u{0}", "contains a NUL character"),
        ("https://a.org/\u{1B}[31m", "contains a control character"),
        ("mailto:not-an-address", "mailto address: 'not-an-address' is not a mail address (needs exactly one '@')"),
        ("", "must not be empty"),
    ])
    func hostileLinksAreRefusedNamingTheEntry(url: String, reason: String) throws {
        let entry = JSONWriter.write(["kind": "link", "title": "Bad", "icon": "i", "url": .string(url)], pretty: false)
        #expect(try problem(entry) == "at sections[0].items[0].url: \(reason)")
    }

    @Test func overLongValuesAreRefused() throws {
        let long = "https://a.org/" + String(repeating: "a", count: 2048)
        let entry = JSONWriter.write(["kind": "link", "title": "Bad", "icon": "i", "url": .string(long)], pretty: false)
        #expect(try problem(entry) == "at sections[0].items[0].url: longer than 2048 characters")
        let title = JSONWriter.write(["kind": "modal", "title": .string(String(repeating: "t", count: 2049)), "icon": "i", "detail": "help"], pretty: false)
        #expect(try problem(title) == "at sections[0].items[0].title: longer than 2048 characters")
        let fits = "https://a.org/" + String(repeating: "a", count: 2048 - 14)
        #expect(MenuValidation.checkURL(fits) == nil)
    }

    @Test func acceptedLinks() {
        for url in [
            "https://example.org", "http://example.org:8080/a?b=c#d", "HTTPS://EXAMPLE.ORG", "mailto:a.b+c@example.co.uk?subject=x",
            // RFC 3986 sub-delimiters are valid URL text; links are opened without a shell.
            "https://example.org/a;b=c?q=a&r=$x(1)*+,!'", "https://example.org/%E2%82%AC~_.-", "https://bücher.example/straße",
        ] {
            #expect(MenuValidation.checkURL(url) == nil, "\(url)")
        }
    }

    @Test(arguments: [
        "plain", "a@b", "a@@b.org", "a@b@c.org", ".a@b.org", "a..b@c.org", "a@-b.org", "a@b..org", "a b@c.org", "a@b.org\n", "a<b>@c.org", "a@b_c.org",
    ])
    func invalidAddressesAreRefused(address: String) throws {
        #expect(MenuValidation.checkAddress(address) != nil)
        let entry = JSONWriter.write(["kind": "email", "title": "Mail", "icon": "i", "address": .string(address)], pretty: false)
        #expect(try problem(entry)?.hasPrefix("at sections[0].items[0].address: ") == true)
    }

    @Test(arguments: ["me@example.org", "first.last+tag@mail.example.co.uk", "o'brien@example.ie", "x_y-z@a-b.example"])
    func validAddressesAreAccepted(address: String) {
        #expect(MenuValidation.checkAddress(address) == nil)
    }

    @Test func newlineInATitleAndMissingFieldsAreNamed() throws {
        #expect(
            try problem(#"{"kind": "switch", "title": "Dark\ntheme", "icon": "i", "setting": "s"}"#) == "at sections[0].items[0].title: contains a line break")
        #expect(try problem(#"{"kind": "switch", "title": "Dark", "icon": "i"}"#) == "at sections[0].items[0].setting: missing value")
        #expect(
            try problem(#"{"kind": "link", "title": "W", "icon": "i", "url": "https://a.org", "onclick": "x"}"#)
                == "at sections[0].items[0].onclick: unknown key (expected one of: icon, keywords, kind, title, url)")
        #expect(try problem(#""just a string""#) == "at sections[0].items[0]: expected an object")
    }

    @Test func aBadSectionIsLeftOutAndTheOthersLoad() throws {
        let doc = try document(#"{"sections": [{"title": "", "items": []}, {"title": "Ok", "items": []}]}"#)
        #expect(doc.sections.map(\.title) == ["Ok"])
        #expect(doc.problems.map(\.description) == ["at sections[0].title: must not be empty"])
    }

    @Test func aBrokenFileThrowsWithItsPlace() {
        #expect(throws: JSONError(place: .text(line: 1, column: 14), reason: "unexpected end of file")) {
            _ = try document(#"{"sections": "#)
        }
        #expect(throws: JSONError(place: .value(path: "sections"), reason: "missing value")) { _ = try document("{}") }
    }
}

@Suite struct MailtoTests {
    @Test func subjectIsPercentEncoded() {
        #expect(Mailto.uri(address: "me@example.org", subject: "Foldout 1.0.0 feedback") == "mailto:me@example.org?subject=Foldout%201.0.0%20feedback")
        #expect(Mailto.uri(address: "me@example.org", subject: "a&b=c?d#e/f+g%h") == "mailto:me@example.org?subject=a%26b%3Dc%3Fd%23e%2Ff%2Bg%25h")
        #expect(Mailto.uri(address: "me@example.org", subject: "Grüße ✓") == "mailto:me@example.org?subject=Gr%C3%BC%C3%9Fe%20%E2%9C%93")
        #expect(Mailto.uri(address: "me@example.org", subject: nil) == "mailto:me@example.org")
    }

    @Test func addressKeepsAtAndPlusButEncodesDelimiters() {
        #expect(Mailto.uri(address: "a+b@example.org", subject: nil) == "mailto:a+b@example.org")
        #expect(Mailto.uri(address: "a?b&c@example.org", subject: nil) == "mailto:a%3Fb%26c@example.org")
    }

    @Test func emailItemUsesItsOwnSubjectOrTheDefault() {
        #expect(
            EmailMenuItem(title: "E", iconName: "i", address: "a@b.org").mailto(defaultSubject: "X 1 feedback") == "mailto:a@b.org?subject=X%201%20feedback")
        #expect(EmailMenuItem(title: "E", iconName: "i", address: "a@b.org", subject: "Bug").mailto(defaultSubject: "X") == "mailto:a@b.org?subject=Bug")
    }
}

@Suite struct SettingsMenuStateTests {
    @Test func firstRowSkipsEmptySections() {
        var state = SettingsMenuState(rowCounts: [0, 2, 3])
        #expect(state.focused == nil)
        state.focusFirst()
        #expect(state.focused == MenuPosition(section: 1, row: 0))
        var empty = SettingsMenuState(rowCounts: [0, 0])
        empty.focusFirst()
        #expect(empty.focused == nil && empty.first == nil)
    }

    @Test func focusOnlyLandsOnRowsThatExist() {
        var state = SettingsMenuState(rowCounts: [2, 1])
        #expect(state.focus(MenuPosition(section: 1, row: 0)) == [.focused(MenuPosition(section: 1, row: 0))])
        #expect(state.focus(MenuPosition(section: 1, row: 0)) == [], "there already")
        #expect(state.focus(MenuPosition(section: 1, row: 1)) == [], "past the end")
        #expect(state.focus(MenuPosition(section: 2, row: 0)) == [], "no such section")
        #expect(state.focus(MenuPosition(section: -1, row: 0)) == [])
        #expect(state.focused == MenuPosition(section: 1, row: 0))
    }

    @Test func movingPastAnEdgeGoesToTheNextSectionWithRows() {
        var state = SettingsMenuState(rowCounts: [3, 0, 2, 4])
        state.focus(MenuPosition(section: 0, row: 2))
        #expect(state.move(from: 0, down: true) == [.focused(MenuPosition(section: 2, row: 0))], "the empty section is skipped")
        #expect(state.move(from: 2, down: false) == [.focused(MenuPosition(section: 0, row: 2))], "up lands on the last row")
        #expect(state.move(from: 2, down: true) == [.focused(MenuPosition(section: 3, row: 0))])
        #expect(state.focused == MenuPosition(section: 3, row: 0))
    }

    @Test func noSectionBeyondTheEdgeKeepsTheFocus() {
        var state = SettingsMenuState(rowCounts: [2, 0])
        state.focus(MenuPosition(section: 0, row: 1))
        #expect(state.move(from: 0, down: true) == [])
        #expect(state.move(from: 0, down: false) == [])
        #expect(state.focused == MenuPosition(section: 0, row: 1))
    }
}
