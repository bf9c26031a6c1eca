//! Signature points: where a value crosses into or out of a shader stage,
//! and which semantics mean a system value there, an arbitrary (user)
//! value, or nothing valid. The interpretations follow DXC's (DXIL's
//! signature-point table); a system value that is "arbitrary" at a point
//! (`SV_Position` as a vertex shader input, `SV_InstanceID` as a vertex
//! shader output) is an ordinary user value there.

use crate::ir::Stage;

/// A signature point (DXC's names in the comments).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SigPoint {
    /// VSIn.
    VsIn,
    /// VSOut.
    VsOut,
    /// PCIn: a patch constant function's own inputs (not its patches).
    PcIn,
    /// HSIn: a hull shader's own inputs (not its input patch).
    HsIn,
    /// HSCPIn: an element of a hull shader's `InputPatch`.
    HsCpIn,
    /// HSCPOut: a hull shader's output (one control point), and an
    /// element of a patch constant function's `OutputPatch`.
    HsCpOut,
    /// PCOut: a patch constant function's output.
    PcOut,
    /// DSIn: a domain shader's own inputs (the patch constants).
    DsIn,
    /// DSCPIn: an element of a domain shader's `OutputPatch`.
    DsCpIn,
    /// DSOut.
    DsOut,
    /// GSVIn: an element of a geometry shader's input primitive array.
    GsVIn,
    /// GSIn: a geometry shader's other inputs.
    GsIn,
    /// GSOut: the element type of a geometry shader's output stream.
    GsOut,
    /// PSIn.
    PsIn,
    /// PSOut.
    PsOut,
    /// CSIn.
    CsIn,
    /// A compute shader's output: nothing is valid there.
    CsOut,
}

impl SigPoint {
    /// The point of a stage's plain inputs (`output` false) or outputs.
    pub fn of(stage: Stage, output: bool) -> SigPoint {
        use SigPoint::*;
        match (stage, output) {
            (Stage::Vertex, false) => VsIn,
            (Stage::Vertex, true) => VsOut,
            (Stage::Pixel, false) => PsIn,
            (Stage::Pixel, true) => PsOut,
            (Stage::Compute, false) => CsIn,
            (Stage::Compute, true) => CsOut,
            (Stage::Geometry, false) => GsIn,
            (Stage::Geometry, true) => GsOut,
            (Stage::Hull, false) => HsIn,
            (Stage::Hull, true) => HsCpOut,
            (Stage::Domain, false) => DsIn,
            (Stage::Domain, true) => DsOut,
        }
    }

    pub fn is_output(self) -> bool {
        use SigPoint::*;
        matches!(
            self,
            VsOut | HsCpOut | PcOut | DsOut | GsOut | PsOut | CsOut
        )
    }

    /// DXC's name for it (`VSIn`, `PSOut`).
    pub fn dxc_name(self) -> &'static str {
        use SigPoint::*;
        match self {
            VsIn => "VSIn",
            VsOut => "VSOut",
            PcIn => "PCIn",
            HsIn => "HSIn",
            HsCpIn => "HSCPIn",
            HsCpOut => "HSCPOut",
            PcOut => "PCOut",
            DsIn => "DSIn",
            DsCpIn => "DSCPIn",
            DsOut => "DSOut",
            GsVIn => "GSVIn",
            GsIn => "GSIn",
            GsOut => "GSOut",
            PsIn => "PSIn",
            PsOut => "PSOut",
            CsIn => "CSIn",
            CsOut => "CSOut",
        }
    }

    fn column(self) -> Option<usize> {
        use SigPoint::*;
        Some(match self {
            VsIn => 0,
            VsOut => 1,
            PcIn => 2,
            HsIn => 3,
            HsCpIn => 4,
            HsCpOut => 5,
            PcOut => 6,
            DsIn => 7,
            DsCpIn => 8,
            DsOut => 9,
            GsVIn => 10,
            GsIn => 11,
            GsOut => 12,
            PsIn => 13,
            PsOut => 14,
            CsIn => 15,
            CsOut => return None,
        })
    }
}

/// What a semantic means at a signature point.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Interpretation {
    /// The system value.
    System,
    /// An ordinary user value.
    Arbitrary,
    /// Not valid there.
    Invalid,
}

