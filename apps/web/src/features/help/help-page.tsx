/** Filled by issue 11. */
export default function HelpPage() {
  return null;
}
