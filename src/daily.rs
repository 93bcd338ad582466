//! The daily puzzle: for a calendar date and a puzzle kind, the one
//! generation request every copy of the toolkit (the CLI's `straights
//! daily`, the browser's `daily.html`) turns into the same puzzle, with no
//! server.
//!
//! The request is a fixed function of the date and the kind, stable forever:
//!
//! - **seed**: `d` = days from 2000-01-01 to the date (negative before it),
//!   as a two's-complement `u64`, XOR the kind's constant (its row's
//!   [`daily_constant`](crate::engine::Facts::daily_constant): the ASCII
//!   bytes of `"STR8TS"` and `"SUDOKU"`),
//!   mixed by one step of SplitMix64 ([`crate::rng::splitmix64`]), keeping
//!   the low 53 bits (so that a JS number holds it exactly);
//! - **grade** by weekday, Monday easiest, Sunday hardest: with `n` grades
//!   and the weekday `w` (Monday 0 ... Sunday 6), grade `1 + (w (n - 1) +
//!   3) / 6` (integer division: `n - 1` steps spread over the week, rounded
//!   half up). Str8ts (6 grades): Monday 1 Easy, Tuesday 2 Gentle,
//!   Wednesday 3 Moderate, Thursday and Friday 4 Tough, Saturday 5
//!   Diabolical, Sunday 6 Extreme. Sudoku (HoDoKu's 5 levels): Monday 1
//!   Easy, Tuesday and Wednesday 2 Medium, Thursday 3 Hard, Friday and
//!   Saturday 4 Unfair, Sunday 5 Extreme;
//! - **symmetry**: `rotate180`, both kinds' usual one.
//!
//! The puzzle itself comes from the engine table's generator
//! ([`crate::engine::Engine::try_generate`]), so the same date gives the
//! same puzzle natively and in WebAssembly.
//!
//! ```
//! use straights::daily::{daily, Date};
//! use straights::Variant;
//! let day = daily(Date::parse("2026-11-24").unwrap(), Variant::Str8ts);
//! assert_eq!((day.weekday, day.grade, day.grade_name), ("Tuesday", 2, "Gentle"));
//! assert_eq!(Date::parse("2026-02-30").unwrap_err(), "no 30 February 2026: February 2026 has 28 days");
//! ```

use crate::board::Variant;
use crate::engine::{engine, facts};
use crate::outcome::{GenerateRequest, Generated};
use crate::rng::splitmix64;
use std::fmt;

/// The weekday names, Monday first (the order of [`Date::weekday`]).
pub const WEEKDAY_NAMES: [&str; 7] = [
    "Monday",
    "Tuesday",
    "Wednesday",
    "Thursday",
    "Friday",
    "Saturday",
    "Sunday",
];

/// The month names, January first.
pub const MONTH_NAMES: [&str; 12] = [
    "January",
    "February",
    "March",
    "April",
    "May",
    "June",
    "July",
    "August",
    "September",
    "October",
    "November",
    "December",
];

/// The symmetry of every daily puzzle.
pub const SYMMETRY: &str = "rotate180";

/// The largest seed a JS number holds exactly (2^53 - 1): daily seeds keep these bits.
const SEED_MASK: u64 = (1 << 53) - 1;

/// A day of the (proleptic Gregorian) calendar, years 1 to 9999.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Date {
    year: u16,
    month: u8,
    day: u8,
}

/// True for a leap year of the Gregorian calendar.
fn is_leap(year: u16) -> bool {
    (year % 4 == 0 && year % 100 != 0) || year % 400 == 0
}

/// The number of days of `month` (1..=12) in `year`.
fn days_in_month(year: u16, month: u8) -> u8 {
    match month {
        2 if is_leap(year) => 29,
        2 => 28,
        4 | 6 | 9 | 11 => 30,
        _ => 31,
    }
}

