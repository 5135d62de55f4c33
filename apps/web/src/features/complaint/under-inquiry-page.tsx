/** Filled by issue 11. */
export default function UnderInquiryPage() {
  return null;
}
