//! Just enough SPIR-V reading to set up a passthrough pipeline: the
//! compute entry points and their workgroup sizes. Passthrough shaders get
//! no reflection, so the runner reads these itself.

const MAGIC: u32 = 0x0723_0203;
const OP_ENTRY_POINT: u32 = 15;
const OP_EXECUTION_MODE: u32 = 16;
const MODEL_GL_COMPUTE: u32 = 5;
const MODE_LOCAL_SIZE: u32 = 17;

/// A compute entry point of a module.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ComputeEntry {
    pub name: String,
    /// From `OpExecutionMode LocalSize`; `None` when the module does not say.
    pub workgroup_size: Option<[u32; 3]>,
}

/// Turns the bytes of a `.spv` file into words (SPIR-V files are
/// little-endian as hlslc writes them).
pub fn words_from_bytes(bytes: &[u8]) -> Result<Vec<u32>, String> {
    if !bytes.len().is_multiple_of(4) {
        return Err(format!(
            "SPIR-V of {} bytes is not whole words",
            bytes.len()
        ));
    }
    let words: Vec<u32> = bytes
        .chunks_exact(4)
        .map(|c| u32::from_le_bytes([c[0], c[1], c[2], c[3]]))
        .collect();
    match words.first() {
        Some(&MAGIC) => Ok(words),
        Some(&w) if w.swap_bytes() == MAGIC => Err("SPIR-V is big-endian; expected little".into()),
        _ => Err("not SPIR-V: bad magic number".into()),
    }
}

/// The GLCompute entry points of a module.
pub fn compute_entries(words: &[u32]) -> Result<Vec<ComputeEntry>, String> {
    if words.len() < 5 || words[0] != MAGIC {
        return Err("not SPIR-V: missing header".into());
    }
    let mut entries: Vec<(u32, ComputeEntry)> = Vec::new();
    let mut sizes: Vec<(u32, [u32; 3])> = Vec::new();
    let mut at = 5;
    while at < words.len() {
        let count = (words[at] >> 16) as usize;
        let opcode = words[at] & 0xffff;
        if count == 0 || at + count > words.len() {
            return Err(format!("malformed instruction at word {at}"));
        }
        let operands = &words[at + 1..at + count];
        match opcode {
            OP_ENTRY_POINT if operands.len() >= 3 && operands[0] == MODEL_GL_COMPUTE => {
                let name = literal_string(&operands[2..]);
                entries.push((
                    operands[1],
                    ComputeEntry {
                        name,
                        workgroup_size: None,
                    },
                ));
            }
            OP_EXECUTION_MODE if operands.len() >= 5 && operands[1] == MODE_LOCAL_SIZE => {
                sizes.push((operands[0], [operands[2], operands[3], operands[4]]));
            }
            _ => {}
        }
        at += count;
    }
    Ok(entries
        .into_iter()
        .map(|(id, mut e)| {
            e.workgroup_size = sizes.iter().find(|(s, _)| *s == id).map(|(_, size)| *size);
            e
        })
        .collect())
}

/// The entry point to run: the one named `wanted`, else the only compute
/// entry point (a back end may rename entry points, e.g. `main`).
pub fn pick_entry(words: &[u32], wanted: &str) -> Result<ComputeEntry, String> {
    let entries = compute_entries(words)?;
    if let Some(e) = entries.iter().find(|e| e.name == wanted) {
        return Ok(e.clone());
    }
    match entries.as_slice() {
        [only] => Ok(only.clone()),
        [] => Err("the module has no compute entry point".into()),
        many => Err(format!(
            "no compute entry point `{wanted}`; the module has {:?}",
            many.iter().map(|e| &e.name).collect::<Vec<_>>()
        )),
    }
}

/// The names of the entry points with execution model `model` (0 vertex,
/// 4 fragment, 5 compute), in module order.
pub fn entry_names(words: &[u32], model: u32) -> Vec<String> {
    let mut names = Vec::new();
    let mut at = 5;
    while at < words.len() {
        let count = (words[at] >> 16) as usize;
        if count == 0 || at + count > words.len() {
            break;
        }
        let operands = &words[at + 1..at + count];
        if words[at] & 0xffff == OP_ENTRY_POINT && operands.len() >= 3 && operands[0] == model {
            names.push(literal_string(&operands[2..]));
        }
        at += count;
    }
    names
}

/// A nul-terminated UTF-8 string packed into words, low byte first.
fn literal_string(words: &[u32]) -> String {
    let mut bytes = Vec::new();
    'outer: for w in words {
        for b in w.to_le_bytes() {
            if b == 0 {
                break 'outer;
            }
            bytes.push(b);
        }
    }
    String::from_utf8_lossy(&bytes).into_owned()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn module(wgsl: &str) -> Vec<u32> {
        let m = naga::front::wgsl::parse_str(wgsl).unwrap();
        let info = naga::valid::Validator::new(
            naga::valid::ValidationFlags::all(),
            naga::valid::Capabilities::all(),
        )
        .validate(&m)
        .unwrap();
        naga::back::spv::write_vec(&m, &info, &Default::default(), None).unwrap()
    }

    #[test]
    fn finds_compute_entry_points_and_sizes() {
        let words = module(
            "@compute @workgroup_size(4, 2, 1) fn first() {}\n\
             @compute @workgroup_size(64) fn second_one() {}\n\
             @vertex fn vs() -> @builtin(position) vec4<f32> { return vec4<f32>(); }",
        );
        let entries = compute_entries(&words).unwrap();
        assert_eq!(entries.len(), 2);
        let second = pick_entry(&words, "second_one").unwrap();
        assert_eq!(second.workgroup_size, Some([64, 1, 1]));
        assert_eq!(
            pick_entry(&words, "first").unwrap().workgroup_size,
            Some([4, 2, 1])
        );
        assert!(pick_entry(&words, "vs").is_err());
    }

    #[test]
    fn a_single_entry_point_is_taken_whatever_its_name() {
        let words = module("@compute @workgroup_size(1) fn renamed() {}");
        assert_eq!(pick_entry(&words, "main").unwrap().name, "renamed");
    }

    #[test]
    fn rejects_non_spirv() {
        assert!(words_from_bytes(&[1, 2, 3]).is_err());
        assert!(words_from_bytes(&[0; 8]).is_err());
        let big_endian = MAGIC.to_be_bytes();
        assert!(words_from_bytes(&big_endian)
            .unwrap_err()
            .contains("big-endian"));
        assert!(compute_entries(&[MAGIC, 0, 0, 0, 0, 0x0005_000f]).is_err());
    }
}
