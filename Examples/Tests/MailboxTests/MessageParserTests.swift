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

@Suite struct HeaderTests {
    @Test func foldedLinesAreUnfolded() throws {
        let headers = try #require(MailHeaders.parse(bytes("Subject: A long\r\n subject\r\n\tthat folds\r\nFrom: a@b.example\r\n\r\nBody\r\n")))
        #expect(headers["subject"] == "A long subject\tthat folds")
        #expect(headers["SUBJECT"] == headers["subject"])
        #expect(headers["from"] == "a@b.example")
        #expect(headers.bodyStart == bytes("Subject: A long\r\n subject\r\n\tthat folds\r\nFrom: a@b.example\r\n\r\n").count)
        #expect(try message("Subject: Tea\n  on\n Thursday?\nFrom: m@x.example\n\nHi\n").subject == "Tea on Thursday?")
    }

    @Test func aHeaderWithoutBodyAndADamagedLineEndTheBlock() throws {
        let only = try #require(MailHeaders.parse(bytes("From: a@b.example\nSubject: x")))
        #expect(only.fields.count == 2)
        #expect(only.bodyStart == bytes("From: a@b.example\nSubject: x").count)
        let damaged = try #require(MailHeaders.parse(bytes("From: a@b.example\nthis is no field\nmore\n")))
        #expect(damaged.fields.map(\.name) == ["from"])
        #expect(damaged.bodyStart == bytes("From: a@b.example\n").count)
        #expect(MailHeaders.parse(bytes(" continued: first\n")) == nil)
        #expect(MailHeaders.parse(bytes("Hello there, no header\n\nBody")) == nil)
        // Obsolete syntax: blanks before the colon.
        #expect(MailHeaders.parse(bytes("Subject : x\n\n"))?["subject"] == "x")
    }

    @Test func encodedWordsAreDecoded() {
        #expect(EncodedWords.decode("=?UTF-8?B?Q2Fmw6kgb24gdGhlIHJvb2Y=?=") == "Café on the roof")
        #expect(EncodedWords.decode("=?ISO-8859-1?Q?Caf=E9_cr=E8me?=") == "Café crème")
        #expect(EncodedWords.decode("=?utf-8?q?=C3=A9t=C3=A9?=") == "été")
        // Blanks between adjacent encoded-words go; those beside plain text stay.
        #expect(EncodedWords.decode("=?UTF-8?Q?Hello_?= =?UTF-8?Q?world?=") == "Hello world")
        #expect(EncodedWords.decode("=?UTF-8?Q?a?=\r\n =?UTF-8?Q?b?=") == "ab")
        #expect(EncodedWords.decode("Re: =?UTF-8?B?w6l0w6k=?= plans") == "Re: été plans")
        #expect(EncodedWords.decode("=?UTF-8?Q?a?= and =?UTF-8?Q?b?=") == "a and b")
        // RFC 2231 language, Latin-1 in B.
        #expect(EncodedWords.decode("=?ISO-8859-1*fr?B?6Q==?=") == "é")
        // Unknown charsets and damaged words stay as they are.
        #expect(EncodedWords.decode("=?KOI8-R?Q?abc?=") == "=?KOI8-R?Q?abc?=")
        #expect(EncodedWords.decode("=?UTF-8?X?abc?=") == "=?UTF-8?X?abc?=")
        #expect(EncodedWords.decode("2 + 2 =? 4") == "2 + 2 =? 4")
    }

    @Test func fromGivesANameAndAnAddress() {
        #expect(MailAddress.parse("Mary Somerville <mary@example.org>") == MailAddress(name: "Mary Somerville", address: "mary@example.org"))
        #expect(MailAddress.parse("\"Somerville, Mary\" <mary@example.org>, other@example.org")
                == MailAddress(name: "Somerville, Mary", address: "mary@example.org"))
        #expect(MailAddress.parse("mary@example.org") == MailAddress(name: "mary@example.org", address: "mary@example.org"))
        #expect(MailAddress.parse("<mary@example.org>") == MailAddress(name: "mary@example.org", address: "mary@example.org"))
        #expect(MailAddress.parse("mary@example.org (Mary Somerville)") == MailAddress(name: "Mary Somerville", address: "mary@example.org"))
        #expect(MailAddress.parse("=?UTF-8?Q?Ad=C3=A8le_Blanc?= <adele@example.fr>") == MailAddress(name: "Adèle Blanc", address: "adele@example.fr"))
        #expect(MailAddress.parse("\"=?ISO-8859-1?Q?Andr=E9?= Ampère\" <andre@example.fr>") == MailAddress(name: "André Ampère", address: "andre@example.fr"))
        #expect(MailAddress.parse("\"Ada \\\"the Countess\\\" L.\" <ada@example.org>").name == "Ada \"the Countess\" L.")
        #expect(MailAddress.parse("Friends: ada@example.org, mary@example.org;").address == "ada@example.org")
    }
}

