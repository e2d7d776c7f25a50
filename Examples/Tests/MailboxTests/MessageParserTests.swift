import Testing

@testable import mailbox

private func bytes(_ text: String) -> [UInt8] { Array(text.utf8) }

/// Parses `text` as the file `path`, at 2024-03-12 12:00 UTC, in UTC.
private func message(_ text: String, path: String = "/mail/cur/1700000000.M1P2.host:2,S") throws -> Message {
    try MessageFile.parse(bytes(text), path: path, modified: 1_000_000_000, now: 1_710_244_800, offset: 0)
}

private func failure(_ data: [UInt8]) -> MessageFileError? {
    do {
        _ = try MessageFile.parse(data, path: "/mail/new/bad", modified: 0, now: 0, offset: 0)
        return nil
    } catch {
        return error
    }
}

/// The message's preview, subject and sender for a file of `raw` bytes.
private func parsed(_ raw: [UInt8]) throws -> Message {
    try MessageFile.parse(raw, path: "/mail/cur/1700000000.M1P2.host:2,S", modified: 1_000_000_000, now: 1_710_244_800, offset: 0)
}

@Suite struct HeaderTests {
    @Test func foldedLinesAreUnfolded() throws {
        #expect(
            try message("Subject: A long\r\n subject\r\n\tthat folds\r\nFrom: a@b.example\r\n\r\nBody\r\n").subject
                == "A long subject that folds")
        #expect(try message("Subject: Tea\n  on\n Thursday?\nFrom: m@x.example\n\nHi\n").subject == "Tea on Thursday?")
        // Obsolete syntax: blanks before the colon.
        #expect(try message("Subject : x\nFrom: a@b.example\n\n").subject == "x")
    }

    @Test func encodedWordsInAnyCharsetAreDecoded() throws {
        func subject(_ field: String) throws -> String { try message("From: a@b.example\nSubject: \(field)\n\nHi\n").subject }
        #expect(try subject("=?UTF-8?B?Q2Fmw6kgb24gdGhlIHJvb2Y=?=") == "Café on the roof")
        #expect(try subject("=?ISO-8859-1?Q?Caf=E9_cr=E8me?=") == "Café crème")
        #expect(try subject("=?utf-8?q?=C3=A9t=C3=A9?=") == "été")
        // Blanks between adjacent encoded-words go; those beside plain text stay.
        #expect(try subject("=?UTF-8?Q?Hello_?= =?UTF-8?Q?world?=") == "Hello world")
        #expect(try subject("Re: =?UTF-8?B?w6l0w6k=?= plans") == "Re: été plans")
        // RFC 2231 language; Windows' euro sign at 0x80; ISO-8859-15's at 0xA4.
        #expect(try subject("=?ISO-8859-1*fr?B?6Q==?=") == "é")
        #expect(try subject("=?windows-1252?Q?5_=80_a_month?=") == "5 € a month")
        #expect(try subject("=?ISO-8859-15?Q?10_=A4?=") == "10 €")
        // Charsets a hand-written reader knew nothing of: Russian, Japanese (ISO-2022-JP).
        #expect(try subject("=?KOI8-R?B?8NLJ18XU?=") == "Привет")
        #expect(try subject("=?ISO-2022-JP?B?GyRCRnxLXDhsGyhC?=") == "日本語")
        // A damaged word stays as it is.
        #expect(try subject("=?UTF-8?X?abc?=") == "=?UTF-8?X?abc?=")
        #expect(try subject("2 + 2 =? 4") == "2 + 2 =? 4")
    }

    @Test func undeclaredEightBitHeadersAreReadAsUTF8ElseWindows1252() throws {
        #expect(try parsed(bytes("From: a@b.example\nSubject: Caf") + [0xC3, 0xA9] + bytes("\n\nHi\n")).subject == "Café")
        #expect(
            try parsed(bytes("From: a@b.example\nSubject: 5 ") + [0x80] + bytes(" caf") + [0xE9] + bytes("\n\nHi\n")).subject
                == "5 € café")
    }

    @Test func fromGivesANameAndAnAddress() throws {
        func from(_ field: String) throws -> (String, String) {
            let found = try message("From: \(field)\nSubject: s\n\nHi\n")
            return (found.sender, found.address)
        }
        #expect(try from("Mary Somerville <mary@example.org>") == ("Mary Somerville", "mary@example.org"))
        #expect(try from("\"Somerville, Mary\" <mary@example.org>, other@example.org") == ("Somerville, Mary", "mary@example.org"))
        #expect(try from("mary@example.org") == ("mary@example.org", "mary@example.org"))
        #expect(try from("<mary@example.org>") == ("mary@example.org", "mary@example.org"))
        #expect(try from("mary@example.org (Mary Somerville)") == ("Mary Somerville", "mary@example.org"))
        #expect(try from("=?UTF-8?Q?Ad=C3=A8le_Blanc?= <adele@example.fr>") == ("Adèle Blanc", "adele@example.fr"))
        #expect(try from("\"Ada \\\"the Countess\\\" L.\" <ada@example.org>").0 == "Ada \"the Countess\" L.")
        #expect(try from("Friends: ada@example.org, mary@example.org;").1 == "ada@example.org")
    }
}

