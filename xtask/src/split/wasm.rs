//! Splits the page's WebAssembly module in two: the functions the first render runs stay in the
//! primary module, every other body moves to a secondary module that is loaded after first render.
//!
//! A moved function keeps its index in the primary module; its body there becomes a stub that,
//! if the secondary module has not arrived yet, asks the page to load it (`podsim-split.load`, a
//! synchronous import), then calls the real body through a table slot the secondary module fills
//! when it is instantiated. The secondary module imports the primary's memory, tables, globals
//! and every primary function its bodies call, so both run on one heap and one stack.
//! `instrument` adds a call to `podsim-profile.hit(index)` at the top of every body instead, to
//! learn which functions the first render runs.

use std::collections::{BTreeMap, BTreeSet};
use std::ops::Range;

use anyhow::{Context, Result, bail};

use super::data::LinkMap;
use wasm_encoder::reencode::{Error as ReencodeError, Reencode, RoundtripReencoder, utils};
use wasm_encoder::{
    CodeSection, ConstExpr, ElementSection, Elements, EntityType, ExportKind, ExportSection, Function, FunctionSection,
    GlobalSection, ImportSection, Instruction, Module, TableSection, TypeSection, ValType,
};
use wasmparser::{FunctionBody, Operator, Parser, Payload, TypeRef};

/// Import module and name of the function a stub calls to load the secondary module.
pub const LOAD_IMPORT: (&str, &str) = ("podsim-split", "load");
/// Import module and name of the function an instrumented body calls with its index.
pub const HIT_IMPORT: (&str, &str) = ("podsim-profile", "hit");
/// The primary's exported mutable i32 global that is 1 once the secondary module is installed.
pub const LOADED_GLOBAL: &str = "$loaded";
/// The import module name the secondary module uses for everything it takes from the primary.
pub const PRIMARY_MODULE: &str = "p";

/// What the splitter needs to know about a module before rewriting it.
struct Facts {
    /// Number of imported functions (defined functions follow them in the index space).
    imported_functions: u32,
    /// Type index of every function, imported then defined.
    function_types: Vec<u32>,
    /// Parameters and results of every type.
    types: Vec<(Vec<ValType>, Vec<ValType>)>,
    tables: Vec<wasm_encoder::TableType>,
    memories: Vec<wasm_encoder::MemoryType>,
    globals: Vec<wasm_encoder::GlobalType>,
    /// Function names from the `name` section, by function index.
    names: BTreeMap<u32, String>,
    /// Defined functions whose bodies cannot move (they name data or element segments, or take
    /// a function reference, which the secondary module could not express the same way).
    pinned: BTreeSet<u32>,
    /// Functions each defined function calls directly, by function index.
    callees: BTreeMap<u32, BTreeSet<u32>>,
    /// Functions reachable other than by a direct call: exported, in an element segment, or the
    /// start function.
    referenced: BTreeSet<u32>,
    /// Addresses each defined function names (`i32.const` operands and load/store offsets past
    /// the unused low kilobyte): how code reaches static data.
    anchors: BTreeMap<u32, Vec<u32>>,
    /// The initial memory image, from the active data segments.
    memory: BTreeMap<u32, u8>,
    has_global_section: bool,
}

