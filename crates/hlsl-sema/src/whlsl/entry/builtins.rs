//! The specification's "Built-in Variables" tables: which semantic is
//! available in which stage and direction, and with which exact type.

use crate::whlsl::types::{Scalar, TyKind};

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum StageKind {
    Vertex,
    Fragment,
    Compute,
}

impl StageKind {
    pub fn name(self) -> &'static str {
        match self {
            StageKind::Vertex => "vertex",
            StageKind::Fragment => "fragment",
            StageKind::Compute => "compute",
        }
    }
}

/// Arguments (`In`) or the return value (`Out`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Dir {
    In,
    Out,
}

impl Dir {
    pub fn place(self) -> &'static str {
        match self {
            Dir::In => "arguments",
            Dir::Out => "return value",
        }
    }
}

const UINT: TyKind = TyKind::Scalar(Scalar::UInt);
const UINT3: TyKind = TyKind::Vector(Scalar::UInt, 3);
const FLOAT: TyKind = TyKind::Scalar(Scalar::Float);
const FLOAT4: TyKind = TyKind::Vector(Scalar::Float, 4);
const BOOL: TyKind = TyKind::Scalar(Scalar::Bool);

/// The tables, row by row.
const TABLE: &[(&str, StageKind, Dir, TyKind)] = &[
    ("SV_InstanceID", StageKind::Vertex, Dir::In, UINT),
    ("SV_VertexID", StageKind::Vertex, Dir::In, UINT),
    ("PSIZE", StageKind::Vertex, Dir::Out, FLOAT),
    ("SV_Position", StageKind::Vertex, Dir::Out, FLOAT4),
    ("SV_IsFrontFace", StageKind::Fragment, Dir::In, BOOL),
    ("SV_SampleIndex", StageKind::Fragment, Dir::In, UINT),
    ("SV_InnerCoverage", StageKind::Fragment, Dir::In, UINT),
    ("SV_Target", StageKind::Fragment, Dir::Out, FLOAT4),
    ("SV_Depth", StageKind::Fragment, Dir::Out, FLOAT),
    ("SV_Coverage", StageKind::Fragment, Dir::Out, UINT),
    ("SV_DispatchThreadID", StageKind::Compute, Dir::In, UINT3),
    ("SV_GroupID", StageKind::Compute, Dir::In, UINT3),
    ("SV_GroupIndex", StageKind::Compute, Dir::In, UINT),
    ("SV_GroupThreadID", StageKind::Compute, Dir::In, UINT3),
];

/// The type a built-in must have, if it is available there.
pub(crate) fn builtin_type(name: &str, stage: StageKind, dir: Dir) -> Option<TyKind> {
    TABLE
        .iter()
        .find(|r| r.0 == name && r.1 == stage && r.2 == dir)
        .map(|r| r.3)
}

/// The built-ins available there, for the diagnostic.
pub(crate) fn available(stage: StageKind, dir: Dir) -> String {
    let names: Vec<&str> = TABLE
        .iter()
        .filter(|r| r.1 == stage && r.2 == dir)
        .map(|r| r.0)
        .collect();
    if names.is_empty() {
        "none".into()
    } else {
        names.join(", ")
    }
}
