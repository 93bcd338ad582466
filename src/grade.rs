//! The scaffolding shared by the puzzle kinds' difficulty scales (Str8ts'
//! [`Grade`](crate::str8ts::logic::Grade), Sudoku's
//! [`Level`](crate::sudoku::logic::Level)): one declarative macro, so that
//! both scales number, name, list and print their steps the same way and
//! the engine table's grade names come from the enum itself.

/// Declares a difficulty scale: the enum (variants numbered from 1, easiest
/// first, each named as players know it), its `ALL` list, `number`,
/// `from_number`, `name` and `Display`, and the names-by-number constant
/// the engine table lists (index 0 "Unfinished": logic cannot finish).
///
/// `noun` is the scale's word for one step ("grade", "level") in the
/// generated doc comments.
macro_rules! grade_scale {
    (
        $(#[$meta:meta])*
        $vis:vis enum $scale:ident ($noun:literal) names $names:ident {
            $($(#[doc = $doc:literal])* $variant:ident = $number:literal,)+
        }
    ) => {
        #[doc = concat!("The ", $noun, " names by number: 0 \"Unfinished\" (logic cannot finish), then")]
        #[doc = concat!("the names of [`", stringify!($scale), "::ALL`], easiest first.")]
        $vis const $names: [&str; 1 + [$(stringify!($variant)),+].len()] =
            ["Unfinished", $(stringify!($variant)),+];

        $(#[$meta])*
        #[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
        $vis enum $scale {
            $($(#[doc = $doc])* $variant = $number,)+
        }

        impl $scale {
            #[doc = concat!("Every ", $noun, ", easiest first.")]
            pub const ALL: [$scale; [$(stringify!($variant)),+].len()] = [$($scale::$variant),+];

            #[doc = concat!("The ", $noun, "'s number, 1 (the easiest) up.")]
            pub const fn number(self) -> u8 {
                self as u8
            }

            #[doc = concat!("The ", $noun, " with number `n`, if the scale has one.")]
            pub const fn from_number(n: u8) -> Option<$scale> {
                match n {
                    $($number => Some($scale::$variant),)+
                    _ => None,
                }
            }

            #[doc = concat!("The ", $noun, "'s name as players know it (\"Easy\" ...).")]
            pub fn name(self) -> &'static str {
                $names[self.number() as usize]
            }

            #[doc = concat!("The scale's span for error messages, \"1 (Easy) to N (Hardest)\": the")]
            #[doc = concat!("first and last ", $noun, " by number and name, so that a message checking a")]
            #[doc = concat!(stringify!($scale), " number follows the scale when a step is added.")]
            pub fn span() -> String {
                let (first, last) = ($scale::ALL[0], $scale::ALL[$scale::ALL.len() - 1]);
                format!("{} ({first}) to {} ({last})", first.number(), last.number())
            }
        }

        impl std::fmt::Display for $scale {
            fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
                f.write_str(self.name())
            }
        }

        // The numbers run 1, 2, 3, ... in order, so that `ALL[n - 1]` has
        // number `n` and the names line up with the numbers.
        const _: () = {
            let all = $scale::ALL;
            let mut k = 0;
            while k < all.len() {
                assert!(all[k] as usize == k + 1);
                k += 1;
            }
        };
    };
}

pub(crate) use grade_scale;
