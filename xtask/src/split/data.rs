//! Read-only data the first render never reaches moves to the secondary module too.
//!
//! The linker's map (`wasm-ld --Map`, asked for by `build.rs` of this crate's caller) names every
//! object in `.rodata` with its address and size. An object stays in the primary module when the
//! kept code names an address in it or just below it (an `i32.const`, or a load or store offset:
//! code reaches static data no other way in a non-relocatable module), when `.data` or another
//! kept object holds a pointer into it, or when it is part of the linker's merged strings. Every
//! other `.rodata` object is zeroed in the primary's data and written by the secondary module when
//! it is instantiated: nothing writes `.rodata`, so that write cannot clobber anything.

use std::collections::{BTreeMap, BTreeSet};
use std::ops::Range;

use anyhow::{Context, Result, bail};

/// Below an address the code names, this many bytes are kept too: a loop may start one element
/// before its array and step into it.
const BELOW_ANCHOR: u32 = 16;

/// An object of the linker map's `.rodata`.
#[derive(Debug, Clone, PartialEq)]
pub struct Object {
    pub range: Range<u32>,
    /// The linker's merged strings, which have no object boundaries inside.
    pub merged: bool,
}

/// What the linker map says about one link.
#[derive(Debug, Default)]
pub struct LinkMap {
    /// Offset and total size of each section in the linked file, by section name.
    pub sections: BTreeMap<String, (u64, u64)>,
    /// `.rodata` objects, in address order.
    pub rodata: Vec<Object>,
    /// The address range of `.data` (mutable statics; never moved).
    pub data: Range<u32>,
}

impl LinkMap {
    /// Parses the text `wasm-ld --Map` writes: `Addr Off Size Out In Symbol` columns, output
    /// sections at the fourth column, input sections as `file:(section)` in it.
    pub fn parse(text: &str) -> Result<Self> {
        let mut lines = text.lines();
        let header = lines.next().unwrap_or_default();
        let (Some(out_column), Some(in_column)) = (header.find("Out"), header.find("In ")) else {
            bail!("not a wasm-ld map: no `Out` and `In` columns");
        };
        let mut map = LinkMap::default();
        let mut output_section = String::new();
        for line in lines {
            let columns: Vec<&str> = line.split_whitespace().collect();
            let [address, offset, size, name, ..] = columns.as_slice() else { continue };
            let column = line.find(name).unwrap_or_default();
            let size = u64::from_str_radix(size, 16).with_context(|| format!("bad size in map line `{line}`"))?;
            if column == out_column {
                output_section = (*name).to_owned();
                if *address == "-" {
                    map.sections.insert(output_section.clone(), (u64::from_str_radix(offset, 16)?, size));
                } else if output_section == ".data" {
                    let start = u32::from_str_radix(address, 16)?;
                    map.data = start..start + size as u32;
                }
            } else if column == in_column && output_section == ".rodata" && size > 0 {
                let start = u32::from_str_radix(address, 16)?;
                map.rodata.push(Object { range: start..start + size as u32, merged: name.starts_with("<internal>") });
            }
        }
        map.rodata.sort_by_key(|object| object.range.start);
        if map.rodata.is_empty() || !map.sections.contains_key("DATA") {
            bail!("the linker map has no .rodata objects");
        }
        Ok(map)
    }

    /// True when `linked` (the linker's output) is the file this map describes: every section
    /// at the offset and with the size the map gives.
    pub fn describes(&self, linked: &[u8]) -> bool {
        let Ok(sections) = section_layout(linked) else { return false };
        // Custom sections (names, debug info) are not compared: the map names them differently.
        sections.len() > 1 && sections.iter().all(|(name, place)| self.sections.get(*name) == Some(place))
    }
}

/// Offset and total size of each known section of a module, by the names the map uses.
fn section_layout(wasm: &[u8]) -> Result<BTreeMap<&'static str, (u64, u64)>> {
    let mut layout = BTreeMap::new();
    let mut at = 8usize;
    while at < wasm.len() {
        let id = wasm[at];
        let (size, leb) = read_leb(&wasm[at + 1..]).context("truncated section header")?;
        let total = 1 + leb + size as usize;
        let name = match id {
            1 => "TYPE",
            2 => "IMPORT",
            3 => "FUNCTION",
            4 => "TABLE",
            5 => "MEMORY",
            6 => "GLOBAL",
            7 => "EXPORT",
            8 => "START",
            9 => "ELEM",
            10 => "CODE",
            11 => "DATA",
            12 => "DATACOUNT",
            _ => "",
        };
        if !name.is_empty() {
            layout.insert(name, (at as u64, total as u64));
        }
        at += total;
    }
    Ok(layout)
}

fn read_leb(bytes: &[u8]) -> Option<(u32, usize)> {
    let mut value = 0u32;
    for (i, byte) in bytes.iter().take(5).enumerate() {
        value |= u32::from(byte & 0x7f) << (7 * i);
        if byte & 0x80 == 0 {
            return Some((value, i + 1));
        }
    }
    None
}

