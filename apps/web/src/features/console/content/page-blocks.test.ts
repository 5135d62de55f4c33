import type { PageBlock } from '@portal/shared';
import { describe, expect, it } from 'vitest';
import { blockOf, blockText } from './page-blocks';

describe("an information page's part as the text of one box", () => {
  const blocks: PageBlock[] = [
    { type: 'h2', text: 'Our vision' },
    { type: 'p', text: 'A skilled Maharashtra.' },
    { type: 'ul', items: ['Courses', 'Examinations'] },
    {
      type: 'table',
      head: ['Region', 'Institutes'],
      rows: [
        ['Konkan', '53'],
        ['Pune', '233'],
      ],
    },
    { type: 'links', items: [{ text: 'Skill India | portal', url: 'https://www.skillindia.gov.in' }] },
  ];

  it.each(blocks.map((block) => [block.type, block] as const))(
    '%s goes to text and comes back the same',
    (_type, block) => {
      expect(blockOf(block.type, blockText(block))).toEqual(block);
    },
  );

  it('drops empty lines and trims each item', () => {
    expect(blockOf('ul', '  Courses \n\n Examinations\n')).toEqual({ type: 'ul', items: ['Courses', 'Examinations'] });
    expect(blockOf('table', 'A | B\n\n1 |2')).toEqual({ type: 'table', head: ['A', 'B'], rows: [['1', '2']] });
  });
});
