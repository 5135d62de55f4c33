/** Filled by issue 11. */
export default function ComplaintStatusPage() {
  return null;
}