/// True when `built`'s initial memory holds, in every `.rodata` object, the bytes `linked` put
/// there: wasm-bindgen and wasm-opt may split or trim data segments, never move them.
pub fn same_rodata(map: &LinkMap, linked: &[u8], built: &[u8]) -> Result<bool> {
    let (linked, built) = (memory_image(linked)?, memory_image(built)?);
    Ok(map.rodata.iter().all(|object| {
        object.range.clone().all(|address| linked.get(&address).unwrap_or(&0) == built.get(&address).unwrap_or(&0))
    }))
}

/// A module's initial memory, from its active data segments with constant offsets.
pub fn memory_image(wasm: &[u8]) -> Result<BTreeMap<u32, u8>> {
    let mut memory = BTreeMap::new();
    for payload in wasmparser::Parser::new(0).parse_all(wasm) {
        if let wasmparser::Payload::DataSection(reader) = payload? {
            for segment in reader {
                let segment = segment?;
                if let Some(offset) = super::facts::active_offset(&segment) {
                    for (i, byte) in segment.data.iter().enumerate() {
                        memory.insert(offset + i as u32, *byte);
                    }
                }
            }
        }
    }
    Ok(memory)
}

/// The address ranges of `.rodata` the primary module may leave to the secondary.
///
/// `anchors`: every address the kept code names; `memory`: the initial memory image (address →
/// byte, from the data segments), to follow pointers held in data.
pub fn movable(map: &LinkMap, anchors: &BTreeSet<u32>, memory: &BTreeMap<u32, u8>) -> Vec<Range<u32>> {
    let object_at = |address: u32| -> Option<usize> {
        let index = map.rodata.partition_point(|object| object.range.start <= address).checked_sub(1)?;
        map.rodata[index].range.contains(&address).then_some(index)
    };
    let mut kept: BTreeSet<usize> = BTreeSet::new();
    let mut pending: Vec<u32> = Vec::new();
    for anchor in anchors {
        pending.extend((anchor.saturating_sub(BELOW_ANCHOR)..=*anchor).step_by(4));
        pending.push(*anchor);
    }
    pending.extend(map.rodata.iter().filter(|object| object.merged).map(|object| object.range.start));
    // Pointers held in `.data` count as kept code's: it is live from the start.
    pending.extend(pointers_in(map.data.clone(), memory));
    while let Some(address) = pending.pop() {
        let Some(index) = object_at(address) else { continue };
        if kept.insert(index) {
            pending.extend(pointers_in(map.rodata[index].range.clone(), memory));
        }
    }
    map.rodata
        .iter()
        .enumerate()
        .filter(|(index, _)| !kept.contains(index))
        .map(|(_, object)| object.range.clone())
        .collect()
}

/// Every aligned 32-bit word in `range` of the memory image (a pointer, perhaps).
fn pointers_in(range: Range<u32>, memory: &BTreeMap<u32, u8>) -> Vec<u32> {
    let first = range.start.next_multiple_of(4);
    (first..range.end.saturating_sub(3))
        .step_by(4)
        .map(|at| {
            let byte = |offset: u32| u32::from(memory.get(&(at + offset)).copied().unwrap_or(0));
            byte(0) | byte(1) << 8 | byte(2) << 16 | byte(3) << 24
        })
        .filter(|word| *word != 0)
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    const MAP: &str = "    Addr      Off     Size Out     In      Symbol
       -        8      2ce TYPE
       -   1639f8    2caf3 DATA
  100000   1639f9       40 .rodata
  100000   163a03       10         a.o:(.rodata..Lanon.1)
  100000   163a03       10                 .Lanon.1
  100010   163a13       10         a.o:(.rodata..Lanon.2)
  100020   163a23       10         <internal>:(.rodata)
  100030   163a33       10         a.o:(.rodata..Lanon.3)
  100040   163a43        8 .data
  100040   163a43        8         a.o:(.data.x)
";

    #[test]
    fn reads_objects_sections_and_data() {
        let map = LinkMap::parse(MAP).unwrap();
        assert_eq!(map.sections.get("TYPE"), Some(&(8, 0x2ce)));
        assert_eq!(map.sections.get("DATA"), Some(&(0x1639f8, 0x2caf3)));
        let ranges: Vec<_> = map.rodata.iter().map(|o| (o.range.clone(), o.merged)).collect();
        assert_eq!(
            ranges,
            vec![
                (0x100000..0x100010, false),
                (0x100010..0x100020, false),
                (0x100020..0x100030, true),
                (0x100030..0x100040, false)
            ]
        );
        assert_eq!(map.data, 0x100040..0x100048);
    }

    #[test]
    fn keeps_what_code_data_and_kept_objects_reach() {
        let map = LinkMap::parse(MAP).unwrap();
        let mut memory = BTreeMap::new();
        // `.data` points at nothing; object 1 holds a pointer to object 3.
        for (i, byte) in 0x100030u32.to_le_bytes().iter().enumerate() {
            memory.insert(0x100004 + i as u32, *byte);
        }
        // Kept code names an address inside object 1 only.
        let anchors = BTreeSet::from([0x100008]);
        assert_eq!(movable(&map, &anchors, &memory), vec![0x100010..0x100020]);
        // Naming the start of object 2 keeps the one below it too (a loop may start before).
        let anchors = BTreeSet::from([0x100010]);
        assert_eq!(movable(&map, &anchors, &memory), Vec::<Range<u32>>::new());
    }
}