impl Facts {
    fn read(wasm: &[u8]) -> Result<Self> {
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

    fn defined_functions(&self) -> std::ops::Range<u32> {
        self.imported_functions..self.function_types.len() as u32
    }

    /// The type index of `params -> results`, if the module declares one.
    fn type_index(&self, params: &[ValType], results: &[ValType]) -> Option<u32> {
        self.types.iter().position(|(p, r)| p == params && r == results).map(|i| i as u32)
    }

    /// The first table of function references: the one `call_indirect` uses.
    fn function_table(&self) -> Result<u32> {
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

/// The two modules of a split, and what moved.
pub struct Split {
    pub primary: Vec<u8>,
    pub secondary: Vec<u8>,
    pub moved_data_bytes: usize,
    pub moved_functions: usize,
    pub kept_functions: usize,
}

/// Function names, by index, as the module's `name` section gives them.
pub fn function_names(wasm: &[u8]) -> Result<BTreeMap<u32, String>> {
    Ok(Facts::read(wasm)?.names)
}

/// Adds `podsim-profile.hit(i)` at the top of every defined function `i` (its index in `wasm`).
pub fn instrument(wasm: &[u8]) -> Result<Vec<u8>> {
    let facts = Facts::read(wasm)?;
    let hit_type = facts.type_index(&[ValType::I32], &[]).context("the module has no (i32) -> () type")?;
    let mut rewriter = Rewriter {
        facts: &facts,
        added_import: (HIT_IMPORT, hit_type),
        mode: Mode::Instrument,
        next_body: 0,
        import_added: false,
    };
    let mut module = Module::new();
    rewriter.parse_core_module(&mut module, Parser::new(0), wasm).map_err(reencode_error)?;
    Ok(module.finish())
}

/// Moves every defined function `keep` rejects into a secondary module, and with a linker map
/// of the same link, the read-only data only those functions reach (`data::movable`).
pub fn split(wasm: &[u8], keep: impl Fn(u32, Option<&str>) -> bool, map: Option<&LinkMap>) -> Result<Split> {
    let facts = Facts::read(wasm)?;
    if !facts.has_global_section {
        bail!("the module has no global section (the splitter adds its flag there)");
    }
    let load_type = facts.type_index(&[], &[]).context("the module has no () -> () type")?;
    let moved: Vec<u32> = facts
        .defined_functions()
        .filter(|index| !facts.pinned.contains(index) && !keep(*index, facts.names.get(index).map(String::as_str)))
        .collect();
    let moved_set: BTreeSet<u32> = moved.iter().copied().collect();
    // A moved function the primary can reach (a kept function calls it, or it is exported or in
    // the table) needs a stub and a table slot; one only moved functions call needs neither.
    let reached_from_primary: BTreeSet<u32> = facts
        .defined_functions()
        .filter(|index| !moved_set.contains(index))
        .flat_map(|index| facts.callees.get(&index).into_iter().flatten().copied())
        .chain(facts.referenced.iter().copied())
        .filter(|index| moved_set.contains(index))
        .collect();
    let table = facts.function_table()?;
    let first_slot = facts.tables[table as usize].minimum;
    let slots: BTreeMap<u32, u32> = reached_from_primary
        .iter()
        .enumerate()
        .map(|(position, index)| (*index, (first_slot + position as u64) as u32))
        .collect();
    // Primary functions the moved bodies call: the primary exports them, the secondary imports them.
    let called_from_moved: BTreeSet<u32> = moved
        .iter()
        .flat_map(|index| facts.callees.get(index).into_iter().flatten().copied())
        .filter(|callee| !moved_set.contains(callee))
        .collect();
    let moved_data = match map {
        Some(map) => {
            let anchors: BTreeSet<u32> = facts
                .defined_functions()
                .filter(|index| !moved_set.contains(index))
                .flat_map(|index| facts.anchors.get(&index).into_iter().flatten().copied())
                .collect();
            super::data::movable(map, &anchors, &facts.memory)
        }
        None => Vec::new(),
    };
    let mut rewriter = Rewriter {
        facts: &facts,
        added_import: (LOAD_IMPORT, load_type),
        mode: Mode::Split {
            table,
            moved: &moved_set,
            slots: &slots,
            exported_functions: &called_from_moved,
            moved_data: &moved_data,
        },
        next_body: 0,
        import_added: false,
    };
    let mut primary = Module::new();
    rewriter.parse_core_module(&mut primary, Parser::new(0), wasm).map_err(reencode_error)?;
    let secondary = secondary_module(wasm, &facts, table, &slots, &moved, &called_from_moved, &moved_data)?;
    Ok(Split {
        primary: primary.finish(),
        secondary,
        moved_data_bytes: moved_data.iter().map(|range| (range.end - range.start) as usize).sum(),
        moved_functions: moved.len(),
        kept_functions: facts.defined_functions().len() - moved.len(),
    })
}

/// The name under which the primary exports function `index` to the secondary: short, as
/// there are hundreds, and unlike any name wasm-bindgen gives (`$` and hex digits).
fn function_export(index: u32) -> String {
    format!("${index:x}")
}

fn reencode_error<E: std::fmt::Debug>(error: ReencodeError<E>) -> anyhow::Error {
    anyhow::anyhow!("cannot rewrite the module: {error:?}")
}

fn grown_table(table: &wasm_encoder::TableType, added: u64) -> wasm_encoder::TableType {
    let minimum = table.minimum + added;
    wasm_encoder::TableType { minimum, maximum: table.maximum.map(|maximum| maximum.max(minimum)), ..*table }
}

#[derive(Clone, Copy)]
enum Mode<'a> {
    Instrument,
    Split {
        table: u32,
        moved: &'a BTreeSet<u32>,
        /// Table slot of each moved function the primary reaches.
        slots: &'a BTreeMap<u32, u32>,
        exported_functions: &'a BTreeSet<u32>,
        /// Address ranges of read-only data the secondary module writes.
        moved_data: &'a [Range<u32>],
    },
}

/// Rewrites the primary module: one more imported function shifts every defined function's
/// index by one; bodies become stubs (split) or gain a hit call (instrument).
struct Rewriter<'a> {
    facts: &'a Facts,
    added_import: ((&'static str, &'static str), u32),
    mode: Mode<'a>,
    next_body: u32,
    /// Whether the added import has been written (a module without imports gets a section).
    import_added: bool,
}

impl Rewriter<'_> {
    /// The added import's function index: it is the last imported function.
    fn added_function(&self) -> u32 {
        self.facts.imported_functions
    }

