/**
 * Where a sign-in returns to: the path the sign-in page was sent from (route state, so anything),
 * only if it is a path of this site (never another origin: `//host`, `/\host`) under `within`.
 */
export function returnPath(from: unknown, within = '/'): string | undefined {
  return typeof from === 'string' && /^\/(?![/\\])/.test(from) && from.startsWith(within) ? from : undefined;
}