/// Days from 1970-01-01 to the date (Howard Hinnant's `days_from_civil`):
/// a closed formula, so no table of years is needed.
fn days_from_civil(year: i64, month: i64, day: i64) -> i64 {
    let y = if month <= 2 { year - 1 } else { year };
    let era = y.div_euclid(400);
    let yoe = y - era * 400;
    let mp = (month + 9) % 12;
    let doy = (153 * mp + 2) / 5 + day - 1;
    let doe = yoe * 365 + yoe / 4 - yoe / 100 + doy;
    era * 146_097 + doe - 719_468
}

/// Days from 1970-01-01 to 2000-01-01.
const DAYS_1970_TO_2000: i64 = 10_957;

impl Date {
    /// The date `year-month-day`, or a sentence saying why there is no such day.
    pub fn new(year: u16, month: u8, day: u8) -> Result<Date, String> {
        if !(1..=9999).contains(&year) {
            return Err(format!("no year {year}: expected 0001 to 9999"));
        }
        if !(1..=12).contains(&month) {
            return Err(format!("no month {month}: expected 01 to 12"));
        }
        let last = days_in_month(year, month);
        if day == 0 || day > last {
            let name = MONTH_NAMES[month as usize - 1];
            return Err(format!(
                "no {day} {name} {year}: {name} {year} has {last} days"
            ));
        }
        Ok(Date { year, month, day })
    }

    /// Reads `YYYY-MM-DD` (surrounding spaces ignored), or says what is
    /// wrong: the shape of the text, or the day that does not exist.
    pub fn parse(text: &str) -> Result<Date, String> {
        let t = text.trim();
        let bad = || format!("bad date '{t}': expected YYYY-MM-DD, e.g. 2026-11-24");
        let parts: Vec<&str> = t.split('-').collect();
        let [y, m, d] = parts[..] else {
            return Err(bad());
        };
        let digits = |s: &str, n: usize| s.len() == n && s.bytes().all(|b| b.is_ascii_digit());
        if !(digits(y, 4) && digits(m, 2) && digits(d, 2)) {
            return Err(bad());
        }
        // Two or four ASCII digits always parse.
        Date::new(
            y.parse().map_err(|_| bad())?,
            m.parse().map_err(|_| bad())?,
            d.parse().map_err(|_| bad())?,
        )
    }

    /// The date `days` days after 1970-01-01 (Hinnant's `civil_from_days`),
    /// or a sentence when it falls outside years 1 to 9999.
    pub fn from_unix_days(days: i64) -> Result<Date, String> {
        let z = days + 719_468;
        let era = z.div_euclid(146_097);
        let doe = z - era * 146_097;
        let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
        let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
        let mp = (5 * doy + 2) / 153;
        let day = doy - (153 * mp + 2) / 5 + 1;
        let month = if mp < 10 { mp + 3 } else { mp - 9 };
        let year = yoe + era * 400 + i64::from(month <= 2);
        let year = u16::try_from(year)
            .map_err(|_| format!("day {days} after 1970-01-01 is outside years 1 to 9999"))?;
        Date::new(year, month as u8, day as u8)
    }

    /// The year (1 to 9999).
    pub fn year(self) -> u16 {
        self.year
    }

    /// The month (1 = January).
    pub fn month(self) -> u8 {
        self.month
    }

    /// The day of the month (from 1).
    pub fn day(self) -> u8 {
        self.day
    }

    /// Days from 2000-01-01 to the date (negative before it).
    pub fn days_since_2000(self) -> i64 {
        days_from_civil(
            i64::from(self.year),
            i64::from(self.month),
            i64::from(self.day),
        ) - DAYS_1970_TO_2000
    }

    /// The weekday: 0 Monday ... 6 Sunday (2000-01-01 was a Saturday).
    pub fn weekday(self) -> u8 {
        (self.days_since_2000() + 5).rem_euclid(7) as u8
    }

    /// The date in words: "Tuesday 24 November 2026".
    pub fn long_text(self) -> String {
        format!(
            "{} {} {} {}",
            WEEKDAY_NAMES[self.weekday() as usize],
            self.day,
            MONTH_NAMES[self.month as usize - 1],
            self.year
        )
    }
}

impl fmt::Display for Date {
    /// `YYYY-MM-DD`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{:04}-{:02}-{:02}", self.year, self.month, self.day)
    }
}

