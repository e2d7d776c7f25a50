import Glibc

// The short display of a message's date in the list ("09:14", "Yesterday", "Mon", "12 Mar",
// "1823"); GMime reads the Date field itself.

enum MailDate {
    private static let monthNames = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
    /// Day 0, 1970-01-01, was a Thursday: index 4.
    private static let dayNames = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"]

    /// The date as the message list shows it, at `now` in a zone `offset` seconds east of UTC:
    /// the time today ("09:14"), "Yesterday", the weekday within the last week ("Mon"), the day
    /// and month this year ("12 Mar"), else the year ("1823").
    static func short(_ timestamp: Int64, now: Int64, offset: Int) -> String {
        let local = timestamp + Int64(offset)
        let localNow = now + Int64(offset)
        let day = floorDiv(local, 86_400)
        let today = floorDiv(localNow, 86_400)
        let seconds = local - day * 86_400
        if day == today {
            let hour = seconds / 3600
            let minute = seconds % 3600 / 60
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