    fn loaded_global(&self) -> u32 {
        self.facts.globals.len() as u32
    }

    /// The primary body of moved function `index`: load the secondary module if it has not
    /// arrived, then call the real body through its table slot with the same arguments.
    fn stub(&self, index: u32, slot: u32, table: u32) -> Function {
        let ty = self.facts.function_types[index as usize];
        let params = self.facts.types[ty as usize].0.len() as u32;
        let mut stub = Function::new([]);
        stub.instruction(&Instruction::GlobalGet(self.loaded_global()));
        stub.instruction(&Instruction::I32Eqz);
        stub.instruction(&Instruction::If(wasm_encoder::BlockType::Empty));
        stub.instruction(&Instruction::Call(self.added_function()));
        stub.instruction(&Instruction::End);
        for param in 0..params {
            stub.instruction(&Instruction::LocalGet(param));
        }
        stub.instruction(&Instruction::I32Const(slot as i32));
        stub.instruction(&Instruction::CallIndirect { type_index: ty, table_index: table });
        stub.instruction(&Instruction::End);
        stub
    }
}

impl Reencode for Rewriter<'_> {
    type Error = std::convert::Infallible;

    fn function_index(&mut self, func: u32) -> Result<u32, ReencodeError<Self::Error>> {
        Ok(if func >= self.facts.imported_functions { func + 1 } else { func })
    }

    fn parse_import_section(
        &mut self,
        imports: &mut ImportSection,
        section: wasmparser::ImportSectionReader<'_>,
    ) -> Result<(), ReencodeError<Self::Error>> {
        utils::parse_import_section(self, imports, section)?;
        let ((module, name), ty) = self.added_import;
        imports.import(module, name, EntityType::Function(ty));
        self.import_added = true;
        Ok(())
    }

    fn intersperse_section_hook(
        &mut self,
        module: &mut Module,
        _after: Option<wasm_encoder::SectionId>,
        before: Option<wasm_encoder::SectionId>,
    ) -> Result<(), ReencodeError<Self::Error>> {
        // A module with no import section gets one, where it belongs: after the types.
        let past_imports = before.is_none_or(|id| id as u8 > wasm_encoder::SectionId::Import as u8);
        if !self.import_added && past_imports {
            let ((import_module, name), ty) = self.added_import;
            let mut imports = ImportSection::new();
            imports.import(import_module, name, EntityType::Function(ty));
            module.section(&imports);
            self.import_added = true;
        }
        Ok(())
    }

    fn parse_table(
        &mut self,
        tables: &mut TableSection,
        table: wasmparser::Table<'_>,
    ) -> Result<(), ReencodeError<Self::Error>> {
        let index = tables.len();
        match self.mode {
            Mode::Split { table: function_table, slots, .. } if index == function_table => {
                if !matches!(table.init, wasmparser::TableInit::RefNull) {
                    return utils::parse_table(self, tables, table);
                }
                let ty = grown_table(&self.table_type(table.ty)?, slots.len() as u64);
                tables.table(ty);
                Ok(())
            }
            _ => utils::parse_table(self, tables, table),
        }
    }

    fn parse_global_section(
        &mut self,
        globals: &mut GlobalSection,
        section: wasmparser::GlobalSectionReader<'_>,
    ) -> Result<(), ReencodeError<Self::Error>> {
        utils::parse_global_section(self, globals, section)?;
        if let Mode::Split { .. } = self.mode {
            let ty = wasm_encoder::GlobalType { val_type: ValType::I32, mutable: true, shared: false };
            globals.global(ty, &ConstExpr::i32_const(0));
        }
        Ok(())
    }

    fn parse_export_section(
        &mut self,
        exports: &mut ExportSection,
        section: wasmparser::ExportSectionReader<'_>,
    ) -> Result<(), ReencodeError<Self::Error>> {
        utils::parse_export_section(self, exports, section)?;
        if let Mode::Split { exported_functions, .. } = self.mode {
            for index in exported_functions.iter().copied() {
                let new_index = self.function_index(index)?;
                exports.export(&function_export(index), ExportKind::Func, new_index);
            }
            for index in 0..self.facts.tables.len() as u32 {
                exports.export(&format!("$t{index}"), ExportKind::Table, index);
            }
            exports.export("$m0", ExportKind::Memory, 0);
            for index in 0..self.facts.globals.len() as u32 {
                exports.export(&format!("$g{index}"), ExportKind::Global, index);
            }
            exports.export(LOADED_GLOBAL, ExportKind::Global, self.loaded_global());
        }
        Ok(())
    }

    fn parse_function_body(
        &mut self,
        code: &mut CodeSection,
        func: FunctionBody<'_>,
    ) -> Result<(), ReencodeError<Self::Error>> {
        let index = self.facts.imported_functions + self.next_body;
        self.next_body += 1;
        match self.mode {
            Mode::Instrument => {
                let mut function = self.new_function_with_parsed_locals(&func)?;
                function.instruction(&Instruction::I32Const(index as i32));
                function.instruction(&Instruction::Call(self.added_function()));
                let mut reader = func.get_operators_reader()?;
                while !reader.eof() {
                    function.instruction(&self.parse_instruction(&mut reader)?);
                }
                code.function(&function);
                Ok(())
            }
            Mode::Split { table, moved, slots, .. } => match slots.get(&index) {
                Some(slot) => {
                    code.function(&self.stub(index, *slot, table));
                    Ok(())
                }
                None if moved.contains(&index) => {
                    // Only moved functions call it: its primary body never runs.
                    let mut body = Function::new([]);
                    body.instruction(&Instruction::Unreachable);
                    body.instruction(&Instruction::End);
                    code.function(&body);
                    Ok(())
                }
                None => utils::parse_function_body(self, code, func),
            },
        }
    }

    fn parse_data(
        &mut self,
        data: &mut wasm_encoder::DataSection,
        segment: wasmparser::Data<'_>,
    ) -> Result<(), ReencodeError<Self::Error>> {
        let (Mode::Split { moved_data, .. }, Some(offset)) = (self.mode, active_offset(&segment)) else {
            return utils::parse_data(self, data, segment);
        };
        // Moved bytes become zeros here (nearly free under gzip); the secondary writes them.
        let mut bytes = segment.data.to_vec();
        let segment_range = offset..offset + bytes.len() as u32;
        for range in moved_data {
            let start = range.start.max(segment_range.start);
            let end = range.end.min(segment_range.end);
            if start < end {
                bytes[(start - offset) as usize..(end - offset) as usize].fill(0);
            }
        }
        data.active(0, &ConstExpr::i32_const(offset as i32), bytes);
        Ok(())
    }

    fn parse_custom_section(
        &mut self,
        _module: &mut Module,
        _section: wasmparser::CustomSectionReader<'_>,
    ) -> Result<(), ReencodeError<Self::Error>> {
        // Names and other custom sections describe the old index space: drop them.
        Ok(())
    }
}