@Suite struct DateTests {
    @Test func rfc5322Dates() {
        #expect(MailDate.parse("Mon, 1 Jan 2024 10:00:00 +0100") == 1_704_099_600)
        #expect(MailDate.parse("1 Jan 2024 09:00:00 +0000") == 1_704_099_600)
        #expect(MailDate.parse("Mon, 01 Jan 2024 04:00:00 -0500") == 1_704_099_600)
        // RFC 5322 A.1.3's example, with a zone of minutes.
        #expect(MailDate.parse("Thu, 13 Feb 1969 23:32:54 -0330") == -27_723_426)
        #expect(MailDate.parse("Mon, 1 Jan 2024 09:00 +0000") == 1_704_099_600)  // no seconds
    }

    @Test func obsoleteForms() {
        // RFC 5322 A.6.2 and A.6.3: two-digit years, zone names, comments and blanks everywhere.
        #expect(MailDate.parse("21 Nov 97 09:55:06 GMT") == 880_106_106)
        #expect(MailDate.parse("Fri, 21 Nov 1997 04:55:06 EST") == 880_106_106)
        #expect(MailDate.parse("Thu,\r\n      13\r\n        Feb\r\n          1969\r\n      23:32\r\n               :54 -0330 (Newfoundland Time)") == -27_723_426)
        #expect(MailDate.parse("Fri , 21 Nov 1997 09 : 55 : 06 +0000 (GMT)") == 880_106_106)
        #expect(MailDate.parse("Fri 21 Nov 1997 01:55:06 PST") == 880_106_106)
        #expect(MailDate.parse("1 Jan 04 10:00:00 UT") == 1_072_951_200)
        #expect(MailDate.parse("1 Jan 104 10:00:00 +0000") == 1_072_951_200)  // three digits: 1900 +
        #expect(MailDate.parse("1 Jan 2004 10:00:00 Z") == 1_072_951_200)
        #expect(MailDate.parse("1 Jan 2004 10:00:00 A") == 1_072_951_200)  // military: -0000
        #expect(MailDate.parse("1 Jan 2004 10:00:00") == 1_072_951_200)  // no zone
        #expect(MailDate.parse("Mon Jan  2 15:04:05 2006") == 1_136_214_245)  // asctime
        #expect(MailDate.parse("Monday, 2 January 2006 16:04:05 +01:00") == 1_136_214_245)
    }

    @Test func notDates() {
        #expect(MailDate.parse("") == nil)
        #expect(MailDate.parse("yesterday") == nil)
        #expect(MailDate.parse("32 Jan 2024 10:00:00 +0000") == nil)
        #expect(MailDate.parse("29 Feb 2023 10:00:00 +0000") == nil)
        #expect(MailDate.parse("29 Feb 2024 10:00:00 +0000") != nil)
        #expect(MailDate.parse("1 Jan 2024 25:00:00 +0000") == nil)
        #expect(MailDate.parse("1 Jan 2024 10:00:00 +01") == nil)
    }

    @Test func shortDisplay() {
        let now: Int64 = 1_710_244_800  // Tue 2024-03-12 12:00 UTC
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
        #expect(MailBody.lines(of: "\r\n a \r\n\r\nb").count == 2)
    }

    @Test func quotedPrintableAndBase64Bodies() throws {
        let qp = try message("""
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
        let latin = try message("From: a@x.example\nSubject: s\nContent-Type: text/plain; charset=iso-8859-1\nContent-Transfer-Encoding: quoted-printable\n\nCaf=E9\n")
        #expect(latin.preview == "Café")
        let base64 = try message("From: a@x.example\nSubject: s\nContent-Type: text/plain; charset=UTF-8\nContent-Transfer-Encoding: base64\n\nSGVsbG8sIHdv\ncmxkIQpTZWNvbmQgbGluZQ==\n")
        #expect(base64.preview == "Hello, world! Second line")
        // Raw 8-bit Latin-1 with a charset saying so.
        var raw = bytes("From: a@x.example\nSubject: s\nContent-Type: text/plain; charset=ISO-8859-1\n\nCaf")
        raw += [0xE9, 0x0A]
        #expect(try MessageFile.parse(raw, path: "/m/cur/1", modified: 0, now: 0, offset: 0).preview == "Café")
    }

    @Test func multipartGivesItsFirstPlainTextPart() throws {
        let found = try message("""
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
        let htmlOnly = try message("From: a@x.example\nSubject: s\nContent-Type: multipart/alternative; boundary=b\n\n--b\nContent-Type: text/html\n\n<html><style>p{}</style><p>Tea &amp; cake</p><br>at four</html>\n--b--\n")
        #expect(htmlOnly.preview == "Tea & cake at four")
        let noHeaders = try message("From: a@x.example\nSubject: s\nContent-Type: multipart/mixed; boundary=b\n\n--b\n\nPart without a header\n--b--\n")
        #expect(noHeaders.preview == "Part without a header")
        let attachmentOnly = try message("From: a@x.example\nSubject: s\nContent-Type: application/pdf\nContent-Transfer-Encoding: base64\n\nJVBERi0=\n")
        #expect(attachmentOnly.preview == "")
    }
}

@Suite struct MessageFileTests {
    @Test func aMessageHasItsFieldsAndMaildirId() throws {
        let found = try message("""
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
        #expect(noSubject.date == 1_000_000_000)  // the file's time
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
