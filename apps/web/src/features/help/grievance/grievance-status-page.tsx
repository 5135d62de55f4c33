/** Filled by issue 11. */
export default function GrievanceStatusPage() {
  return null;
}
