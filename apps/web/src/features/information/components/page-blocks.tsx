import type { PageBlock } from '@portal/shared';
import { ExternalLink } from './external-link';
import { LinksCarousel } from './links-carousel';
import './page-blocks.css';

/**
 * An information page's content. Blocks are plain text rendered as React text nodes, so nothing the
 * board types can inject markup or script; only http(s) links (checked by the shared schema) become links.
 */
export function PageBlocks({
  blocks,
  title,
  linksAs = 'list',
}: {
  blocks: PageBlock[];
  title: string;
  /** Links as a plain list, or as cards in a carousel (Employee Development). */
  linksAs?: 'list' | 'carousel';
}) {
  let heading = title;
  return (
    <div className="page-blocks">
      {blocks.map((block, index) => {
        const key = `${block.type}-${index}`;
        switch (block.type) {
          case 'p':
            return <p key={key}>{block.text}</p>;
          case 'h2':
            heading = block.text;
            return <h2 key={key}>{block.text}</h2>;
          case 'ul':
            return (
              <ul key={key}>
                {block.items.map((item, i) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: items are plain text and may repeat
                  <li key={i}>{item}</li>
                ))}
              </ul>
            );
          case 'table':
            return <PageTable key={key} label={heading} head={block.head} rows={block.rows} />;
          case 'links':
            if (linksAs === 'carousel') return <LinksCarousel key={key} items={block.items} label={heading} />;
            return (
              <ul key={key} className="page-blocks__links">
                {block.items.map((item) => (
                  <li key={item.url}>
                    <ExternalLink href={item.url}>{item.text}</ExternalLink>
                  </li>
                ))}
              </ul>
            );
          default:
            return null;
        }
      })}
    </div>
  );
}

const PHONE = /^\+?\d[\d ]{7,15}\d$/;
const EMAIL = /^[^\s@]+@[^\s@]+\.[a-z]{2,}$/i;

/** A phone number or e-mail address in a table is a link a phone can call or write to. */
function CellText({ text }: { text: string }) {
  if (PHONE.test(text)) return <a href={`tel:${text.replaceAll(' ', '')}`}>{text}</a>;
  if (EMAIL.test(text)) return <a href={`mailto:${text}`}>{text}</a>;
  return text;
}

/** A table that scrolls sideways on phones inside a labelled, focusable region (UI guide). */
function PageTable({ label, head, rows }: { label: string; head: string[]; rows: string[][] }) {
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard to scroll it
    <section className="page-blocks__table" aria-label={label} tabIndex={0}>
      <table>
        <thead>
          <tr>
            {head.map((cell, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: column position is the identity
              <th key={i} scope="col">
                {cell}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, r) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: row position is the identity
            <tr key={r}>
              {row.map((cell, c) =>
                c === 0 ? (
                  // biome-ignore lint/suspicious/noArrayIndexKey: column position is the identity
                  <th key={c} scope="row">
                    {cell}
                  </th>
                ) : (
                  // biome-ignore lint/suspicious/noArrayIndexKey: column position is the identity
                  <td key={c}>
                    <CellText text={cell} />
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
