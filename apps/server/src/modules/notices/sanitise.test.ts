import { describe, expect, it } from 'vitest';
import { notices } from '../../db/schema';
import { useTestApp } from '../../test/app';

/**
 * Notice HTML is sanitised when served, not only when written: a row that reached the table some other
 * way (an import, an officer tool, a migration) carries a <script> and an onerror here — a test
 * fixture, never demo content.
 */
const HOSTILE = {
  en: '<p>Orientation workshop on <strong>27 March</strong>.<script>alert(1)</script> Bring your code.<img src=x onerror=alert(1)><a href="javascript:alert(1)">link</a></p>',
  mr: '<p>उद्बोधन कार्यशाळा <strong>२७ मार्च</strong>.<script>alert(1)</script><img src=x onerror=alert(1)></p>',
};

describe('notice HTML on read', () => {
  const ctx = useTestApp();

  it('strips scripts, event handlers and javascript: links from a stored notice, keeping its text', async () => {
    await ctx().database.db.insert(notices).values({
      categoryId: 7,
      titleEn: 'Hostile notice',
      titleMr: 'धोकादायक सूचना',
      htmlEn: HOSTILE.en,
      htmlMr: HOSTILE.mr,
      publishedOn: '2099-01-01',
    });
    for (const lang of ['en', 'mr'] as const) {
      const res = await ctx().app.inject({
        url: `/api/ManageNotification/GetNotificationList?RegionID=1&NotificationCategoryID=7&lang=${lang}`,
      });
      const notice = (res.json().Data as { TextContent: string }[])[0];
      expect(notice?.TextContent).toContain('<strong>');
      expect(notice?.TextContent).not.toMatch(/<script|onerror|javascript:/i);
    }
  });
});
