/**
 * City / village names per taluka, derived from India Post office names (see ../data/SOURCES.md,
 * "Cities and villages"): "Kalamb S.O (Pune)" -> "Kalamb", "Wadgaon BK B.O" -> "Wadgaon Bk".
 * Pure: no I/O.
 */
export type PincodeOffices = {
  pincode: string;
  districtLgdCode: number;
  talukaLgdCode: number | null;
  offices: string[];
};

export type CityRow = { talukaLgdCode: number; name: string; pincode: string };

/** Office-type suffixes: branch, extra-departmental branch, sub, head and general post office. */
const OFFICE_SUFFIX = /\s*(?:G\.?P\.?O\.?|E?B\.O|[SH]\.O|\bSO|\bBO|B\.\.)$/;
const PARENTHESISED = /\([^()]*\)/g;

export function placeName(office: string): string {
  let name = office;
  // Innermost first, so "Tala S.O (Raigarh(MH))" loses the whole qualifier.
  for (let before = ''; before !== name; ) {
    before = name;
    name = name.replace(PARENTHESISED, ' ');
  }
  name = name
    .replace(/[()]/g, ' ')
    .replace(/,(?=\S)/g, ', ')
    .replace(/\s+/g, ' ')
    .trim();
  for (let before = ''; before !== name; ) {
    before = name;
    // A trailing dot goes ("Shrirampur."), except after an initial ("Thane R.S.").
    name = name
      .replace(OFFICE_SUFFIX, '')
      .replace(/[\s,-]+$/, '')
      .replace(/([A-Za-z]{2})\.$/, '$1');
  }
  return titleCase(name);
}

function titleCase(name: string): string {
  const shouting = name === name.toUpperCase();
  const part = (word: string): string => {
    // Keep initials ("R.S.", "M.I.D.C.") and, in a normally cased name, acronyms ("MIDC", "P&T");
    // Bk / Kh / Kd / Khd (Budruk / Khurd) are parts of village names, not acronyms.
    if (/^(?:[A-Z]\.)+[A-Z]?$/.test(word)) return word;
    if (!shouting && /^[A-Z&]{2,5}$/.test(word) && !/^(?:BK|KH|KD|KHD)$/.test(word)) return word;
    const base = word === word.toUpperCase() ? word.toLowerCase() : word;
    return base.replace(/(^|[./,])([a-z])/g, (_, sep: string, c: string) => sep + c.toUpperCase());
  };
  return name
    .split(' ')
    .map((word) => word.split('-').map(part).join('-'))
    .join(' ');
}

/**
 * One row per distinct place name in each taluka, keeping the first pincode (input order) that
 * names it. Pincodes without a taluka are skipped.
 */
export function citiesFromPincodes(pincodes: PincodeOffices[]): CityRow[] {
  const seen = new Set<string>();
  const rows: CityRow[] = [];
  for (const { pincode, talukaLgdCode, offices } of pincodes) {
    if (talukaLgdCode === null) continue;
    for (const office of offices) {
      const name = placeName(office);
      const key = `${talukaLgdCode}|${name.toLowerCase()}`;
      if (!name || seen.has(key)) continue;
      seen.add(key);
      rows.push({ talukaLgdCode, name, pincode });
    }
  }
  return rows;
}