/// Reencodes moved bodies for the secondary module's index space.
struct SecondaryIndices<'a> {
    functions: &'a BTreeMap<u32, u32>,
}

impl Reencode for SecondaryIndices<'_> {
    type Error = std::convert::Infallible;

    fn function_index(&mut self, func: u32) -> Result<u32, ReencodeError<Self::Error>> {
        // Every callee was collected before encoding; an unknown one cannot happen.
        Ok(self.functions.get(&func).copied().unwrap_or(u32::MAX))
    }
}

fn secondary_module(
    wasm: &[u8],
    facts: &Facts,
    table: u32,
    slots: &BTreeMap<u32, u32>,
    moved: &[u32],
    imported: &BTreeSet<u32>,
    moved_data: &[Range<u32>],
) -> Result<Vec<u8>> {
    let mut types = TypeSection::new();
    let mut imports = ImportSection::new();
    let mut functions = FunctionSection::new();
    let mut code = CodeSection::new();
    let mut index_map = BTreeMap::new();
    for (position, index) in imported.iter().enumerate() {
        index_map.insert(*index, position as u32);
        let ty = facts.function_types[*index as usize];
        imports.import(PRIMARY_MODULE, &function_export(*index), EntityType::Function(ty));
    }
    for (position, index) in moved.iter().enumerate() {
        index_map.insert(*index, (imported.len() + position) as u32);
        functions.function(facts.function_types[*index as usize]);
    }
    for (index, ty) in facts.tables.iter().enumerate() {
        let ty = if index as u32 == table { grown_table(ty, slots.len() as u64) } else { *ty };
        imports.import(PRIMARY_MODULE, &format!("$t{index}"), EntityType::Table(ty));
    }
    imports.import(PRIMARY_MODULE, "$m0", EntityType::Memory(facts.memories[0]));
    for (index, ty) in facts.globals.iter().enumerate() {
        imports.import(PRIMARY_MODULE, &format!("$g{index}"), EntityType::Global(*ty));
    }
    let moved_set: BTreeSet<u32> = moved.iter().copied().collect();
    let mut reencoder = SecondaryIndices { functions: &index_map };
    let mut next_body = 0;
    for payload in Parser::new(0).parse_all(wasm) {
        match payload? {
            Payload::TypeSection(reader) => {
                RoundtripReencoder.parse_type_section(&mut types, reader).map_err(reencode_error)?;
            }
            Payload::CodeSectionEntry(body) => {
                let index = facts.imported_functions + next_body;
                next_body += 1;
                if moved_set.contains(&index) {
                    reencoder.parse_function_body(&mut code, body).map_err(reencode_error)?;
                }
            }
            _ => {}
        }
    }
    // Slots are consecutive, in the order of the functions' indices.
    let mut elements = ElementSection::new();
    if let Some(first_slot) = slots.values().next() {
        let functions: Vec<u32> = slots.keys().map(|index| index_map[index]).collect();
        elements.active(
            Some(table),
            &ConstExpr::i32_const(*first_slot as i32),
            Elements::Functions(std::borrow::Cow::Owned(functions)),
        );
    }
    let mut data = wasm_encoder::DataSection::new();
    for range in moved_data {
        let bytes: Vec<u8> = range.clone().map(|address| facts.memory.get(&address).copied().unwrap_or(0)).collect();
        data.active(0, &ConstExpr::i32_const(range.start as i32), bytes);
    }
    let mut module = Module::new();
    module.section(&types).section(&imports).section(&functions).section(&elements).section(&code).section(&data);
    Ok(module.finish())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::split::data::{LinkMap, Object};
    use wasm_encoder::{MemArg, MemoryType, NameMap, NameSection, TableType};

    /// `run(x)` (kept) = `twice(x) + 1 + mem[1024]`; `twice(x)` (moved, called by kept code) =
    /// `plus_three(x) * 2 + mem[2048]`; `plus_three` (moved, called only by moved code) = `x + 3`.
    fn module() -> Vec<u8> {
        let mut types = TypeSection::new();
        types.ty().function([], []);
        types.ty().function([ValType::I32], [ValType::I32]);
        types.ty().function([ValType::I32], []);
        let mut functions = FunctionSection::new();
        for _ in 0..3 {
            functions.function(1);
        }
        let mut tables = TableSection::new();
        tables.table(TableType {
            element_type: wasm_encoder::RefType::FUNCREF,
            table64: false,
            minimum: 1,
            maximum: Some(1),
            shared: false,
        });
        let mut memories = wasm_encoder::MemorySection::new();
        memories.memory(MemoryType { minimum: 1, maximum: None, memory64: false, shared: false, page_size_log2: None });
        let mut globals = GlobalSection::new();
        globals.global(
            wasm_encoder::GlobalType { val_type: ValType::I32, mutable: true, shared: false },
            &ConstExpr::i32_const(65536),
        );
        let mut exports = ExportSection::new();
        exports.export("run", ExportKind::Func, 0);
        exports.export("memory", ExportKind::Memory, 0);
        let load = |address: i32, f: &mut Function| {
            f.instruction(&Instruction::I32Const(address));
            f.instruction(&Instruction::I32Load(MemArg { offset: 0, align: 2, memory_index: 0 }));
        };
        let mut code = CodeSection::new();
        let mut run = Function::new([]);
        run.instruction(&Instruction::LocalGet(0)).instruction(&Instruction::Call(1));
        run.instruction(&Instruction::I32Const(1)).instruction(&Instruction::I32Add);
        load(1024, &mut run);
        run.instruction(&Instruction::I32Add).instruction(&Instruction::End);
        code.function(&run);
        let mut twice = Function::new([]);
        twice.instruction(&Instruction::LocalGet(0)).instruction(&Instruction::Call(2));
        twice.instruction(&Instruction::I32Const(2)).instruction(&Instruction::I32Mul);
        load(2048, &mut twice);
        twice.instruction(&Instruction::I32Add).instruction(&Instruction::End);
        code.function(&twice);
        let mut plus_three = Function::new([]);
        plus_three.instruction(&Instruction::LocalGet(0)).instruction(&Instruction::I32Const(3));
        plus_three.instruction(&Instruction::I32Add).instruction(&Instruction::End);
        code.function(&plus_three);
        let mut data = wasm_encoder::DataSection::new();
        data.active(0, &ConstExpr::i32_const(1024), 7u32.to_le_bytes());
        data.active(0, &ConstExpr::i32_const(2048), 100u32.to_le_bytes());
        let mut names = NameMap::new();
        names.append(0, "run");
        names.append(1, "twice");
        names.append(2, "plus_three");
        let mut name_section = NameSection::new();
        name_section.functions(&names);
        let mut module = Module::new();
        module
            .section(&types)
            .section(&functions)
            .section(&tables)
            .section(&memories)
            .section(&globals)
            .section(&exports)
            .section(&code)
            .section(&data)
            .section(&name_section);
        module.finish()
    }

    fn map() -> LinkMap {
        LinkMap {
            sections: BTreeMap::new(),
            rodata: vec![Object { range: 1024..1028, merged: false }, Object { range: 2048..2052, merged: false }],
            data: 4096..4096,
        }
    }

    fn split_module() -> Split {
        split(&module(), |_, name| name == Some("run"), Some(&map())).unwrap()
    }

    #[test]
    fn moves_unkept_functions_and_the_data_only_they_reach() {
        let split = split_module();
        wasmparser::validate(&split.primary).unwrap();
        wasmparser::validate(&split.secondary).unwrap();
        assert_eq!((split.kept_functions, split.moved_functions, split.moved_data_bytes), (1, 2, 4));
        // The primary's image keeps what kept code reads; the moved word is zero until the
        // secondary writes it.
        let primary = crate::split::data::memory_image(&split.primary).unwrap();
        assert_eq!(primary.get(&1024), Some(&7));
        assert_eq!(primary.get(&2048).copied().unwrap_or(0), 0);
        let secondary = crate::split::data::memory_image(&split.secondary).unwrap();
        assert_eq!(secondary.get(&2048), Some(&100));
        assert!(!secondary.contains_key(&1024));
        // The primary names its functions for the secondary and lost its name section.
        assert!(function_names(&split.primary).unwrap().is_empty());
    }

    #[test]
    fn the_two_modules_answer_as_the_whole_one_did_once_loaded_on_first_use() {
        let split = split_module();
        let dir = std::env::temp_dir().join(format!("podsim-split-test-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        std::fs::write(dir.join("primary.wasm"), &split.primary).unwrap();
        std::fs::write(dir.join("secondary.wasm"), &split.secondary).unwrap();
        std::fs::write(dir.join("whole.wasm"), module()).unwrap();
        // The page's loader in miniature: a stub's first call installs the secondary module.
        let script = r#"
const fs = require('fs');
const dir = process.argv[1];
const whole = new WebAssembly.Instance(new WebAssembly.Module(fs.readFileSync(dir + '/whole.wasm')));
let loads = 0;
let exports;
const imports = { 'podsim-split': { load: () => {
  loads += 1;
  new WebAssembly.Instance(new WebAssembly.Module(fs.readFileSync(dir + '/secondary.wasm')), { p: exports });
  exports['$loaded'].value = 1;
} } };
exports = new WebAssembly.Instance(new WebAssembly.Module(fs.readFileSync(dir + '/primary.wasm')), imports).exports;
const before = new DataView(exports.memory.buffer).getUint32(2048, true);
const answers = [5, 6].map((x) => [whole.exports.run(x), exports.run(x)]);
console.log(JSON.stringify({ before, answers, loads }));
"#;
        let output = std::process::Command::new("node").arg("-e").arg(script).arg(&dir).output().expect("node runs");
        let _ = std::fs::remove_dir_all(&dir);
        assert!(output.status.success(), "{}", String::from_utf8_lossy(&output.stderr));
        // run(5) = (5 + 3) * 2 + 100 + 1 + 7 = 124.
        assert_eq!(
            String::from_utf8_lossy(&output.stdout).trim(),
            r#"{"before":0,"answers":[[124,124],[126,126]],"loads":1}"#
        );
    }
}
