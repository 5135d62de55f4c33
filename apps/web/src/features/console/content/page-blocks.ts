import type { PageBlock } from '@portal/shared';

/**
 * An information page's block as the text of one box and back: a paragraph or heading is its text;
 * a list one item a line; a table one row a line (the head first), cells split by |; links one a
 * line, `text | address`.
 */
export function blockText(block: PageBlock): string {
  switch (block.type) {
    case 'p':
    case 'h2':
      return block.text;
    case 'ul':
      return block.items.join('\n');
    case 'table':
      return [block.head, ...block.rows].map((row) => row.join(' | ')).join('\n');
    case 'links':
      return block.items.map((item) => `${item.text} | ${item.url}`).join('\n');
  }
}

const lines = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '');
const cells = (line: string) => line.split('|').map((cell) => cell.trim());

/** The block of type `type` that `text` describes (blockText's inverse). */
export function blockOf(type: PageBlock['type'], text: string): PageBlock {
  switch (type) {
    case 'p':
    case 'h2':
      return { type, text };
    case 'ul':
      return { type, items: lines(text) };
    case 'table': {
      const [head = [], ...rows] = lines(text).map(cells);
      return { type, head, rows };
    }
    case 'links':
      return {
        type,
        items: lines(text).map((line) => {
          const at = line.lastIndexOf('|');
          return { text: line.slice(0, Math.max(0, at)).trim(), url: line.slice(at + 1).trim() };
        }),
      };
  }
}
