/**
 * A notice's TextContent, which may hold formatting and links. This is the only place the web app
 * renders HTML from the server, and it is safe to: the server runs it through an allow-list
 * sanitiser (no scripts, event handlers, styles or javascript: URLs) when a notice is written and
 * again when it is read (apps/server/src/platform/html.ts).
 */
export function NoticeText({ html }: { html: string }) {
  // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by the server on write and on read (see above)
  return <div className="notice__text" dangerouslySetInnerHTML={{ __html: html }} />;
}
