import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearAllDrafts, clearDraft, draftKey, readDraft, writeDraft } from './drafts';

/**
 * Browser drafts of unsaved forms (issue 10 item 12, issue 17 "Tests that catch what they claim"):
 * one entry per user and form, dropped after a week, every one of them gone at sign-out, nothing
 * else in the browser's storage touched.
 */
const WEEK_MS = 7 * 24 * 60 * 60 * 1000;

afterEach(() => {
  localStorage.clear();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('drafts', () => {
  it('keeps one entry per user and form', () => {
    writeDraft(draftKey(7, 'bank'), { AccountHolderName: 'ASHA' });
    writeDraft(draftKey(8, 'bank'), { AccountHolderName: 'VIKAS' });
    expect(readDraft(draftKey(7, 'bank'))?.values).toEqual({ AccountHolderName: 'ASHA' });
    expect(readDraft(draftKey(8, 'bank'))?.values).toEqual({ AccountHolderName: 'VIKAS' });
    expect(readDraft(draftKey(7, 'parent'))).toBeNull();
    clearDraft(draftKey(7, 'bank'));
    expect(readDraft(draftKey(7, 'bank'))).toBeNull();
    expect(readDraft(draftKey(8, 'bank'))).not.toBeNull();
  });

  it('keeps a draft for a week and drops it after (both sides of the limit)', () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-12-31T19:00:00Z') });
    const key = draftKey(7, 'address');
    writeDraft(key, { Pincode: '411001' });
    vi.setSystemTime(Date.now() + WEEK_MS);
    expect(readDraft(key)?.values).toEqual({ Pincode: '411001' });
    vi.setSystemTime(Date.now() + 1);
    expect(readDraft(key)).toBeNull();
    expect(localStorage.getItem(key)).toBeNull();
  });

  it('drops an entry it cannot read', () => {
    localStorage.setItem(draftKey(7, 'bank'), '{not json');
    localStorage.setItem(draftKey(7, 'parent'), JSON.stringify({ values: {} }));
    expect(readDraft(draftKey(7, 'bank'))).toBeNull();
    expect(readDraft(draftKey(7, 'parent'))).toBeNull();
    expect(localStorage.length).toBe(0);
  });

  it("clears every user's drafts at sign-out, and nothing else", () => {
    writeDraft(draftKey(7, 'bank'), { AccountHolderName: 'ASHA' });
    writeDraft(draftKey(8, 'qualification-entry'), { Board: 'MSBSHSE' });
    localStorage.setItem('language', 'mr');
    localStorage.setItem('theme', 'dark');
    clearAllDrafts();
    expect(Object.keys(localStorage).sort()).toEqual(['language', 'theme']);
  });

  it('a full or disabled storage does not break the form', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    expect(() => writeDraft(draftKey(7, 'bank'), { AccountHolderName: 'ASHA' })).not.toThrow();
    expect(readDraft(draftKey(7, 'bank'))).toBeNull();
  });
});