@Suite struct DateTests {
    private func date(_ field: String) throws -> Int64 { try message("From: a@b.example\nDate: \(field)\n\nHi\n").date }

    @Test func rfc5322Dates() throws {
        #expect(try date("Mon, 1 Jan 2024 10:00:00 +0100") == 1_704_099_600)
        #expect(try date("1 Jan 2024 09:00:00 +0000") == 1_704_099_600)
        #expect(try date("Mon, 01 Jan 2024 04:00:00 -0500") == 1_704_099_600)
        // RFC 5322 A.1.3's example, with a zone of minutes.
        #expect(try date("Thu, 13 Feb 1969 23:32:54 -0330") == -27_723_426)
        // RFC 5322 A.6.2 and A.6.3: two-digit years, zone names, comments.
        #expect(try date("21 Nov 97 09:55:06 GMT") == 880_106_106)
        #expect(try date("Fri, 21 Nov 1997 04:55:06 EST") == 880_106_106)
        #expect(try date("Fri, 21 Nov 1997 09:55:06 +0000 (GMT)") == 880_106_106)
    }

    @Test func anUnreadableDateGivesTheFilesTime() throws {
        #expect(try date("yesterday") == 1_000_000_000)
        #expect(try message("From: a@b.example\n\nHi\n").date == 1_000_000_000)
    }

    @Test func shortDisplay() {
        let now: Int64 = 1_710_244_800 // Tue 2024-03-12 12:00 UTC
        #expect(MailDate.short(1_710_234_840, now: now, offset: 0) == "09:14")
        #expect(MailDate.short(1_710_234_840, now: now, offset: 3600) == "10:14")
        #expect(MailDate.short(1_710_234_840 - 86_400, now: now, offset: 0) == "Yesterday")
        #expect(MailDate.short(1_710_234_840 - 2 * 86_400, now: now, offset: 0) == "Sun")
        #expect(MailDate.short(1_710_234_840 - 6 * 86_400, now: now, offset: 0) == "Wed")
        #expect(MailDate.short(1_710_234_840 - 10 * 86_400, now: now, offset: 0) == "2 Mar")
        #expect(MailDate.short(1_704_099_600, now: now, offset: 0) == "1 Jan")
        #expect(MailDate.short(880_106_106, now: now, offset: 0) == "1997")
        #expect(MailDate.short(-4_575_744_000, now: now, offset: 0) == "1825")
        // Late on the 11th in UTC is already the 12th ten hours east.
        #expect(MailDate.short(1_710_194_400, now: now, offset: 0) == "Yesterday")
        #expect(MailDate.short(1_710_194_400, now: now, offset: 36_000) == "08:00")
    }
}

