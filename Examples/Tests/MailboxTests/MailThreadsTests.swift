import Testing

@testable import mailbox

/// A message of the threading tests: `id` (also its Message-ID `<id>@test`), sent at `date`.
private func mail(_ id: String, date: Int64 = 0, references: [String] = [], inReplyTo: String = "") -> Message {
    Message(
        id: id, sender: "S", address: "s@test", subject: id, preview: "", received: "", date: date,
        messageID: "\(id)@test", references: references.map { "\($0)@test" },
        inReplyTo: inReplyTo.isEmpty ? "" : "\(inReplyTo)@test")
}

/// The threads as nested text: `a(b(c) d)` is a with replies b (with reply c) and d.
private func shape(_ threads: MailThreads) -> String {
    func node(_ id: String) -> String {
        let replies = threads.replies(to: id)
        return replies.isEmpty ? id : "\(id)(\(replies.map(node).joined(separator: " ")))"
    }
    return threads.roots.map(node).joined(separator: " ")
}

/// Every message once in the forest, each under its parent.
private func everyMessageOnce(_ threads: MailThreads, _ messages: [Message]) -> Bool {
    var seen: [String] = []
    func walk(_ id: String) {
        seen.append(id)
        threads.replies(to: id).forEach(walk)
    }
    threads.roots.forEach(walk)
    return seen.sorted() == messages.map(\.id).sorted()
}

@Suite struct MailThreadsTests {
    @Test func headersGiveTheIdsWithoutAngleBrackets() throws {
        let text = """
            From: a@b.example
            Subject: Re: Tea
            Message-ID: <reply.3@b.example>
            In-Reply-To: <second@b.example> (Mary's message)
            References: <first@b.example>
             <second@b.example>

            Hi

            """
        let message = try MessageFile.parse(Array(text.utf8), path: "/m/cur/1.M1P1.x:2,S", modified: 0, now: 0, offset: 0)
        #expect(message.messageID == "reply.3@b.example")
        #expect(message.references == ["first@b.example", "second@b.example"])
        #expect(message.inReplyTo == "second@b.example")
        let plain = try MessageFile.parse(
            Array("From: a@b.example\nSubject: x\n\nHi\n".utf8), path: "/m/new/2.M2P2.x",
            modified: 0, now: 0, offset: 0)
        #expect(plain.messageID.isEmpty && plain.references.isEmpty && plain.inReplyTo.isEmpty)
    }

    @Test func repliesNestToAnyDepthOldestFirst() {
        let messages = [
            mail("e", date: 5, references: ["a", "b", "c", "d"], inReplyTo: "d"),
            mail("x", date: 4),
            mail("d", date: 4, references: ["a", "b", "c"], inReplyTo: "c"),
            mail("c2", date: 3, references: ["a", "b"], inReplyTo: "b"),
            mail("c", date: 3, references: ["a", "b"], inReplyTo: "b"),
            mail("b", date: 2, references: ["a"], inReplyTo: "a"),
            mail("a", date: 1),
        ]
        let threads = MailThreads(messages)
        // a's conversation was last answered at 5 (e), after x (4): it comes first.
        #expect(shape(threads) == "a(b(c(d(e)) c2)) x")
        #expect(threads.level(of: "e") == 5)
        #expect(threads.level(of: "a") == 1)
        #expect(threads.hasReplies("b") && !threads.hasReplies("e"))
        #expect(everyMessageOnce(threads, messages))
    }

    @Test func conversationsAreOrderedByTheirLatestMessage() {
        let messages = [
            mail("new", date: 50), // on its own, newer than every first message but o's reply
            mail("old-reply", date: 60, references: ["old"], inReplyTo: "old"),
            mail("mid-reply", date: 40, inReplyTo: "mid"),
            mail("deep", date: 70, references: ["mid", "mid-reply"], inReplyTo: "mid-reply"),
            mail("mid", date: 20),
            mail("old", date: 10),
            mail("tie", date: 50), // as recent as "new": after it, as given
        ]
        let threads = MailThreads(messages)
        #expect(threads.roots == ["mid", "old", "new", "tie"])
        #expect(threads.latest == ["mid": 70, "old": 60, "new": 50, "tie": 50])
        // Oldest activity first, ties still as given.
        #expect(MailThreads(messages, newestFirst: false).roots == ["new", "tie", "old", "mid"])
        #expect(everyMessageOnce(threads, messages))
    }

    @Test func theLastKnownReferenceWinsElseInReplyTo() {
        let threads = MailThreads([
            // c's References name a message that is not here last: its known parent is b.
            mail("c", references: ["a", "b", "gone"], inReplyTo: "gone"),
            // d has only In-Reply-To.
            mail("d", inReplyTo: "a"),
            // e names only messages that are not here: it starts a conversation.
            mail("e", references: ["lost", "gone"], inReplyTo: "gone"),
            mail("b", references: ["a"]),
            mail("a"),
        ])
        #expect(threads.parents == ["c": "b", "d": "a", "b": "a"])
        #expect(threads.roots == ["e", "a"])
    }

    @Test func loopsAreBrokenAndEveryMessageShowsOnce() {
        let messages = [
            mail("self", references: ["self"]),
            mail("p", inReplyTo: "q"),
            mail("q", inReplyTo: "p"),
            mail("r1", inReplyTo: "r3"),
            mail("r2", inReplyTo: "r1"),
            mail("r3", inReplyTo: "r2"),
            mail("tail", inReplyTo: "r2"),
        ]
        let threads = MailThreads(messages)
        #expect(threads.parents["self"] == nil)
        #expect(everyMessageOnce(threads, messages))
        // Walking up from p meets p again at q's parent: p starts the conversation.
        #expect(shape(threads) == "self p(q) r1(r2(r3 tail))")
    }

    @Test func repliesToADuplicatedMessageIDGoUnderTheFirst() {
        let twin = Message(id: "twin", sender: "S", address: "", subject: "", preview: "", received: "", messageID: "a@test")
        let threads = MailThreads([mail("a", date: 1), twin, mail("b", date: 2, inReplyTo: "a")])
        #expect(shape(threads) == "a(b) twin")
    }

    /// Random conversations (seeded): each message names its real ancestors in References, some
    /// of them missing, and the threads find each message's nearest ancestor that is here.
    @Test(arguments: [1, 2, 3, 4, 5, 6, 7, 8] as [UInt64])
    func randomConversationsFindTheNearestAncestorHere(seed: UInt64) {
        var random = SeededRandom(seed: seed)
        var ancestors: [[Int]] = [] // each message's chain, root first
        for index in 0..<300 {
            if index > 0, Int.random(in: 0..<10, using: &random) < 7 {
                let parent = Int.random(in: max(0, index - 20)..<index, using: &random)
                ancestors.append(ancestors[parent] + [parent])
            } else {
                ancestors.append([])
            }
        }
        let missing = Set((0..<300).filter { _ in Int.random(in: 0..<10, using: &random) == 0 })
        let here = (0..<300).filter { !missing.contains($0) }
        let messages = here.reversed().map { index in
            mail(
                "m\(index)", date: Int64(index), references: ancestors[index].map { "m\($0)" },
                inReplyTo: ancestors[index].last.map { "m\($0)" } ?? "")
        }
        let threads = MailThreads(messages)
        for index in here {
            let expected = ancestors[index].last { !missing.contains($0) }.map { "m\($0)" }
            #expect(threads.parents["m\(index)"] == expected)
        }
        #expect(everyMessageOnce(threads, messages))
    }
}

/// SplitMix64: the same numbers for the same seed, on every platform.
private struct SeededRandom: RandomNumberGenerator {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
