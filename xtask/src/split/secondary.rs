//! Builds the secondary module: the moved bodies, importing from the primary its memory, tables,
//! globals and the functions they call, and writing their table slots and moved data when
//! instantiated.

use std::collections::{BTreeMap, BTreeSet};
use std::ops::Range;

use anyhow::Result;
use wasm_encoder::reencode::{Error as ReencodeError, Reencode, RoundtripReencoder};
use wasm_encoder::{
    CodeSection, ConstExpr, ElementSection, Elements, EntityType, FunctionSection, ImportSection, Module, TypeSection,
};
use wasmparser::{Parser, Payload};

use super::facts::Facts;
use super::wasm::{PRIMARY_MODULE, function_export, grown_table, reencode_error};

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

pub(super) fn secondary_module(
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
