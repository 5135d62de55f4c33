/**
 * A reviewed item's name as people read it: the field's name with spaces (`FatherName` → "Father
 * Name"); a list entry (`qualification.12`) is "Entry"; a document of an entry, its field's name.
 */
export function fieldLabel(field: string, entry: string): string {
  const parts = field.split('.');
  const last = parts.at(-1) ?? field;
  if (/^\d+$/.test(last)) return entry;
  return last
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
    .replace(/ID$/, '');
}
