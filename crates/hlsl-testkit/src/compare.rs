//! Decoding a buffer's bytes and comparing them with the expectation.

use crate::format::BufferSpec;
use crate::types::Value;
use std::fmt::Write;

/// How far a float may be from the expected value:
/// `|actual - expected| <= abs + ulps * 2^-23 * |expected|`.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Tolerance {
    pub ulps: f32,
    pub abs: f32,
}

impl Default for Tolerance {
    /// A few ULPs cover the one extra rounding an FMA saves or adds; the
    /// tiny absolute term covers results that cancel to (nearly) zero.
    fn default() -> Self {
        Tolerance {
            ulps: 4.0,
            abs: 1e-6,
        }
    }
}

impl Tolerance {
    /// The tolerance a table's `ulps` and `abs` give (defaults for those
    /// left out); an error when one is negative.
    pub fn from_options(ulps: Option<f32>, abs: Option<f32>) -> Result<Tolerance, String> {
        let d = Tolerance::default();
        let t = Tolerance {
            ulps: ulps.unwrap_or(d.ulps),
            abs: abs.unwrap_or(d.abs),
        };
        if t.ulps >= 0.0 && t.abs >= 0.0 {
            Ok(t)
        } else {
            Err("`ulps` and `abs` must be non-negative".into())
        }
    }

    /// Whether `actual` is close enough to `expected`.
    pub fn accepts(&self, expected: Value, actual: Value) -> bool {
        match (expected, actual) {
            (Value::Float(e), Value::Float(a)) => {
                if e.is_nan() || a.is_nan() {
                    return e.is_nan() && a.is_nan();
                }
                if e == a {
                    return true;
                }
                if e.is_infinite() || a.is_infinite() {
                    return false;
                }
                let diff = (a as f64 - e as f64).abs();
                diff <= self.abs as f64 + self.ulps as f64 * f32::EPSILON as f64 * (e as f64).abs()
            }
            (e, a) => e == a,
        }
    }
}

/// How many differing elements a report lists.
const SHOWN: usize = 8;

/// Compares a buffer's bytes after a run with its `expect`; on mismatch,
/// a report naming the first few differing scalars.
pub fn compare_buffer(spec: &BufferSpec, bytes: &[u8]) -> Result<(), String> {
    let Some(expect) = &spec.expect else {
        return Ok(());
    };
    let reg = spec.register;
    if bytes.len() != spec.byte_size() {
        return Err(format!(
            "{reg}: the buffer holds {} bytes after the run; expected {}\n",
            bytes.len(),
            spec.byte_size()
        ));
    }
    let mut bad = Vec::new();
    for (i, &e) in expect.iter().enumerate() {
        let at = spec.byte_offset(i);
        let word = u32::from_le_bytes([bytes[at], bytes[at + 1], bytes[at + 2], bytes[at + 3]]);
        let actual = Value::from_bits(word, spec.scalar_at(i).scalar);
        if !spec.tolerance.accepts(e, actual) {
            bad.push((i, e, actual));
        }
    }
    if bad.is_empty() {
        return Ok(());
    }
    let mut report = format!(
        "{reg}: {} of {} values differ (floats within {} ulps + {} abs)\n",
        bad.len(),
        expect.len(),
        spec.tolerance.ulps,
        spec.tolerance.abs
    );
    for &(i, e, a) in bad.iter().take(SHOWN) {
        let (ty, element, within) = spec.locate(i);
        let place = if spec.scalars_per_cycle() > 1 {
            format!(" (element {element}, scalar {within}, {ty})")
        } else {
            String::new()
        };
        let _ = writeln!(report, "  [{i}]{place}: expected {e}, actual {a}");
    }
    if bad.len() > SHOWN {
        let _ = writeln!(report, "  ... and {} more", bad.len() - SHOWN);
    }
    Err(report)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::format::ComputeTest;
    use std::path::PathBuf;

    #[test]
    fn float_tolerance_absorbs_fma_but_not_errors() {
        let t = Tolerance::default();
        let f = Value::Float;
        // a*x+y rounded once vs twice: within one ULP of the result.
        let (a, x, y) = (1.1f32, 3.3f32, -2.9f32);
        let fused = a.mul_add(x, y);
        let unfused = a * x + y;
        assert!(t.accepts(f(unfused), f(fused)));
        assert!(t.accepts(f(0.0), f(5e-7)));
        assert!(!t.accepts(f(1.0), f(1.001)));
        assert!(!t.accepts(f(1.0), f(f32::NAN)));
        assert!(t.accepts(f(f32::NAN), f(-f32::NAN)));
        assert!(t.accepts(f(f32::INFINITY), f(f32::INFINITY)));
        assert!(!t.accepts(f(f32::INFINITY), f(f32::MAX)));
        let exact = Tolerance {
            ulps: 0.0,
            abs: 0.0,
        };
        assert!(!exact.accepts(f(1.0), f(1.0 + f32::EPSILON)));
        assert!(!t.accepts(Value::Int(1), Value::Int(2)));
        assert!(!t.accepts(Value::Int(1), Value::Uint(1)));
    }

    fn test_with_output() -> ComputeTest {
        let text = r#"
            groups = [1, 1, 1]
            [[buffer]]
            register = "u2"
            type = ["float", "int"]
            data = [0, 0, 0, 0, 0, 0]
            expect = [1.5, -3, 2.5, 4, 0, 7]
        "#;
        ComputeTest::parse("t", PathBuf::from("t.hlsl"), text).unwrap()
    }

    fn encode(values: &[u32]) -> Vec<u8> {
        values.iter().flat_map(|v| v.to_le_bytes()).collect()
    }

    #[test]
    fn matching_bytes_pass() {
        let t = test_with_output();
        let bytes = encode(&[
            1.5f32.to_bits(),
            -3i32 as u32,
            2.5f32.to_bits(),
            4,
            0f32.to_bits(),
            7,
        ]);
        assert_eq!(t.check(|_| Ok(bytes.clone()), no_counter), Ok(()));
    }

    #[test]
    fn mismatches_are_reported_with_index_and_values() {
        let t = test_with_output();
        let bytes = encode(&[1.5f32.to_bits(), 3, 2.5f32.to_bits(), 4, 1f32.to_bits(), 7]);
        let report = t.check(|_| Ok(bytes.clone()), no_counter).unwrap_err();
        assert!(report.starts_with("u2: 2 of 6 values differ"), "{report}");
        assert!(
            report.contains("[1] (element 0, scalar 1, int): expected -3, actual 3"),
            "{report}"
        );
        assert!(
            report.contains("[4] (element 2, scalar 0, float): expected 0.0, actual 1.0"),
            "{report}"
        );
    }

    /// The tests here expect no counter.
    fn no_counter(r: crate::Register) -> Result<u32, String> {
        Err(format!("{r}: no counter expected"))
    }

    #[test]
    fn wrong_sizes_and_read_errors_fail() {
        let t = test_with_output();
        let report = t.check(|_| Ok(vec![0; 4]), no_counter).unwrap_err();
        assert!(report.contains("holds 4 bytes"), "{report}");
        let report = t
            .check(|r| Err(format!("{r}.bin missing")), no_counter)
            .unwrap_err();
        assert!(report.contains("u2.bin missing"), "{report}");
    }
}
