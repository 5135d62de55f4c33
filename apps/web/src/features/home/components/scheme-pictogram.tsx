import type { SchemePictogram as Kind } from '@portal/shared/basics';

/** Simple drawings of what a scheme is about (UI.md: no copied logos), 48 × 48, in currentColor. */
const PATHS: Record<Kind, string> = {
  // a graduation cap
  training: 'M24 10 4 19l20 9 16-7.2V31h3V19L24 10Zm-11 16v7c0 3 5 6 11 6s11-3 11-6v-7l-11 5-11-5Z',
  // a phone with a signal
  digital:
    'M17 6h14a3 3 0 0 1 3 3v30a3 3 0 0 1-3 3H17a3 3 0 0 1-3-3V9a3 3 0 0 1 3-3Zm0 5v24h14V11H17Zm7 27a2 2 0 1 0 0-.01Z',
  // a learner beside a mentor
  apprentice:
    'M16 8a5 5 0 1 1 0 10 5 5 0 0 1 0-10Zm16 4a4 4 0 1 1 0 8 4 4 0 0 1 0-8ZM6 40v-8c0-5 4-9 10-9s10 4 10 9v8H6Zm22 0v-7c0-3 2-6 4-6 4 0 8 3 8 7v6H28Z',
  // a hammer and a spanner
  tools: 'M9 35 27 17l-3-3 6-6 10 10-6 6-3-3L13 39l-4-4Zm20 0 4-4 8 8-4 4-8-8Z',
  // a house under a tree
  village: 'M8 40V26l10-8 10 8v14h-7v-9h-6v9H8Zm26 0v-9h-3l6-10-4 1 7-12 7 12-4-1 6 10h-3v9h-12Z',
  // a briefcase
  work: 'M18 10h12a2 2 0 0 1 2 2v4h8a2 2 0 0 1 2 2v20a2 2 0 0 1-2 2H8a2 2 0 0 1-2-2V18a2 2 0 0 1 2-2h8v-4a2 2 0 0 1 2-2Zm1 3v3h10v-3H19Z',
  // a rising arrow
  startup: 'M6 38h36v3H6v-3Zm2-6 10-10 7 7 12-12h-6v-3h11v11h-3v-6L25 33l-7-7-8 8-2-2Z',
};

export function SchemePictogram({ kind }: { kind: Kind }) {
  return (
    <svg className="scheme__logo" viewBox="0 0 48 48" aria-hidden="true" focusable="false">
      <path d={PATHS[kind]} fill="currentColor" />
    </svg>
  );
}
