import Glibc

// RFC 5322 dates (§3.3 and the obsolete forms of §4.3) to seconds since 1970 UTC, and the short
// display of the message list ("09:14", "Yesterday", "Mon", "12 Mar", "1823").

enum MailDate {
    private static let monthCodes = ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"].map { Array($0.utf8) }
    private static let dayCodes = ["mon", "tue", "wed", "thu", "fri", "sat", "sun"].map { Array($0.utf8) }
    private static let monthNames = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
    /// Day 0, 1970-01-01, was a Thursday: index 4.
    private static let dayNames = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"]

    /// Zone names of RFC 5322's obsolete syntax, in minutes east of UTC.
    private static let zones: [String: Int] = [
        "ut": 0, "utc": 0, "gmt": 0, "z": 0,
        "est": -5 * 60, "edt": -4 * 60, "cst": -6 * 60, "cdt": -5 * 60,
        "mst": -7 * 60, "mdt": -6 * 60, "pst": -8 * 60, "pdt": -7 * 60,
    ]

    /// The instant a `Date:` field names, in seconds since 1970-01-01 UTC; `nil` when it is not
    /// a date. Reads `[day-of-week ","] day month year hour ":" minute [":" second] zone` with
    /// the obsolete forms: comments anywhere (`(PST)`), blanks around colons, no day of week or
    /// no comma after it, two-digit years (`95` is 1995, `04` is 2004) and three-digit ones
    /// (`104` is 2004), zone names (`GMT`, `EST`, … military letters count as `-0000`), no
    /// zone (UTC), and the asctime order `Mon Jan  2 15:04:05 2006` too.
    static func parse(_ field: String) -> Int64? {
        // Comments out, ASCII letters lowercased, commas and blanks separate, blanks around
        // colons gone.
        var cleaned: [UInt8] = []
        cleaned.reserveCapacity(field.utf8.count)
        var depth = 0
        for byte in field.utf8 {
            if byte == UInt8(ascii: "(") { depth += 1; cleaned.append(0x20); continue }
            if byte == UInt8(ascii: ")") && depth > 0 { depth -= 1; continue }
            if depth > 0 { continue }
            switch byte {
            case UInt8(ascii: ","), 0x09, 0x0D, 0x0A: cleaned.append(0x20)
            case UInt8(ascii: ":"):
                while cleaned.last == 0x20 { cleaned.removeLast() }
                cleaned.append(byte)
            case 0x20 where cleaned.last == UInt8(ascii: ":"): continue
            case UInt8(ascii: "A")...UInt8(ascii: "Z"): cleaned.append(byte | 0x20)
            default: cleaned.append(byte)
            }
        }
        var tokens = cleaned.split(separator: 0x20)
        func isLetters(_ token: ArraySlice<UInt8>) -> Bool { token.allSatisfy { $0 >= 0x61 && $0 <= 0x7A } }
        func isDigits(_ token: ArraySlice<UInt8>) -> Bool { !token.isEmpty && token.allSatisfy { $0 >= 0x30 && $0 <= 0x39 } }
        func number(_ token: ArraySlice<UInt8>) -> Int? {
            guard isDigits(token), token.count <= 9 else { return nil }
            return token.reduce(0) { $0 * 10 + Int($1 - 0x30) }
        }
        if let first = tokens.first, isLetters(first), first.count >= 3,
           dayCodes.contains(where: { first.starts(with: $0) }) { tokens.removeFirst() }

        var numbers: [Int] = [], numberWidths: [Int] = []
        var month: Int?, time: (Int, Int, Int)?, zone: Int?
        for token in tokens {
            if month == nil, token.count >= 3, isLetters(token), let index = monthCodes.firstIndex(where: { token.starts(with: $0) }) {
                month = index + 1
            } else if time == nil, token.contains(UInt8(ascii: ":")), let first = token.first, first >= 0x30 && first <= 0x39 {
                let parts = token.split(separator: UInt8(ascii: ":"), omittingEmptySubsequences: false).map(number)
                guard parts.count == 2 || parts.count == 3, parts.allSatisfy({ $0 != nil }) else { return nil }
                time = (parts[0]!, parts[1]!, parts.count == 3 ? parts[2]! : 0)
            } else if zone == nil, let sign = token.first, sign == UInt8(ascii: "+") || sign == UInt8(ascii: "-") {
                let digits = token.dropFirst().filter { $0 != UInt8(ascii: ":") }
                guard digits.count == 4, let value = number(digits[...]) else { return nil }
                let minutes = value / 100 * 60 + value % 100
                zone = sign == UInt8(ascii: "-") ? -minutes : minutes
            } else if let value = number(token) {
                numbers.append(value)
                numberWidths.append(token.count)
            } else if isLetters(token) {
                // Zone names; military letters and unknown names count as -0000.
                zone = zones[String(decoding: token, as: UTF8.self)] ?? 0
            } else {
                return nil
            }
        }
        guard let month, let time, numbers.count == 2 else { return nil }
        let day = numbers[0]
        var year = numbers[1]
        switch numberWidths[1] {
        case 1, 2: year += year < 50 ? 2000 : 1900
        case 3: year += 1900
        default: break
        }
        let (hour, minute, second) = time
        guard (1...31).contains(day), (1000...9999).contains(year), (0...23).contains(hour), (0...59).contains(minute),
              (0...60).contains(second), day <= daysIn(month: month, year: year) else { return nil }
        let days = daysFromCivil(year: year, month: month, day: day)
        let local = Int64(days) * 86_400 + Int64(hour * 3600 + minute * 60 + min(second, 59))
        return local - Int64((zone ?? 0) * 60)
    }