@Suite struct BodyTests {
    @Test func firstLinesSkipBlankOnes() throws {
        let found = try message("From: a@x.example\nSubject: s\n\n\n   \nFirst line\n\nSecond line  \nThird\nFourth\nFifth\n")
        #expect(found.preview == "First line Second line Third Fourth")
        #expect(MimeMessage.firstLines(of: "\r\n a \r\n\r\nb") == ["a", "b"])
    }

    @Test func quotedPrintableAndBase64Bodies() throws {
        let qp = try message(
            """
            From: a@x.example
            Subject: s
            MIME-Version: 1.0
            Content-Type: text/plain; charset="utf-8"
            Content-Transfer-Encoding: quoted-printable

            Caf=C3=A9 on the roof, a line that is long enough to be wrapped by the =
            sender's mailer.=20
            a=3Db

            """)
        #expect(qp.preview == "Café on the roof, a line that is long enough to be wrapped by the sender's mailer. a=b")
        let latin = try message(
            "From: a@x.example\nSubject: s\nContent-Type: text/plain; charset=iso-8859-1\nContent-Transfer-Encoding: quoted-printable\n\nCaf=E9\n")
        #expect(latin.preview == "Café")
        let base64 = try message(
            "From: a@x.example\nSubject: s\nContent-Type: text/plain; charset=UTF-8\nContent-Transfer-Encoding: base64\n\nSGVsbG8sIHdv\ncmxkIQpTZWNvbmQgbGluZQ==\n"
        )
        #expect(base64.preview == "Hello, world! Second line")
        // Raw 8-bit Latin-1 with a charset saying so.
        var raw = bytes("From: a@x.example\nSubject: s\nContent-Type: text/plain; charset=ISO-8859-1\n\nCaf")
        raw += [0xE9, 0x0A]
        #expect(try MessageFile.parse(raw, path: "/m/cur/1", modified: 0, now: 0, offset: 0).preview == "Café")
    }

    @Test func everyCharsetIconvKnows() throws {
        // Windows' "€" (0x80) and ISO-8859-15's (0xA4), which Latin-1 reads as U+0080 and "¤".
        let windows = bytes("From: a@x.example\nSubject: s\nContent-Type: text/plain; charset=windows-1252\n\nTotal: 12 ") + [0x80, 0x0A]
        #expect(try parsed(windows).preview == "Total: 12 €")
        let latin9 = bytes("From: a@x.example\nSubject: s\nContent-Type: text/plain; charset=ISO-8859-15\n\nTotal: 12 ") + [0xA4, 0x0A]
        #expect(try parsed(latin9).preview == "Total: 12 €")
        // ISO-2022-JP: 7-bit, with escape sequences.
        let japanese =
            bytes("From: a@x.example\nSubject: s\nContent-Type: text/plain; charset=ISO-2022-JP\n\n")
            + [0x1B, 0x24, 0x42, 0x46, 0x7C, 0x4B, 0x5C, 0x38, 0x6C, 0x1B, 0x28, 0x42, 0x0A]
        #expect(try parsed(japanese).preview == "日本語")
        // Undeclared 8-bit text: UTF-8 when it is, else windows-1252.
        let undeclared = bytes("From: a@x.example\nSubject: s\n\nCaf") + [0xE9, 0x20, 0x80, 0x0A]
        #expect(try parsed(undeclared).preview == "Café €")
    }

