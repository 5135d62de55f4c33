/** Field values the schemas check, without zod: a field shows them before its schema loads. */

/** The longest name a name field takes (its input's maxLength). */
export const NAME_MAX = 50;

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
/** A real calendar date written YYYY-MM-DD, from 1900 on. */
export const isRealDate = (v: string) => {
  if (!ISO_DATE.test(v)) return false;
  const d = new Date(`${v}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === v && v >= '1900-01-01';
};
