//! What the splitter reads from a module before rewriting it: types, tables, globals, memory,
//! function names, who calls whom, and the addresses each function names.

use std::collections::{BTreeMap, BTreeSet};

use anyhow::{Context, Result, bail};
use wasm_encoder::ValType;
use wasm_encoder::reencode::{Reencode, RoundtripReencoder};
use wasmparser::{Operator, Parser, Payload, TypeRef};

/// What the splitter needs to know about a module before rewriting it.
pub(super) struct Facts {
    /// Number of imported functions (defined functions follow them in the index space).
    pub(super) imported_functions: u32,
    /// Type index of every function, imported then defined.
    pub(super) function_types: Vec<u32>,
    /// Parameters and results of every type.
    pub(super) types: Vec<(Vec<ValType>, Vec<ValType>)>,
    pub(super) tables: Vec<wasm_encoder::TableType>,
    pub(super) memories: Vec<wasm_encoder::MemoryType>,
    pub(super) globals: Vec<wasm_encoder::GlobalType>,
    /// Function names from the `name` section, by function index.
    pub(super) names: BTreeMap<u32, String>,
    /// Defined functions whose bodies cannot move (they name data or element segments, or take
    /// a function reference, which the secondary module could not express the same way).
    pub(super) pinned: BTreeSet<u32>,
    /// Functions each defined function calls directly, by function index.
    pub(super) callees: BTreeMap<u32, BTreeSet<u32>>,
    /// Functions reachable other than by a direct call: exported, in an element segment, or the
    /// start function.
    pub(super) referenced: BTreeSet<u32>,
    /// Addresses each defined function names (`i32.const` operands and load/store offsets past
    /// the unused low kilobyte): how code reaches static data.
    pub(super) anchors: BTreeMap<u32, Vec<u32>>,
    /// The initial memory image, from the active data segments.
    pub(super) memory: BTreeMap<u32, u8>,
    pub(super) has_global_section: bool,
}

impl Facts {
    pub(super) fn read(wasm: &[u8]) -> Result<Self> {
        let mut facts = Facts {
            imported_functions: 0,
            function_types: Vec::new(),
            types: Vec::new(),
            tables: Vec::new(),
            memories: Vec::new(),
            globals: Vec::new(),
            names: BTreeMap::new(),
            pinned: BTreeSet::new(),
            callees: BTreeMap::new(),
            referenced: BTreeSet::new(),
            anchors: BTreeMap::new(),
            memory: BTreeMap::new(),
            has_global_section: false,
        };
        let mut reencoder = RoundtripReencoder;
        let mut next_body = 0;
        for payload in Parser::new(0).parse_all(wasm) {
            match payload? {
                Payload::TypeSection(reader) => {
                    for ty in reader.into_iter_err_on_gc_types() {
                        let ty = ty?;
                        let params = ty.params().iter().map(|t| reencoder.val_type(*t)).collect::<Result<_, _>>()?;
                        let results = ty.results().iter().map(|t| reencoder.val_type(*t)).collect::<Result<_, _>>()?;
                        facts.types.push((params, results));
                    }
                }
                Payload::ImportSection(reader) => {
                    for import in reader.into_imports() {
                        match import?.ty {
                            TypeRef::Func(ty) => {
                                facts.imported_functions += 1;
                                facts.function_types.push(ty);
                            }
                            TypeRef::Table(_) | TypeRef::Memory(_) | TypeRef::Global(_) => {
                                bail!("the module imports a table, memory or global; the splitter expects none")
                            }
                            _ => {}
                        }
                    }
                }
                Payload::FunctionSection(reader) => {
                    for ty in reader {
                        facts.function_types.push(ty?);
                    }
                }
                Payload::TableSection(reader) => {
                    for table in reader {
                        facts.tables.push(reencoder.table_type(table?.ty)?);
                    }
                }
                Payload::MemorySection(reader) => {
                    for memory in reader {
                        facts.memories.push(reencoder.memory_type(memory?)?);
                    }
                }
                Payload::GlobalSection(reader) => {
                    facts.has_global_section = true;
                    for global in reader {
                        facts.globals.push(reencoder.global_type(global?.ty)?);
                    }
                }
                Payload::ExportSection(reader) => {
                    for export in reader {
                        let export = export?;
                        if export.kind == wasmparser::ExternalKind::Func {
                            facts.referenced.insert(export.index);
                        }
                    }
                }
                Payload::StartSection { func, .. } => {
                    facts.referenced.insert(func);
                }
                Payload::ElementSection(reader) => {
                    for element in reader {
                        match element?.items {
                            wasmparser::ElementItems::Functions(functions) => {
                                for function in functions {
                                    facts.referenced.insert(function?);
                                }
                            }
                            wasmparser::ElementItems::Expressions(_, expressions) => {
                                for expression in expressions {
                                    let mut reader = expression?.get_operators_reader();
                                    while !reader.eof() {
                                        if let Operator::RefFunc { function_index } = reader.read()? {
                                            facts.referenced.insert(function_index);
                                        }
                                    }
                                }
                            }
                        }
                    }
                }
                Payload::CodeSectionEntry(body) => {
                    let index = facts.imported_functions + next_body;
                    next_body += 1;
                    let mut callees = BTreeSet::new();
                    let mut anchors = Vec::new();
                    let mut reader = body.get_operators_reader()?;
                    let mut constant = None;
                    while !reader.eof() {
                        let operator = reader.read()?;
                        if let Some(address) = named_address(&operator) {
                            anchors.push(address);
                            // A constant base with an offset: the sum is the address.
                            if let (Some(base), false) = (constant, matches!(operator, Operator::I32Const { .. })) {
                                anchors.push(address.wrapping_add(base));
                            }
                        }
                        constant = match operator {
                            Operator::I32Const { value } => Some(value as u32),
                            _ => None,
                        };
                        match operator {
                            Operator::Call { function_index } | Operator::ReturnCall { function_index } => {
                                callees.insert(function_index);
                            }
                            Operator::RefFunc { .. }
                            | Operator::MemoryInit { .. }
                            | Operator::DataDrop { .. }
                            | Operator::TableInit { .. }
                            | Operator::ElemDrop { .. } => {
                                facts.pinned.insert(index);
                            }
                            _ => {}
                        }
                    }
                    facts.callees.insert(index, callees);
                    facts.anchors.insert(index, anchors);
                }
                Payload::CustomSection(section) => {
                    if let wasmparser::KnownCustom::Name(reader) = section.as_known() {
                        for subsection in reader {
                            if let wasmparser::Name::Function(map) = subsection? {
                                for naming in map {
                                    let naming = naming?;
                                    facts.names.insert(naming.index, naming.name.to_owned());
                                }
                            }
                        }
                    }
                }
                _ => {}
            }
        }
        facts.memory = super::data::memory_image(wasm)?;
        if facts.tables.is_empty() || facts.memories.len() != 1 {
            bail!("the module has no function table or not exactly one memory");
        }
        Ok(facts)
    }

