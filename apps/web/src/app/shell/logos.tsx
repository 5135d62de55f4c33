/** Original simple marks (UI.md: no copied emblems): a state seal and the board's mark. */
export function StateMark() {
  return (
    <svg className="logo" viewBox="0 0 64 64" aria-hidden="true" focusable="false">
      <circle cx="32" cy="32" r="30" fill="#fff" stroke="#b8860b" strokeWidth="3" />
      <circle cx="32" cy="32" r="10" fill="none" stroke="#12355b" strokeWidth="3" />
      {Array.from({ length: 12 }, (_, i) => i * 30).map((angle) => (
        <line
          key={angle}
          x1="32"
          y1="32"
          x2="32"
          y2="12"
          stroke="#12355b"
          strokeWidth="2"
          transform={`rotate(${angle} 32 32)`}
        />
      ))}
    </svg>
  );
}

/** The board's mark: a gear (skill) around an open book (education) — an original drawing, not a letter. */
export function BoardMark() {
  const teeth = Array.from({ length: 10 }, (_, i) => i * 36);
  return (
    <svg className="logo" viewBox="0 0 64 64" aria-hidden="true" focusable="false">
      <circle cx="32" cy="32" r="30" fill="#ffbf47" />
      {teeth.map((angle) => (
        <rect
          key={angle}
          x="28"
          y="5"
          width="8"
          height="9"
          rx="1.5"
          fill="#12355b"
          transform={`rotate(${angle} 32 32)`}
        />
      ))}
      <circle cx="32" cy="32" r="19" fill="#12355b" />
      <circle cx="32" cy="32" r="15" fill="#fff" />
      <path d="M20 26c4-2 8-2 12 1v14c-4-3-8-3-12-1Zm24 0c-4-2-8-2-12 1v14c4-3 8-3 12-1Z" fill="#12355b" />
    </svg>
  );
}
