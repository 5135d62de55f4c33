import type { AdmissionLetter, ConsoleLetter, VerifiedLetter } from '@portal/shared';
import type { LetterRow } from './repo';

/** The verify page's path of a letter's public code: the QR code opens `<origin>` followed by it. */
export const verifyPath = (code: string) => `/verify-letter/${encodeURIComponent(code)}`;

/** `Rahul Shankar Patil` → `R**** S****** P****`: each word's first letter, the rest masked. */
export function maskName(name: string): string {
  return name
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .map((word) => {
      const letters = [...word];
      return `${letters[0] ?? ''}${'*'.repeat(Math.max(letters.length - 1, 1))}`;
    })
    .join(' ');
}

/** What the letter says, as its candidate sees it. */
export function letterView(row: LetterRow): AdmissionLetter {
  const d = row.data;
  return {
    LetterID: row.id,
    ReferenceNo: row.referenceNo,
    ProfileID: d.profileId,
    NameEn: d.nameEn,
    NameMr: d.nameMr,
    AcademicYear: d.academicYear,
    InstituteCode: d.instituteCode,
    InstituteName: d.instituteName,
    District: { en: d.districtEn, mr: d.districtMr },
    CourseCode: d.courseCode,
    CourseName: d.courseName,
    Duration: { en: d.durationEn, mr: d.durationMr },
    IssuedAt: row.issuedAt.toISOString(),
    Status: row.revokedAt ? 'revoked' : 'valid',
    RevokedAt: row.revokedAt?.toISOString() ?? null,
  };
}

/** The console's view: the letter and why it was revoked. */
export const consoleLetterView = (row: LetterRow): ConsoleLetter => ({
  ...letterView(row),
  RevokedReason: row.revokedReason,
});

/** What anyone holding the code learns: no profile ID, the name masked. */
export function verifiedView(row: LetterRow): VerifiedLetter {
  const letter = letterView(row);
  return {
    ReferenceNo: letter.ReferenceNo,
    MaskedName: maskName(letter.NameEn),
    AcademicYear: letter.AcademicYear,
    InstituteName: letter.InstituteName,
    District: letter.District,
    CourseName: letter.CourseName,
    IssuedAt: letter.IssuedAt,
    Status: letter.Status,
    RevokedAt: letter.RevokedAt,
  };
}
