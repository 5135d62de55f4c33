/** The help area's grievance form (filled by issue 11). */
export function GrievanceSection() {
  return null;
}