/// The grade of weekday `weekday` (0 Monday ... 6 Sunday) for a kind with
/// `grades` grades (1 = easiest): Monday 1, Sunday `grades`, the steps
/// between spread over the week (see the module's documentation).
pub fn grade_of_weekday(weekday: u8, grades: u8) -> u8 {
    let steps = u32::from(grades.max(1) - 1);
    1 + ((u32::from(weekday.min(6)) * steps + 3) / 6) as u8
}

/// The day's seed for the kind: SplitMix64 of (days since 2000-01-01 XOR
/// the kind's constant), low 53 bits (see the module's documentation).
pub fn seed_of(date: Date, variant: Variant) -> u64 {
    let constant = facts(variant).daily_constant;
    let mut state = (date.days_since_2000() as u64) ^ constant;
    splitmix64(&mut state) & SEED_MASK
}

/// The puzzle of one day and kind: what to ask the generator for.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Daily {
    /// The day.
    pub date: Date,
    /// Its weekday's name ("Tuesday").
    pub weekday: &'static str,
    /// The puzzle kind.
    pub variant: Variant,
    /// The grade number of the kind (1 = easiest).
    pub grade: u8,
    /// The grade's name ("Gentle").
    pub grade_name: &'static str,
    /// The generator's seed (below 2^53).
    pub seed: u64,
    /// The symmetry name ([`SYMMETRY`]).
    pub symmetry: &'static str,
}

/// The daily puzzle of `date` for `variant`: its grade by weekday, its seed and symmetry.
pub fn daily(date: Date, variant: Variant) -> Daily {
    let row = facts(variant);
    let grades = (row.grade_names.len() - 1) as u8;
    let weekday = date.weekday();
    let grade = grade_of_weekday(weekday, grades);
    Daily {
        date,
        weekday: WEEKDAY_NAMES[weekday as usize],
        variant,
        grade,
        grade_name: row.grade_names[grade as usize],
        seed: seed_of(date, variant),
        symmetry: SYMMETRY,
    }
}

impl Daily {
    /// The generator's request (the same as `straights generate --grade G
    /// --seed S --symmetry rotate180`).
    pub fn request(&self) -> GenerateRequest {
        GenerateRequest {
            grade: self.grade,
            seed: self.seed,
            symmetry: Some(self.symmetry.to_string()),
            ..GenerateRequest::default()
        }
    }

