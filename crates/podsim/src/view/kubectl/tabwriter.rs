//! Go's `text/tabwriter` as kubectl configures it for `describe` (minwidth 0, padding 2, pad with
//! spaces): tab-terminated cells are aligned in column blocks of consecutive lines.

/// Collects text and aligns it on `finish`.
#[derive(Debug, Default)]
pub(crate) struct TabWriter {
    text: String,
    done: String,
}

const PADDING: usize = 2;

impl TabWriter {
    /// Appends text (cells end at `\t`, lines at `\n`).
    pub fn write(&mut self, text: &str) {
        self.text.push_str(text);
    }

    /// Appends a line at an indentation level (two spaces per level), like kubectl's PrefixWriter.
    pub fn line(&mut self, level: usize, text: &str) {
        self.line_args(level, format_args!("{text}"));
    }

    /// [`TabWriter::write`] of formatted text, written in place.
    pub fn write_args(&mut self, args: std::fmt::Arguments<'_>) {
        let _ = std::fmt::Write::write_fmt(&mut self.text, args);
    }

    /// [`TabWriter::line`] of formatted text, written in place.
    pub fn line_args(&mut self, level: usize, args: std::fmt::Arguments<'_>) {
        for _ in 0..level {
            self.text.push_str("  ");
        }
        let _ = std::fmt::Write::write_fmt(&mut self.text, args);
        self.text.push('\n');
    }

    /// Aligns what was written so far and starts afresh (Go's `Flush`).
    pub fn flush(&mut self) {
        let text = std::mem::take(&mut self.text);
        self.done.push_str(&format_text(&text));
    }

    /// The aligned text.
    pub fn finish(mut self) -> String {
        self.flush();
        self.done
    }
}

fn width(cell: &str) -> usize {
    cell.chars().count()
}

/// The cells of every line, kept in one list: line `i` has `cells[starts[i]..starts[i + 1]]`.
struct Cells<'t> {
    cells: Vec<&'t str>,
    starts: Vec<usize>,
}

impl<'t> Cells<'t> {
    fn new(body: &'t str) -> Cells<'t> {
        let mut cells = Vec::new();
        let mut starts = vec![0];
        for line in body.split('\n') {
            cells.extend(line.split('\t'));
            starts.push(cells.len());
        }
        Cells { cells, starts }
    }

    fn lines(&self) -> usize {
        self.starts.len() - 1
    }

    /// Where line `line`'s cells are in `cells`.
    fn range(&self, line: usize) -> std::ops::Range<usize> {
        let start = self.starts.get(line).copied().unwrap_or(0);
        start..self.starts.get(line + 1).copied().unwrap_or(start)
    }
}

/// Aligns `text` the way tabwriter does.
fn format_text(text: &str) -> String {
    let trailing_newline = text.ends_with('\n');
    let body = text.strip_suffix('\n').unwrap_or(text);
    if body.is_empty() && !trailing_newline {
        return String::new();
    }
    let table = Cells::new(body);
    let mut widths = Vec::new();
    let mut out = String::with_capacity(text.len() + 64);
    // The width each cell is padded to, at the cell's own place.
    let mut cell_widths = vec![0; table.cells.len()];
    format_block(&table, 0, table.lines(), &mut widths, &mut cell_widths);
    for index in 0..table.lines() {
        let range = table.range(index);
        let last = range.end.saturating_sub(1);
        for at in range {
            let cell = table.cells.get(at).copied().unwrap_or_default();
            out.push_str(cell);
            if at < last {
                let target = cell_widths.get(at).copied().unwrap_or(0);
                for _ in width(cell)..target {
                    out.push(' ');
                }
            }
        }
        if index + 1 < table.lines() || trailing_newline {
            out.push('\n');
        }
    }
    out
}

/// Go's `format`: finds column blocks for column `widths.len()` in lines `start..end` and records
/// each line's column widths.
fn format_block(table: &Cells<'_>, start: usize, end: usize, widths: &mut Vec<usize>, cell_widths: &mut [usize]) {
    let column = widths.len();
    let mut this = start;
    while this < end {
        if column + 1 >= table.range(this).len() {
            record(table, this, widths, cell_widths);
            this += 1;
            continue;
        }
        let block_start = this;
        let mut block_width = 0;
        while this < end {
            let range = table.range(this);
            if column + 1 >= range.len() {
                break;
            }
            let cell = table.cells.get(range.start + column).copied().unwrap_or_default();
            block_width = block_width.max(width(cell) + PADDING);
            this += 1;
        }
        widths.push(block_width);
        format_block(table, block_start, this, widths, cell_widths);
        widths.pop();
    }
}

fn record(table: &Cells<'_>, index: usize, widths: &[usize], cell_widths: &mut [usize]) {
    let range = table.range(index);
    if let Some(row) = cell_widths.get_mut(range) {
        for (slot, width) in row.iter_mut().zip(widths) {
            *slot = *width;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn aligns_blocks_like_go() {
        let mut w = TabWriter::default();
        w.write("Name:\tweb\nNamespace:\tdefault\nContainers:\n  app:\n    Image:\tnginx\n    Restart Count:\t0\n");
        let text = w.finish();
        assert_eq!(
            text,
            "Name:       web\nNamespace:  default\nContainers:\n  app:\n    Image:          nginx\n    Restart Count:  0\n"
        );
    }

    #[test]
    fn nested_columns() {
        let mut w = TabWriter::default();
        w.write("  Type\tReason\tAge\n  ----\t------\t---\n  Normal\tScheduled\t5s\n");
        assert_eq!(w.finish(), "  Type    Reason     Age\n  ----    ------     ---\n  Normal  Scheduled  5s\n");
    }
}
