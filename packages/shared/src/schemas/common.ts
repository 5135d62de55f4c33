import { z } from 'zod';
import { LANGUAGES, LIMITS, REGION_ID } from '../constants';

/** Pieces every API schema uses. */

export const langQuery = z.enum(LANGUAGES, { message: 'common.invalidLang' }).default('en');
export const regionIdQuery = z.coerce
  .number()
  .refine((v) => v === REGION_ID, { message: 'common.invalidInput' })
  .default(REGION_ID);

export const errorResponseSchema = z.object({
  Status: z.literal('Error'),
  Message: z.string(),
  MessageKey: z.string(),
  errors: z.array(z.object({ field: z.string(), message: z.string(), key: z.string() })).optional(),
});
export type ErrorResponse = z.infer<typeof errorResponseSchema>;

export const successEnvelope = <T extends z.ZodType>(data: T) =>
  z.object({ Status: z.literal('Success'), Data: data, Message: z.string().optional() });

/** `{Value, Text, Group}` items of the Base/GetMaster* lookups. */
export const masterItemSchema = z.object({
  Value: z.number(),
  Text: z.string(),
  Group: z.number().nullable(),
});
export type MasterItem = z.infer<typeof masterItemSchema>;
export const masterListResponseSchema = z.object({
  Status: z.literal('Success'),
  Data: z.array(masterItemSchema),
  Message: z.string(),
});

/** Paging of every paged list (API.md): page ≥ 1, pageSize 1–100, default 20; anything else is 400. */
export const pagingQuery = {
  page: z.coerce
    .number({ message: 'common.invalidPage' })
    .int({ message: 'common.invalidPage' })
    .min(1, { message: 'common.invalidPage' })
    .default(1),
  pageSize: z.coerce
    .number({ message: 'common.invalidPageSize' })
    .int({ message: 'common.invalidPageSize' })
    .min(1, { message: 'common.invalidPageSize' })
    .max(LIMITS.pageSizeMax, { message: 'common.invalidPageSize' })
    .default(LIMITS.pageSizeDefault),
};