    /// The day's puzzle, from the engine table's generator.
    pub fn generate(&self) -> Result<Generated, String> {
        engine(self.variant).try_generate(&self.request())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::codec::{self, Format};

    /// The date of `text`, which is valid.
    fn date(text: &str) -> Date {
        Date::parse(text).unwrap()
    }

    #[test]
    fn dates_parse_and_print_back() {
        assert_eq!(date("2026-11-24").to_string(), "2026-11-24");
        assert_eq!(date(" 2024-02-29 ").to_string(), "2024-02-29");
        assert_eq!(date("0001-01-01").days_since_2000(), -730_119);
        assert_eq!(date("2000-01-01").days_since_2000(), 0);
        assert_eq!(date("2026-11-24").days_since_2000(), 9_824);
    }

    #[test]
    fn bad_dates_say_what_is_wrong() {
        assert_eq!(
            Date::parse("2026-02-30").unwrap_err(),
            "no 30 February 2026: February 2026 has 28 days"
        );
        assert_eq!(
            Date::parse("2100-02-29").unwrap_err(),
            "no 29 February 2100: February 2100 has 28 days"
        );
        assert_eq!(
            Date::parse("2026-13-01").unwrap_err(),
            "no month 13: expected 01 to 12"
        );
        assert_eq!(
            Date::parse("2026-04-00").unwrap_err(),
            "no 0 April 2026: April 2026 has 30 days"
        );
        assert_eq!(
            Date::parse("0000-01-01").unwrap_err(),
            "no year 0: expected 0001 to 9999"
        );
        for text in [
            "tomorrow",
            "2026-1-5",
            "2026/11/24",
            "26-11-24",
            "2026-11-24-1",
            "+026-11-24",
            "",
        ] {
            assert_eq!(
                Date::parse(text).unwrap_err(),
                format!("bad date '{text}': expected YYYY-MM-DD, e.g. 2026-11-24")
            );
        }
    }

    #[test]
    fn weekdays_are_computed_from_the_calendar() {
        assert_eq!(date("2000-01-01").weekday(), 5); // Saturday
        assert_eq!(date("2026-11-23").weekday(), 0); // Monday
        assert_eq!(date("2026-11-29").weekday(), 6); // Sunday
        assert_eq!(date("1969-07-20").weekday(), 6); // Sunday, before 2000
        assert_eq!(date("2026-11-24").long_text(), "Tuesday 24 November 2026");
    }

    #[test]
    fn unix_days_give_the_date_back() {
        for text in [
            "1970-01-01",
            "2000-03-01",
            "2026-11-24",
            "0001-01-01",
            "9999-12-31",
            "1600-02-29",
        ] {
            let d = date(text);
            let unix = d.days_since_2000() + DAYS_1970_TO_2000;
            assert_eq!(Date::from_unix_days(unix), Ok(d), "{text}");
        }
        assert!(Date::from_unix_days(i64::from(i32::MAX)).is_err());
    }

    #[test]
    fn grades_rise_from_monday_to_sunday() {
        let week = |n| (0..7).map(|w| grade_of_weekday(w, n)).collect::<Vec<_>>();
        assert_eq!(week(6), [1, 2, 3, 4, 4, 5, 6]);
        assert_eq!(week(5), [1, 2, 2, 3, 4, 4, 5]);
        let names = |variant| {
            (23..30)
                .map(|d| daily(Date::new(2026, 11, d).unwrap(), variant).grade_name)
                .collect::<Vec<_>>()
        };
        assert_eq!(
            names(Variant::Str8ts),
            [
                "Easy",
                "Gentle",
                "Moderate",
                "Tough",
                "Tough",
                "Diabolical",
                "Extreme"
            ]
        );
        assert_eq!(
            names(Variant::Sudoku),
            ["Easy", "Medium", "Medium", "Hard", "Unfair", "Unfair", "Extreme"]
        );
    }

    /// The seeds are part of the format: changing them changes every
    /// player's puzzle of the day. These values must never change.
    #[test]
    fn seeds_are_fixed_forever() {
        // Also computed apart from this code (Python's datetime and SplitMix64).
        assert_eq!(
            seed_of(date("2026-11-23"), Variant::Str8ts),
            6_493_683_627_728_227
        );
        assert_eq!(
            seed_of(date("2026-11-23"), Variant::Sudoku),
            3_507_535_568_315_126
        );
        assert_eq!(
            seed_of(date("2000-01-01"), Variant::Str8ts),
            5_356_377_546_238_375
        );
        assert!(seed_of(date("9999-12-31"), Variant::Sudoku) <= SEED_MASK);
        assert_ne!(
            seed_of(date("2026-11-23"), Variant::Str8ts),
            seed_of(date("2026-11-24"), Variant::Str8ts)
        );
    }

    #[test]
    fn the_request_generates_the_days_puzzle() {
        let day = daily(date("2026-11-23"), Variant::Sudoku);
        assert_eq!(
            (day.weekday, day.grade, day.grade_name, day.symmetry),
            ("Monday", 1, "Easy", "rotate180")
        );
        let request = day.request();
        assert_eq!((request.grade, request.seed), (1, day.seed));
        assert_eq!(request.symmetry.as_deref(), Some("rotate180"));
        let made = day.generate().unwrap();
        assert_eq!((made.grade, made.symmetry), (1, "rotate180"));
        let again = daily(date("2026-11-23"), Variant::Sudoku)
            .generate()
            .unwrap();
        assert_eq!(
            codec::encode(&made.board, Format::Sudoku81),
            codec::encode(&again.board, Format::Sudoku81)
        );
        assert_eq!(
            daily(date("2026-11-23"), Variant::Str8ts)
                .generate()
                .unwrap()
                .grade,
            1
        );
    }
}