    pub(super) fn defined_functions(&self) -> std::ops::Range<u32> {
        self.imported_functions..self.function_types.len() as u32
    }

    /// The type index of `params -> results`, if the module declares one.
    pub(super) fn type_index(&self, params: &[ValType], results: &[ValType]) -> Option<u32> {
        self.types.iter().position(|(p, r)| p == params && r == results).map(|i| i as u32)
    }

    /// The first table of function references: the one `call_indirect` uses.
    pub(super) fn function_table(&self) -> Result<u32> {
        self.tables
            .iter()
            .position(|table| table.element_type == wasm_encoder::RefType::FUNCREF)
            .map(|i| i as u32)
            .context("the module has no funcref table")
    }
}

/// The address an operator names, if it may be one: a constant or a load/store offset at or
/// past 1 KiB (the build promises the lowest kilobyte is unused, so smaller ones are not addresses).
fn named_address(operator: &Operator<'_>) -> Option<u32> {
    use Operator::*;
    let value = match operator {
        I32Const { value } => *value as u32,
        I32Load { memarg }
        | I64Load { memarg }
        | F32Load { memarg }
        | F64Load { memarg }
        | I32Load8S { memarg }
        | I32Load8U { memarg }
        | I32Load16S { memarg }
        | I32Load16U { memarg }
        | I64Load8S { memarg }
        | I64Load8U { memarg }
        | I64Load16S { memarg }
        | I64Load16U { memarg }
        | I64Load32S { memarg }
        | I64Load32U { memarg }
        | I32Store { memarg }
        | I64Store { memarg }
        | F32Store { memarg }
        | F64Store { memarg }
        | I32Store8 { memarg }
        | I32Store16 { memarg }
        | I64Store8 { memarg }
        | I64Store16 { memarg }
        | I64Store32 { memarg }
        | V128Load { memarg }
        | V128Store { memarg } => u32::try_from(memarg.offset).ok()?,
        _ => return None,
    };
    (value >= 1024).then_some(value)
}

/// The offset of an active data segment of memory 0 with a constant offset.
pub fn active_offset(segment: &wasmparser::Data<'_>) -> Option<u32> {
    let wasmparser::DataKind::Active { memory_index: 0, offset_expr } = &segment.kind else { return None };
    match offset_expr.get_operators_reader().read().ok()? {
        Operator::I32Const { value } => Some(value as u32),
        _ => None,
    }
}

/// Function names, by index, as the module's `name` section gives them.
pub fn function_names(wasm: &[u8]) -> Result<BTreeMap<u32, String>> {
    Ok(Facts::read(wasm)?.names)
}
