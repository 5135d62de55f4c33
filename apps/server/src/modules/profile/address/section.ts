import { addressSchemas, profileApi } from '@portal/shared';
import type { z } from 'zod';
import { checkPlaces } from '../../../platform/places';
import type { OneRecordSection } from '../section';

/**
 * The address step (API.md "Profile" address; spec part 2 §3–§5): the shared schema's rules, then the
 * places checked against the reference geography; with the same-as-permanent answer the stored
 * correspondence block is the schema's copy of the permanent one.
 */
export const addressSection = {
  name: 'address',
  api: profileApi.address,
  schemas: addressSchemas,
  savedMessage: 'address.saved',
  check: (db, record) => checkPlaces(db, record, record.IsCAddressSameAsPAddress === 1 ? ['P'] : ['P', 'C']),
} satisfies OneRecordSection<z.ZodObject, typeof addressSchemas>;