    @Test func multipartGivesItsFirstPlainTextPart() throws {
        let found = try message(
            """
            From: a@x.example
            Subject: s
            Content-Type: multipart/mixed; boundary="outer"

            This is the preamble.
            --outer
            Content-Type: multipart/alternative; boundary=inner

            --inner
            Content-Type: text/html; charset=utf-8

            <p>The <b>HTML</b> one</p>
            --inner
            Content-Type: text/plain; charset=utf-8
            Content-Transfer-Encoding: quoted-printable

            The plain =C3=A9 one
            --inner--
            --outer
            Content-Type: text/plain

            The attachment's text
            --outer--
            Epilogue
            """)
        #expect(found.preview == "The plain é one")
        let htmlOnly = try message(
            "From: a@x.example\nSubject: s\nContent-Type: multipart/alternative; boundary=b\n\n--b\nContent-Type: text/html\n\n<html><style>p{}</style><p>Tea &amp; cake</p><br>at four</html>\n--b--\n"
        )
        #expect(htmlOnly.preview == "Tea & cake at four")
        let noHeaders = try message("From: a@x.example\nSubject: s\nContent-Type: multipart/mixed; boundary=b\n\n--b\n\nPart without a header\n--b--\n")
        #expect(noHeaders.preview == "Part without a header")
        let attachmentOnly = try message("From: a@x.example\nSubject: s\nContent-Type: application/pdf\nContent-Transfer-Encoding: base64\n\nJVBERi0=\n")
        #expect(attachmentOnly.preview == "")
    }
}

@Suite struct MessageFileTests {
    @Test func aMessageHasItsFieldsAndMaildirId() throws {
        let found = try message(
            """
            Return-Path: <mary@example.org>
            From: Mary Somerville <mary@example.org>
            To: ada@example.org
            Subject: =?UTF-8?Q?Tea_on_Thursday=3F?=
            Date: Tue, 12 Mar 2024 10:14:00 +0100

            Bring the diagrams if you can.
            """)
        #expect(found.id == "1700000000.M1P2.host")
        #expect(found.sender == "Mary Somerville")
        #expect(found.address == "mary@example.org")
        #expect(found.subject == "Tea on Thursday?")
        #expect(found.date == 1_710_234_840)
        #expect(found.received == "09:14")
        #expect(found.preview == "Bring the diagrams if you can.")
        #expect(found.path == "/mail/cur/1700000000.M1P2.host:2,S")
        #expect(found.title == "Tea on Thursday?, from Mary Somerville")
    }

    @Test func idsIgnoreTheInfoSuffix() {
        #expect(MessageFile.id(forPath: "/m/cur/1700000000.M1P2.host:2,S") == "1700000000.M1P2.host")
        #expect(MessageFile.id(forPath: "/m/cur/1700000000.M1P2.host:2,FRS") == "1700000000.M1P2.host")
        #expect(MessageFile.id(forPath: "/m/new/1700000000.M1P2.host") == "1700000000.M1P2.host")
        #expect(MessageFile.id(forPath: "/m/cur/1700000000.M1P2.host:2,") == "1700000000.M1P2.host")
    }

    @Test func missingFieldsHaveStandIns() throws {
        let noSubject = try message("From: a@x.example\nDate: nonsense\n\nHi\n")
        #expect(noSubject.subject == "(no subject)")
        #expect(noSubject.date == 1_000_000_000) // the file's time
        let noFrom = try message("Subject: Who?\n\nHi\n")
        #expect(noFrom.sender == "(unknown sender)")
        #expect(noFrom.address == "")
    }

    @Test func invalidFilesSayWhy() {
        #expect(failure([]) == .empty)
        #expect(failure(bytes("From: a@x.example\nSubject: x\n\n") + [0, 1, 2]) == .binary)
        #expect(failure([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + [UInt8](repeating: 3, count: 40)) == .binary)
        #expect(failure(bytes("Dear Ada,\n\nNo header here.\n")) == .noHeaderBlock)
        #expect(failure(bytes("\nFrom: a@x.example\n")) == .noHeaderBlock)
        #expect(failure(bytes("To: ada@example.org\nX-Spam: no\n\nHi\n")) == .noFromOrSubject)
        #expect(MessageFileError.noFromOrSubject.description == "neither From nor Subject in its header")
    }
}
