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

use anyhow::{Context, Result, bail};
use wasm_encoder::reencode::{Error as ReencodeError, Reencode};
use wasm_encoder::{Module, ValType};
use wasmparser::Parser;

use super::data::LinkMap;
use super::facts::Facts;
pub use super::facts::function_names;
use super::primary::{Mode, Rewriter};
use super::secondary::secondary_module;

/// Import module and name of the function a stub calls to load the secondary module.
pub const LOAD_IMPORT: (&str, &str) = ("podsim-split", "load");
/// Import module and name of the function an instrumented body calls with its index.
pub const HIT_IMPORT: (&str, &str) = ("podsim-profile", "hit");
/// The primary's exported mutable i32 global that is 1 once the secondary module is installed.
pub const LOADED_GLOBAL: &str = "$loaded";
/// The import module name the secondary module uses for everything it takes from the primary.
pub const PRIMARY_MODULE: &str = "p";

/// The two modules of a split, and what moved.
pub struct Split {
    pub primary: Vec<u8>,
    pub secondary: Vec<u8>,
    pub moved_data_bytes: usize,
    pub moved_functions: usize,
    pub kept_functions: usize,
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
pub fn split(wasm: &[u8], keep: impl Fn(Option<&str>) -> bool, map: Option<&LinkMap>) -> Result<Split> {
    let facts = Facts::read(wasm)?;
    if !facts.has_global_section {
        bail!("the module has no global section (the splitter adds its flag there)");
    }
    let load_type = facts.type_index(&[], &[]).context("the module has no () -> () type")?;
    let moved: Vec<u32> = facts
        .defined_functions()
        .filter(|index| !facts.pinned.contains(index) && !keep(facts.names.get(index).map(String::as_str)))
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
pub(super) fn function_export(index: u32) -> String {
    format!("${index:x}")
}

pub(super) fn reencode_error<E: std::fmt::Debug>(error: ReencodeError<E>) -> anyhow::Error {
    anyhow::anyhow!("cannot rewrite the module: {error:?}")
}

pub(super) fn grown_table(table: &wasm_encoder::TableType, added: u64) -> wasm_encoder::TableType {
    let minimum = table.minimum + added;
    wasm_encoder::TableType { minimum, maximum: table.maximum.map(|maximum| maximum.max(minimum)), ..*table }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::split::data::Object;
    use wasm_encoder::{
        CodeSection, ConstExpr, ExportKind, ExportSection, Function, FunctionSection, GlobalSection, Instruction,
        MemArg, MemoryType, NameMap, NameSection, TableSection, TableType, TypeSection,
    };

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
        split(&module(), |name| name == Some("run"), Some(&map())).unwrap()
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
