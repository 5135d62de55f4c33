import { z } from 'zod';
import { LANGUAGES, REGION_ID } from '../constants';

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
