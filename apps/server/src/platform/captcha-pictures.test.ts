import { CAPTCHA_KINDS, type CaptchaKind } from '@portal/shared';
import sharp from 'sharp';
import { afterEach, describe, expect, it } from 'vitest';
import { ALPHABETS, CaptchaStock, drawCaptcha, newAnswer, type Picture } from './captcha-pictures';

/**
 * Pictures made ahead (decision 076): bounded, per kind, drawn when the kind is quiet (20 ms here) and
 * the process idle, each handed out once, none after close.
 */
const QUIET_MS = 20;
const stocks: CaptchaStock[] = [];
const stockOf = (size: number) => {
  const stock = new CaptchaStock(size, QUIET_MS);
  stocks.push(stock);
  return stock;
};
afterEach(() => {
  for (const stock of stocks.splice(0)) stock.close();
});
/** Long enough for several pictures to be drawn (about 8 ms each). */
const drawingTime = () => new Promise((resolve) => setTimeout(resolve, 300));

const expectPicture = async (picture: Picture | undefined, kind: CaptchaKind) => {
  const { length, width, height } = CAPTCHA_KINDS[kind];
  expect(picture?.answer).toHaveLength(length);
  for (const char of picture?.answer ?? '') expect(ALPHABETS[kind]).toContain(char);
  expect(await sharp(picture?.png).metadata()).toMatchObject({ format: 'png', width, height });
};

describe('captcha pictures', () => {
  it.each(['login', 'registration'] as const)('a new %s answer drawn', async (kind) => {
    const answer = newAnswer(kind);
    await expectPicture({ answer, png: await drawCaptcha(kind, answer) }, kind);
  });

  it('with a stock of 0 none is drawn ahead', async () => {
    const stock = stockOf(0);
    expect(stock.take('login')).toBeUndefined();
    await drawingTime();
    expect(stock.count('login')).toBe(0);
  });

  it('fills a kind to its size once that kind is first asked for, never beyond, and not the other kind', async () => {
    const stock = stockOf(3);
    expect(stock.take('login')).toBeUndefined();
    await expect.poll(() => stock.count('login')).toBe(3);
    await drawingTime();
    expect(stock.count('login')).toBe(3);
    expect(stock.count('registration')).toBe(0);
  });

  it('draws nothing while the kind is being asked for, and fills once it is quiet', async () => {
    const stock = stockOf(3);
    for (let i = 0; i < 20; i += 1) {
      expect(stock.take('login')).toBeUndefined();
      await new Promise((resolve) => setTimeout(resolve, QUIET_MS / 4));
    }
    expect(stock.count('login')).toBe(0);
    await expect.poll(() => stock.count('login')).toBe(3);
  });

  it('draws nothing while the process is busy with other work, and fills once it is idle', async () => {
    const stock = stockOf(3);
    expect(stock.take('login')).toBeUndefined();
    // other requests: the event loop runs 10 ms of every 11 for 400 ms, 20 quiet periods of the kind
    const until = performance.now() + 400;
    while (performance.now() < until) {
      const chunk = performance.now() + 10;
      while (performance.now() < chunk) {
        // busy, as a burst of requests keeps it
      }
      await new Promise((resolve) => setTimeout(resolve, 1));
    }
    expect(stock.count('login')).toBe(0);
    await expect.poll(() => stock.count('login')).toBe(3);
  });

  it('hands each picture out once, and refills', async () => {
    const stock = stockOf(3);
    stock.take('registration');
    await expect.poll(() => stock.count('registration')).toBe(3);
    const taken = [stock.take('registration'), stock.take('registration'), stock.take('registration')];
    expect(stock.take('registration')).toBeUndefined();
    expect(new Set(taken).size).toBe(3);
    expect(new Set(taken.map((p) => p?.png)).size).toBe(3);
    for (const picture of taken) await expectPicture(picture, 'registration');
    await expect.poll(() => stock.count('registration')).toBe(3);
  });

  it('after close draws nothing ahead and keeps nothing', async () => {
    const stock = stockOf(3);
    stock.take('login');
    await expect.poll(() => stock.count('login')).toBeGreaterThan(0);
    stock.close();
    expect(stock.count('login')).toBe(0);
    expect(stock.take('login')).toBeUndefined();
    await drawingTime();
    expect(stock.count('login')).toBe(0);
  });
});
