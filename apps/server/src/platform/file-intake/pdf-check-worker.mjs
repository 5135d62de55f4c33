// A thread of content.ts's PDF-check pool (piscina). The worker loads TypeScript through tsx, as the
// server does (Node 20 workers ignore `--import tsx`); then only pdf-check.ts, pdf-rebuild.ts and pdf-lib.
import { register } from 'tsx/esm/api';

register();
const { cleanPdf } = await import('./pdf-check.ts');

/** One check: first say it started (its time limit counts from here, not from the queue). */
export default function check({ content, started }) {
  started.postMessage('started');
  return cleanPdf(content);
}
