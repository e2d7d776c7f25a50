import Glibc

// One Maildir message file to a `Message`: read (Glibc, no Foundation), checked, parsed.

/// Why a file is not a message Mailbox can show.
enum MessageFileError: Error, Equatable, CustomStringConvertible {
    /// The file cannot be read (the system's reason).
    case unreadable(String)
    /// Nothing in it.
    case empty
    /// Binary data (NUL bytes, or mostly control characters), not a message.
    case binary
    /// It does not start with header fields.
    case noHeaderBlock
    /// Its header has neither From nor Subject.
    case noFromOrSubject

    var description: String {
        switch self {
        case .unreadable(let reason): "cannot be read: \(reason)"
        case .empty: "empty file"
        case .binary: "binary data, not a message"
        case .noHeaderBlock: "no header block"
        case .noFromOrSubject: "neither From nor Subject in its header"
        }
    }
}

enum MessageFile {
    /// How much of a file is read: the header and the first lines are near its start.
    static let readLimit = 512 * 1024

    /// A Maildir file name's unique part: the name up to its info (`:2,S`), which changes when
    /// the message's flags do (`1700000000.M1P2.host:2,S` → `1700000000.M1P2.host`).
    static func id(forFileName name: Substring) -> String {
        guard let colon = name.utf8.firstIndex(of: UInt8(ascii: ":")) else { return String(name) }
        return String(name[..<colon])
    }

    /// ``id(forFileName:)`` of a path's last component.
    static func id(forPath path: String) -> String {
        id(forFileName: baseName(path))
    }

    static func baseName(_ path: String) -> Substring {
        guard let slash = path.utf8.lastIndex(of: UInt8(ascii: "/")) else { return Substring(path) }
        return path[path.index(after: slash)...]
    }

    /// The file's first ``readLimit`` bytes and its modification time (seconds since 1970).
    static func read(_ path: String) throws(MessageFileError) -> (bytes: [UInt8], modified: Int64) {
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { throw .unreadable(String(cString: strerror(errno))) }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0 else { throw .unreadable(String(cString: strerror(errno))) }
        guard info.st_mode & S_IFMT == S_IFREG else { throw .unreadable("not a regular file") }
        let size = min(Int(info.st_size), readLimit)
        var bytes = [UInt8](repeating: 0, count: size)
        var filled = 0
        while filled < size {
            let got = bytes.withUnsafeMutableBytes { Glibc.read(fd, $0.baseAddress! + filled, size - filled) }
            if got < 0 {
                if errno == EINTR { continue }
                throw .unreadable(String(cString: strerror(errno)))
            }
            if got == 0 { break }
            filled += got
        }
        if filled < size { bytes.removeLast(size - filled) }
        return (bytes, Int64(info.st_mtim.tv_sec))
    }

    /// Reads and parses the message at `path`.
    static func load(_ path: String, now: Int64 = Int64(time(nil))) throws(MessageFileError) -> Message {
        let (bytes, modified) = try read(path)
        return try parse(bytes, path: path, modified: modified, now: now)
    }

    /// The message in `bytes` (a file's contents) at `path`, parsed by GMime: From (name and
    /// address), Subject (encoded words in any charset decoded), Date (else the file's
    /// `modified` time), the body's first lines, Message-ID, References and In-Reply-To (for
    /// ``MailThreads``); its id is the path's Maildir unique name.
    static func parse(
        _ bytes: [UInt8], path: String, modified: Int64, now: Int64,
        offset: Int? = nil
    ) throws(MessageFileError) -> Message {
        guard !bytes.isEmpty else { throw .empty }
        if looksBinary(bytes) { throw .binary }
        guard let mail = MimeMessage.parse(bytes) else { throw .noHeaderBlock }
        guard mail.hasFromOrSubject else { throw .noFromOrSubject }
        let date = mail.date ?? modified
        let received = MailDate.short(date, now: now, offset: offset ?? MailDate.localOffset(at: date))
        let (unread, flagged) = flags(forPath: path)
        return Message(
            id: id(forPath: path), sender: mail.senderName.isEmpty ? "(unknown sender)" : mail.senderName,
            address: mail.senderAddress, subject: mail.subject.isEmpty ? "(no subject)" : mail.subject,
            preview: mail.bodyLines.joined(separator: " "), received: received, date: date, path: path,
            unread: unread, flagged: flagged, messageID: mail.messageID, references: mail.references,
            inReplyTo: mail.inReplyTo)
    }

    /// What a Maildir path says of its message: unread when it is in `new/` or its info lacks
    /// Seen (`S`); flagged when its info has Flagged (`F`): `cur/1700000000.M1P2.host:2,FS`.
    static func flags(forPath path: String) -> (unread: Bool, flagged: Bool) {
        let name = baseName(path)
        let folder = path.dropLast(name.count).split(separator: "/").last
        guard folder != "new", let info = name.firstRange(of: ":2,") else { return (true, false) }
        let letters = name[info.upperBound...]
        return (!letters.contains("S"), letters.contains("F"))
    }

    /// Whether `bytes` are not text: a NUL byte, or more than one control character (other
    /// than tab, line feed, carriage return, form feed, escape) in ten among the first 8 KiB.
    static func looksBinary(_ bytes: [UInt8]) -> Bool {
        let sample = bytes.prefix(8192)
        var control = 0
        for byte in sample {
            if byte == 0 { return true }
            if (byte < 0x20 && byte != 0x09 && byte != 0x0A && byte != 0x0D && byte != 0x0C && byte != 0x1B) || byte == 0x7F {
                control += 1
            }
        }
        return control * 10 > sample.count
    }
}
