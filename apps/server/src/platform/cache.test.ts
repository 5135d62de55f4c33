import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { useTestApp } from '../test/app';
import { READ_CACHE_MAX, readCacheSize, sendPublicJson } from './cache';

/** The public read cache stays bounded whatever ids anonymous clients send (issue 7 item 2). */
describe('public read cache', () => {
  const ctx = useTestApp();

  it('does not keep answers for parents that do not exist', async () => {
    const { app } = ctx();
    const before = readCacheSize();
    for (let id = 100_000; id < 102_000; id++) {
      const response = await app.inject({
        url: `/Base/GetMasterDistrict?StateID=${id}`,
        remoteAddress: `10.5.${id % 200}.1`,
      });
      expect(response.json().Data).toEqual([]);
    }
    expect(readCacheSize()).toBe(before);
    // a real parent is cached
    await app.inject({ url: '/Base/GetMasterDistrict?StateID=27&lang=mr' });
    expect(readCacheSize()).toBe(before + 1);
  });

  it(`keeps at most ${READ_CACHE_MAX} answers, dropping the least recently used`, async () => {
    const app = Fastify();
    app.get('/n/:n', (request, reply) =>
      sendPublicJson(
        request,
        reply,
        `test:${(request.params as { n: string }).n}`,
        z.object({ n: z.string() }),
        async () => ({
          n: (request.params as { n: string }).n,
        }),
      ),
    );
    for (let n = 0; n < READ_CACHE_MAX + 500; n++) await app.inject({ url: `/n/${n}` });
    expect(readCacheSize()).toBe(READ_CACHE_MAX);
    await app.close();
  });
});
