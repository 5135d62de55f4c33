/** ABO / Rh blood groups. The name is the same in English and Marathi forms. */
export type BloodGroup = { id: number; name: string };

export const bloodGroups = [
  { id: 1, name: 'A+' },
  { id: 2, name: 'A-' },
  { id: 3, name: 'B+' },
  { id: 4, name: 'B-' },
  { id: 5, name: 'AB+' },
  { id: 6, name: 'AB-' },
  { id: 7, name: 'O+' },
  { id: 8, name: 'O-' },
] as const satisfies readonly BloodGroup[];
