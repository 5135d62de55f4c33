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

export function BoardMark() {
  return (
    <svg className="logo" viewBox="0 0 64 64" aria-hidden="true" focusable="false">
      <rect x="2" y="2" width="60" height="60" rx="10" fill="#ffbf47" />
      <path d="M14 46V20l18 16 18-16v26" fill="none" stroke="#12355b" strokeWidth="6" strokeLinejoin="round" />
    </svg>
  );
}
