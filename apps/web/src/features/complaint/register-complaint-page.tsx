/** Filled by issue 11. */
export default function RegisterComplaintPage() {
  return null;
}
