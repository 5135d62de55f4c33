import { z } from 'zod';

/**
 * The documents notices and courses link to (`/files/<folder>/<name>.pdf`, API.md "Shell, menu,
 * notices, lookups"): the path after `/files/` is the wildcard parameter `*`.
 */
export const documentFileParamsSchema = z.object({ '*': z.string().max(200) });
