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
        for _ in 0..level {
            self.text.push_str("  ");
        }
        self.text.push_str(text);
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

/// Aligns `text` the way tabwriter does.
fn format_text(text: &str) -> String {
    let trailing_newline = text.ends_with('\n');
    let body = text.strip_suffix('\n').unwrap_or(text);
    if body.is_empty() && !trailing_newline {
        return String::new();
    }
    let lines: Vec<Vec<&str>> = body.split('\n').map(|line| line.split('\t').collect()).collect();
    let mut widths = Vec::new();
    let mut out = String::with_capacity(text.len() + 64);
    let mut cell_widths: Vec<Vec<usize>> = lines.iter().map(|cells| vec![0; cells.len()]).collect();
    format_block(&lines, 0, lines.len(), &mut widths, &mut cell_widths);
    for (index, cells) in lines.iter().enumerate() {
        let last = cells.len().saturating_sub(1);
        for (column, cell) in cells.iter().enumerate() {
            out.push_str(cell);
            if column < last {
                let target = cell_widths.get(index).and_then(|w| w.get(column)).copied().unwrap_or(0);
                for _ in width(cell)..target {
                    out.push(' ');
                }
            }
        }
        if index + 1 < lines.len() || trailing_newline {
            out.push('\n');
        }
    }
    out
}

/// Go's `format`: finds column blocks for column `widths.len()` in lines `start..end` and records
/// each line's column widths.
fn format_block(
    lines: &[Vec<&str>],
    start: usize,
    end: usize,
    widths: &mut Vec<usize>,
    cell_widths: &mut [Vec<usize>],
) {
    let column = widths.len();
    let mut this = start;
    while this < end {
        let cells = lines.get(this).map_or(0, Vec::len);
        if column + 1 >= cells {
            record(this, widths, cell_widths);
            this += 1;
            continue;
        }
        let block_start = this;
        let mut block_width = 0;
        while this < end {
            let Some(cells) = lines.get(this) else { break };
            if column + 1 >= cells.len() {
                break;
            }
            block_width = block_width.max(cells.get(column).map_or(0, |c| width(c)) + PADDING);
            this += 1;
        }
        widths.push(block_width);
        format_block(lines, block_start, this, widths, cell_widths);
        widths.pop();
    }
}

fn record(index: usize, widths: &[usize], cell_widths: &mut [Vec<usize>]) {
    if let Some(row) = cell_widths.get_mut(index) {
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
