//! Scalars in buffer memory: little-endian, `bool` as a 32-bit 0/1, `half`
//! as binary16. Accesses past the end read zero and drop writes (D3D).

use crate::scalar;
use hlsl_sema::types::{Scalar, ScalarKind};

/// Reads the scalar `s` at byte `at`; zero when it lies outside `bytes`.
pub fn read(bytes: &[u8], at: usize, s: Scalar) -> u64 {
    // The common 32-bit case without a variable-length copy (a memmove
    // call per scalar showed in profiles of buffer-heavy kernels).
    if s.width == 4 {
        let Some(raw) = at.checked_add(4).and_then(|end| bytes.get(at..end)) else {
            return 0;
        };
        let v = u32::from_le_bytes([raw[0], raw[1], raw[2], raw[3]]) as u64;
        return match s.kind {
            ScalarKind::Float | ScalarKind::Uint => v,
            _ => scalar::wrap(s, v),
        };
    }
    let w = s.width as usize;
    let Some(raw) = at.checked_add(w).and_then(|end| bytes.get(at..end)) else {
        return 0;
    };
    let mut buf = [0u8; 8];
    buf[..w].copy_from_slice(raw);
    let v = u64::from_le_bytes(buf);
    match (s.kind, s.width) {
        (ScalarKind::Float, 2) => half::f16::from_bits(v as u16).to_f32().to_bits() as u64,
        (ScalarKind::Float, _) => v,
        _ => scalar::wrap(s, v),
    }
}

/// Writes the scalar `s` at byte `at`; dropped when it lies outside `bytes`.
pub fn write(bytes: &mut [u8], at: usize, s: Scalar, v: u64) {
    let w = s.width as usize;
    let Some(raw) = at.checked_add(w).and_then(|end| bytes.get_mut(at..end)) else {
        return;
    };
    let v = match (s.kind, s.width) {
        (ScalarKind::Float, 2) => half::f16::from_f32(scalar::f32_of(v)).to_bits() as u64,
        (ScalarKind::Bool, _) => (v != 0) as u64,
        _ => v,
    };
    match raw {
        [a, b, c, d] => [*a, *b, *c, *d] = (v as u32).to_le_bytes(),
        _ => raw.copy_from_slice(&v.to_le_bytes()[..w]),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn round_trips_and_bounds() {
        let mut b = vec![0u8; 8];
        write(&mut b, 4, Scalar::I32, -2i64 as u64);
        assert_eq!(read(&b, 4, Scalar::I32), -2i64 as u64);
        assert_eq!(read(&b, 4, Scalar::U32), 0xffff_fffe);
        write(&mut b, 6, Scalar::I32, 7);
        assert_eq!(read(&b, 6, Scalar::I32), 0);
        write(&mut b, 0, Scalar::F16, 1.5f32.to_bits() as u64);
        assert_eq!(&b[..2], &half::f16::from_f32(1.5).to_bits().to_le_bytes());
        assert_eq!(read(&b, 0, Scalar::F16), 1.5f32.to_bits() as u64);
        assert_eq!(read(&b, usize::MAX, Scalar::U32), 0);
    }
}