    /// The date as the message list shows it, at `now` in a zone `offset` seconds east of UTC:
    /// the time today ("09:14"), "Yesterday", the weekday within the last week ("Mon"), the day
    /// and month this year ("12 Mar"), else the year ("1823").
    static func short(_ timestamp: Int64, now: Int64, offset: Int) -> String {
        let local = timestamp + Int64(offset), localNow = now + Int64(offset)
        let day = floorDiv(local, 86_400), today = floorDiv(localNow, 86_400)
        let seconds = local - day * 86_400
        if day == today {
            let hour = seconds / 3600, minute = seconds % 3600 / 60
            return "\(hour < 10 ? "0" : "")\(hour):\(minute < 10 ? "0" : "")\(minute)"
        }
        if day == today - 1 { return "Yesterday" }
        if day < today && day >= today - 6 { return dayNames[Int(((day % 7) + 7 + 4) % 7)] }
        let (year, month, dayOfMonth) = civil(fromDays: day)
        if year == civil(fromDays: today).year { return "\(dayOfMonth) \(monthNames[month - 1])" }
        return String(year)
    }

    /// ``short(_:now:offset:)`` now, in the local time zone (the one of `timestamp`).
    static func short(_ timestamp: Int64) -> String {
        let now = Int64(time(nil))
        return short(timestamp, now: now, offset: localOffset(at: timestamp))
    }

    /// The local zone's offset from UTC at `timestamp`, in seconds east.
    static func localOffset(at timestamp: Int64) -> Int {
        var seconds = time_t(timestamp)
        var parts = tm()
        guard localtime_r(&seconds, &parts) != nil else { return 0 }
        return Int(parts.tm_gmtoff)
    }

    // Civil-calendar arithmetic (Howard Hinnant's algorithms), proleptic Gregorian.

    static func daysFromCivil(year: Int, month: Int, day: Int) -> Int {
        let y = month <= 2 ? year - 1 : year
        let era = (y >= 0 ? y : y - 399) / 400
        let yearOfEra = y - era * 400
        let dayOfYear = (153 * (month + (month > 2 ? -3 : 9)) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }

    static func civil(fromDays days: Int64) -> (year: Int, month: Int, day: Int) {
        let z = Int(days) + 719_468
        let era = (z >= 0 ? z : z - 146_096) / 146_097
        let dayOfEra = z - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let mp = (5 * dayOfYear + 2) / 153
        let day = dayOfYear - (153 * mp + 2) / 5 + 1
        let month = mp < 10 ? mp + 3 : mp - 9
        return (yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month, day)
    }

    private static func daysIn(month: Int, year: Int) -> Int {
        switch month {
        case 2: (year % 4 == 0 && year % 100 != 0) || year % 400 == 0 ? 29 : 28
        case 4, 6, 9, 11: 30
        default: 31
        }
    }

    private static func floorDiv(_ a: Int64, _ b: Int64) -> Int64 {
        a >= 0 ? a / b : -((-a + b - 1) / b)
    }
}
