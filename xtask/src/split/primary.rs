//! Rewrites the primary module: one more imported function (the loader, or the profiler's hit)
//! shifts every defined function's index by one; moved bodies become stubs or traps, kept
//! bodies gain a hit call when profiling; moved read-only data becomes zeros; the secondary's
//! needs are exported.

use std::collections::{BTreeMap, BTreeSet};
use std::ops::Range;

use wasm_encoder::reencode::{Error as ReencodeError, Reencode, utils};
use wasm_encoder::{
    CodeSection, ConstExpr, EntityType, ExportKind, ExportSection, Function, GlobalSection, ImportSection, Instruction,
    Module, TableSection, ValType,
};
use wasmparser::FunctionBody;

use super::facts::{Facts, active_offset};
use super::wasm::{LOADED_GLOBAL, function_export, grown_table};

#[derive(Clone, Copy)]
pub(super) enum Mode<'a> {
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
pub(super) struct Rewriter<'a> {
    pub(super) facts: &'a Facts,
    pub(super) added_import: ((&'static str, &'static str), u32),
    pub(super) mode: Mode<'a>,
    pub(super) next_body: u32,
    /// Whether the added import has been written (a module without imports gets a section).
    pub(super) import_added: bool,
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
