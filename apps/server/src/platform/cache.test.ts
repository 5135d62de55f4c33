import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { useTestApp } from '../test/app';
import { newReadCache, READ_CACHE_MAX, sendPublicJson } from './cache';

/** The public read cache stays bounded whatever ids anonymous clients send (issue 7 item 2). */
describe('public read cache', () => {
  const ctx = useTestApp();

  it('does not keep answers for parents that do not exist', async () => {
    const { app } = ctx();
    const readCacheSize = () => app.readCache.size;
    const before = readCacheSize();
    const parents = ['GetMasterDistrict?StateID', 'GetMasterTaluka?DistrictID', 'GetMasterCity?TalukaID'];
    for (let id = 100_000; id < 100_300; id++) {
      const response = await app.inject({
        url: `/Base/${parents[id % 3]}=${id}`,
        remoteAddress: `10.5.${id % 200}.1`,
      });
      expect(response.statusCode).toBe(200);
    }
    expect(readCacheSize()).toBe(before);
    // real parents are cached: a state's districts, a district's talukas, a taluka's cities
    const first = async (url: string) => (await app.inject({ url })).json().Data[0].Value;
    const district = await first('/Base/GetMasterDistrict?StateID=27&lang=mr');
    const taluka = await first(`/Base/GetMasterTaluka?DistrictID=${district}&lang=mr`);
    await app.inject({ url: `/Base/GetMasterCity?TalukaID=${taluka}&lang=mr` });
    expect(readCacheSize()).toBe(before + 3);
  });

  it(`keeps at most ${READ_CACHE_MAX} answers, dropping the least recently used`, async () => {
    const app = Fastify();
    app.decorate('readCache', newReadCache());
    app.get('/n/:n', (request, reply) =>
      sendPublicJson(
        request,
        reply,
        `pages:${(request.params as { n: string }).n}`,
        z.object({ n: z.string() }),
        async () => ({
          n: (request.params as { n: string }).n,
        }),
      ),
    );
    // more distinct keys than it keeps, as made-up ids × languages would give
    for (let n = 0; n < READ_CACHE_MAX + 100; n++) await app.inject({ url: `/n/${n}` });
    expect(app.readCache.size).toBe(READ_CACHE_MAX);
    await app.close();
  });
});
