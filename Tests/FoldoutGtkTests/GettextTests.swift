import CFoldoutGtk
import FoldoutCore
import FoldoutModel
import Glibc
import Testing

@testable import FoldoutGtk

/// Writes a GNU .mo catalog (the format msgfmt makes): `entries` are (msgid, msgstr) with
/// gettext's encodings — "context\u{4}msgid" for a context, "singular\0plural" and
/// "form0\0form1\0…" for plurals. The header (msgid "") carries the plural rule.
private func writeCatalog(_ entries: [(String, String)], pluralForms: String, to path: String) throws {
    let header = "Content-Type: text/plain; charset=UTF-8\nPlural-Forms: \(pluralForms)\n"
    let all = ([("", header)] + entries).map { (Array($0.0.utf8), Array($0.1.utf8)) }
        .sorted { $0.0.lexicographicallyPrecedes($1.0) }
    let count = all.count
    let originals = 28
    let translations = originals + 8 * count
    var strings: [UInt8] = []
    let stringsStart = translations + 8 * count
    var table: [UInt32] = []
    var values: [UInt32] = []
    for (id, _) in all {
        table += [UInt32(id.count), UInt32(stringsStart + strings.count)]
        strings += id + [0]
    }
    for (_, text) in all {
        values += [UInt32(text.count), UInt32(stringsStart + strings.count)]
        strings += text + [0]
    }
    let words: [UInt32] = [0x9504_12DE, 0, UInt32(count), UInt32(originals), UInt32(translations), 0, 0] + table + values
    var bytes = words.flatMap { word in (0..<4).map { UInt8(truncatingIfNeeded: word >> (8 * $0)) } }
    bytes += strings
    // Optional in Swift 6.0's Glibc module, not in 6.3's.
    let file: UnsafeMutablePointer<FILE>? = fopen(path, "wb")
    let opened = try #require(file, "cannot write \(path)")
    _ = bytes.withUnsafeBytes { fwrite($0.baseAddress, 1, $0.count, opened) }
    fclose(opened)
}

/// gettext through FoldoutGtk's `Gettext`, with catalogs written by the test: Russian's three plural
/// forms for 1, 2, 5 and 21, placeholders a translation reorders, and contexts.
@Suite(.serialized)
@MainActor
struct GettextTests {
    @Test func russianPluralsPlaceholdersAndContextsComeFromTheCatalog() throws {
        var template = Array("/tmp/foldout-gettext-XXXXXX".utf8CString)
        let made = template.withUnsafeMutableBufferPointer { buffer in buffer.baseAddress.flatMap { mkdtemp($0) } }
        let dir = String(cString: try #require(made))
        let messages = dir + "/ru/LC_MESSAGES"
        _ = mkdir(dir + "/ru", 0o755)
        _ = mkdir(messages, 0o755)
        try writeCatalog(
            [
                ("{count} flight\0{count} flights", "{count} рейс\0{count} рейса\0{count} рейсов"),
                ("Flight from {from} to {to}", "Рейс в {to} из {from}"),
                ("city\u{4}Paris", "Париж"),
            ], pluralForms: "nplurals=3; plural=(n%10==1 && n%100!=11 ? 0 : n%10>=2 && n%10<=4 && (n%100<10 || n%100>=20) ? 1 : 2);",
            to: messages + "/foldout-test.mo")
        defer {
            unlink(messages + "/foldout-test.mo")
            rmdir(messages)
            rmdir(dir + "/ru")
            rmdir(dir)
        }
        // Only LC_MESSAGES, and only for this test: the other tests see the locale they had.
        let before = try String(cString: #require(setlocale(LC_MESSAGES, nil)))
        defer { setlocale(LC_MESSAGES, before) }
        try #require(setlocale(LC_MESSAGES, "ru_RU.UTF-8") != nil, "the ru_RU.UTF-8 locale is needed (tools/deps test makes it)")
        let gettext = Gettext(domain: "foldout-test")
        _ = bindtextdomain("foldout-test", dir)
        _ = bind_textdomain_codeset("foldout-test", "UTF-8")
        #expect(gettext.boundDirectory == dir)

        struct Catalog: MessageCatalog {
            let gettext: Gettext
            func translate(_ message: String, context: String?) -> String { gettext.translate(message, context: context) }
            func translate(singular: String, plural: String, count: Int) -> String {
                gettext.translate(singular: singular, plural: plural, count: count)
            }
        }
        let russian = Catalog(gettext: gettext)
        let counts = [1, 2, 5, 21, 11, 22, 0]
        #expect(
            counts.map { russian.plural("{count} flight", "{count} flights", $0) }
                == ["1 рейс", "2 рейса", "5 рейсов", "21 рейс", "11 рейсов", "22 рейса", "0 рейсов"])
        #expect(russian.text("Flight from {from} to {to}", ["from": "Манчестер", "to": "Париж"]) == "Рейс в Париж из Манчестер")
        #expect(russian.text("Paris", context: "city") == "Париж")
        #expect(russian.text("Paris", context: "airport") == "Paris")
        #expect(russian.text("Not in the catalog") == "Not in the catalog")
        // Untranslated plurals fall back to English's rule.
        #expect(russian.plural("{count} item", "{count} items", 1) == "1 item")
        #expect(russian.plural("{count} item", "{count} items", 21) == "21 items")
    }
}