/// One row per system value: a letter per signature point, in
/// [`SigPoint::column`] order (VSIn VSOut PCIn HSIn HSCPIn HSCPOut PCOut
/// DSIn DSCPIn DSOut GSVIn GSIn GSOut PSIn PSOut CSIn): `S` system value,
/// `A` arbitrary, `N` invalid.
const TABLE: &[(&str, &str)] = &[
    ("SV_VERTEXID", "SNNNNNNNNNNNNNNN"),
    ("SV_INSTANCEID", "SANNAANNAAANAANN"),
    ("SV_POSITION", "ASNNSSAASSSNSSNN"),
    ("SV_RENDERTARGETARRAYINDEX", "ASNNSSAASSSNSSNN"),
    ("SV_VIEWPORTARRAYINDEX", "ASNNSSAASSSNSSNN"),
    ("SV_CLIPDISTANCE", "ASNNSSAASSSNSSNN"),
    ("SV_CULLDISTANCE", "ASNNSSAASSSNSSNN"),
    ("SV_OUTPUTCONTROLPOINTID", "NNNSNNNNNNNNNNNN"),
    ("SV_DOMAINLOCATION", "NNNNNNNSNNNNNNNN"),
    ("SV_PRIMITIVEID", "NNSSNNNSNNNSSSNN"),
    ("SV_GSINSTANCEID", "NNNNNNNNNNNSNNNN"),
    ("SV_SAMPLEINDEX", "NNNNNNNNNNNNNSNN"),
    ("SV_ISFRONTFACE", "NNNNNNNNNNNNSSNN"),
    ("SV_COVERAGE", "NNNNNNNNNNNNNSSN"),
    ("SV_INNERCOVERAGE", "NNNNNNNNNNNNNSNN"),
    ("SV_TARGET", "NNNNNNNNNNNNNNSN"),
    ("SV_DEPTH", "NNNNNNNNNNNNNNSN"),
    ("SV_DEPTHLESSEQUAL", "NNNNNNNNNNNNNNSN"),
    ("SV_DEPTHGREATEREQUAL", "NNNNNNNNNNNNNNSN"),
    ("SV_STENCILREF", "NNNNNNNNNNNNNNSN"),
    ("SV_DISPATCHTHREADID", "NNNNNNNNNNNNNNNS"),
    ("SV_GROUPID", "NNNNNNNNNNNNNNNS"),
    ("SV_GROUPINDEX", "NNNNNNNNNNNNNNNS"),
    ("SV_GROUPTHREADID", "NNNNNNNNNNNNNNNS"),
    ("SV_TESSFACTOR", "NNNNNNSSNNNNNNNN"),
    ("SV_INSIDETESSFACTOR", "NNNNNNSSNNNNNNNN"),
    ("SV_VIEWID", "SNSSNNNSNNNSNSNN"),
    ("SV_BARYCENTRICS", "NNNNNNNNNNNNNSNN"),
    ("SV_SHADINGRATE", "NSNNSSNNSSSNSSNN"),
    ("SV_CULLPRIMITIVE", "NNNNNNNNNNNNNSNN"),
    ("SV_STARTVERTEXLOCATION", "SNNNNNNNNNNNNNNN"),
    ("SV_STARTINSTANCELOCATION", "SNNNNNNNNNNNNNNN"),
];

/// User semantics (and `SV_` names DXC does not know, which hlslc has
/// always taken as user semantics). DXC's table has no arbitrary values in
/// pixel shader outputs; its SPIR-V back end gives them locations, so they
/// stay accepted here.
const ARBITRARY: &str = "AANNAAAAAAANAAAN";

/// The first shader model with system value `name` (DXC's semantic
/// table; 5.0 for the older ones and user semantics).
pub fn min_shader_model(name: &str) -> (u8, u8) {
    match name {
        "SV_VIEWID" | "SV_BARYCENTRICS" => (6, 1),
        "SV_SHADINGRATE" => (6, 4),
        "SV_CULLPRIMITIVE" => (6, 5),
        "SV_STARTVERTEXLOCATION" | "SV_STARTINSTANCELOCATION" => (6, 8),
        _ => (5, 0),
    }
}

/// Whether `name` (upper-cased, without its index) is a system value DXC
/// knows.
pub fn is_system_value(name: &str) -> bool {
    TABLE.iter().any(|(n, _)| *n == name)
}

/// What the semantic `name` (upper-cased, without its index) means at
/// `point`.
pub fn interpretation(name: &str, point: SigPoint) -> Interpretation {
    let Some(col) = point.column() else {
        return Interpretation::Invalid;
    };
    let row = TABLE
        .iter()
        .find(|(n, _)| *n == name)
        .map_or(ARBITRARY, |&(_, row)| row);
    match row.as_bytes()[col] {
        b'S' => Interpretation::System,
        b'A' => Interpretation::Arbitrary,
        _ => Interpretation::Invalid,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn rows_cover_every_point() {
        for (name, row) in TABLE {
            assert_eq!(row.len(), 16, "{name}");
        }
        assert_eq!(ARBITRARY.len(), 16);
    }

    #[test]
    fn interpretations() {
        use Interpretation::*;
        assert_eq!(interpretation("SV_POSITION", SigPoint::VsIn), Arbitrary);
        assert_eq!(interpretation("SV_POSITION", SigPoint::VsOut), System);
        assert_eq!(interpretation("SV_INSTANCEID", SigPoint::VsOut), Arbitrary);
        assert_eq!(interpretation("SV_TARGET", SigPoint::VsOut), Invalid);
        assert_eq!(interpretation("TEXCOORD", SigPoint::CsIn), Invalid);
        assert_eq!(interpretation("TEXCOORD", SigPoint::GsVIn), Arbitrary);
        assert_eq!(
            interpretation("SV_DISPATCHTHREADID", SigPoint::CsOut),
            Invalid
        );
    }
}
