import Glibc
import Testing

@testable import mailbox

/// The tree as nested text: `A(B C(D))` is A with subfolders B and C, C with D; `~` marks a
/// folder without a Maildir of its own.
private func shape(_ folder: MaildirFolder) -> String {
    folder.subfolders.map { sub in
        let name = (sub.path == nil ? "~" : "") + sub.name
        return sub.subfolders.isEmpty ? name : "\(name)(\(shape(sub)))"
    }.joined(separator: " ")
}

@Suite struct MaildirFolderTests {
    @Test func dottedNamesNestToAnyDepth() {
        let tree = MaildirFolder.tree(
            root: "/m",
            names: [
                "Work.Projects.2024.Q1", "Work", "Sent", "Work.Projects", "Lists.Swift.Evolution", "Work.Projects.2024",
                "Work.Admin", "Lists", "Archive.2023",
            ])
        #expect(shape(tree) == "~Archive(2023) Lists(~Swift(Evolution)) Sent Work(Admin Projects(2024(Q1)))")
        #expect(tree.descendantCount == 11)
        let q1 = tree.subfolders[3].subfolders[1].subfolders[0].subfolders[0]
        #expect(q1.fullName == "Work.Projects.2024.Q1")
        #expect(q1.path == "/m/.Work.Projects.2024.Q1")
        #expect(tree.subfolders[1].subfolders[0].path == nil, "Lists.Swift is named only as a parent")
    }

    @Test func aParentNamedAfterItsChildGetsItsMaildir() {
        let tree = MaildirFolder.tree(root: "/m", names: ["A.B", "A", "A..C", "."])
        #expect(shape(tree) == "A(B C)")
        #expect(tree.subfolders[0].path == "/m/.A")
    }

    @Test func scanFindsTheFoldersThatAreMaildirs() throws {
        var template = Array("/tmp/mailbox-folders-XXXXXX".utf8CString)
        let made = template.withUnsafeMutableBufferPointer { mkdtemp($0.baseAddress!) }
        try #require(made != nil)
        let root = template.withUnsafeBufferPointer { String(cString: $0.baseAddress!) }
        defer { _ = "rm -rf '\(root)'".withCString { system($0) } }
        for folder in ["", "/.Work", "/.Work.Projects", "/.Work.Projects.2024", "/.Trash"] {
            for sub in ["", "/cur", "/new", "/tmp"] { mkdir("\(root)\(folder)\(sub)", 0o700) }
        }
        mkdir("\(root)/.not-a-maildir", 0o700) // no cur/: not a folder
        let tree = MaildirFolder.scan(root)
        #expect(shape(tree) == "Trash Work(Projects(2024))")
        #expect(tree.path == root)
    }

    @Test func messageCountCountsTheFilesOfCurAndNewOnly() throws {
        var template = Array("/tmp/mailbox-count-XXXXXX".utf8CString)
        let made = template.withUnsafeMutableBufferPointer { mkdtemp($0.baseAddress!) }
        try #require(made != nil)
        let root = template.withUnsafeBufferPointer { String(cString: $0.baseAddress!) }
        defer { _ = "rm -rf '\(root)'".withCString { system($0) } }
        for sub in ["", "/cur", "/new", "/tmp", "/cur/a-directory"] { mkdir("\(root)\(sub)", 0o700) }
        let files = ["cur/1.M1P1.x:2,S", "cur/2.M2P1.x:2,", "new/3.M3P1.x", "new/.hidden", "tmp/4.M4P1.x"]
        for file in files {
            let descriptor = open("\(root)/\(file)", O_WRONLY | O_CREAT, 0o600)
            try #require(descriptor >= 0)
            close(descriptor)
        }
        // Three messages: not the dot file, the file in tmp/ nor the directory.
        #expect(MaildirFolder.messageCount(root) == 3)
        #expect(MaildirFolder.messageCount("\(root)/.no-such-folder") == 0)
    }
}
