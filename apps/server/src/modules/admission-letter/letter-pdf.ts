import { formatDate, todayInIndia } from '@portal/shared';
import type { LetterData } from '../../db/admission-letters';
import { BOARD, renderPdf } from '../../platform/pdf';

/**
 * The admission letter as a bilingual A4 PDF (issue 21 item 5, decision 065): the board's header, the
 * letter's title, reference number and date, a table of what it certifies (labels in Marathi and
 * English; the name in Devanagari and Latin), a sentence in each language, and a QR code of the public
 * verify address. Made on request from the letter's fixed snapshot; never stored. Import it lazily:
 * pdfmake and the fonts load on the first letter made.
 */

export type LetterPdfInput = {
  data: LetterData;
  referenceNo: string;
  issuedAt: Date;
  /** The absolute verify address the QR code carries. */
  verifyUrl: string;
  revoked: boolean;
};

const TITLE = { en: 'Admission Letter', mr: 'प्रवेश निश्चिती पत्र' };

const label = (mr: string, en: string) => ({
  stack: [
    { text: mr, bold: true },
    { text: en, fontSize: 9, color: '#444444' },
  ],
});

export function renderLetterPdf(input: LetterPdfInput): Promise<Buffer> {
  const { data } = input;
  const day = todayInIndia(input.issuedAt);
  const dateMr = formatDate(day, 'mr');
  const dateEn = formatDate(day, 'en');
  const rows: [unknown, unknown][] = [
    [label('संदर्भ क्रमांक', 'Reference number'), { text: input.referenceNo, bold: true }],
    [label('दिनांक', 'Date of issue'), `${dateMr} / ${dateEn}`],
    [
      label('उमेदवाराचे नाव', 'Name of the candidate'),
      {
        stack: [
          { text: data.nameMr, bold: true },
          { text: data.nameEn, bold: true },
        ],
      },
    ],
    [label('प्रोफाइल आयडी', 'Profile ID'), data.profileId],
    [
      label('संस्था', 'Institute'),
      {
        stack: [
          `${data.instituteName} (${data.instituteCode})`,
          { text: data.instituteAddress, fontSize: 9 },
          { text: `${data.districtMr} / ${data.districtEn}`, fontSize: 9 },
        ],
      },
    ],
    [label('अभ्यासक्रम', 'Course'), `${data.courseName} (${data.courseCode})`],
    [label('कालावधी', 'Duration'), `${data.durationMr} / ${data.durationEn}`],
    [label('शैक्षणिक वर्ष', 'Academic year'), data.academicYear],
  ];
  return renderPdf({
    title: `${TITLE.en} ${input.referenceNo} / ${TITLE.mr}`,
    pageMargins: [48, 40, 48, 48],
    content: [
      { text: BOARD.mr, style: 'boardMr', alignment: 'center' },
      { text: BOARD.en, style: 'boardEn', alignment: 'center' },
      {
        canvas: [{ type: 'line', x1: 0, y1: 4, x2: 499, y2: 4, lineWidth: 1.2, lineColor: '#1f3a60' }],
        margin: [0, 4, 0, 12],
      },
      { text: `${TITLE.mr} / ${TITLE.en}`, style: 'letterTitle', alignment: 'center' },
      ...(input.revoked ? [{ text: 'रद्द केले / REVOKED', style: 'revoked', alignment: 'center' }] : []),
      {
        table: { widths: [150, '*'], body: rows },
        layout: 'lightHorizontalLines',
        margin: [0, 8, 0, 14],
      },
      {
        text: `प्रमाणित करण्यात येते की ${data.nameMr} (प्रोफाइल आयडी ${data.profileId}) यांना शैक्षणिक वर्ष ${data.academicYear} साठी ${data.instituteName} येथे ${data.courseName} या अभ्यासक्रमासाठी प्रवेश निश्चित करण्यात आला आहे.`,
        margin: [0, 0, 0, 6],
      },
      {
        text: `This is to certify that ${data.nameEn} (profile ID ${data.profileId}) has been admitted to the course ${data.courseName} at ${data.instituteName} for the academic year ${data.academicYear}.`,
        margin: [0, 0, 0, 16],
      },
      {
        columns: [
          {
            width: '*',
            stack: [
              { text: 'या पत्राची सत्यता तपासण्यासाठी QR कोड स्कॅन करा किंवा हा पत्ता उघडा:', fontSize: 9 },
              { text: 'To check this letter, scan the QR code or open:', fontSize: 9 },
              { text: input.verifyUrl, fontSize: 9, color: '#1f3a60', margin: [0, 4, 0, 0] },
            ],
          },
          { width: 130, qr: input.verifyUrl, fit: 130, eccLevel: 'M' },
        ],
        columnGap: 16,
      },
      {
        text: 'हे पत्र संगणकाद्वारे तयार केले आहे; त्यावर स्वाक्षरीची आवश्यकता नाही. / This letter is generated electronically and needs no signature.',
        fontSize: 8,
        color: '#555555',
        margin: [0, 20, 0, 0],
      },
    ],
    styles: {
      boardMr: { fontSize: 14, bold: true, color: '#1f3a60' },
      boardEn: { fontSize: 10, bold: true, color: '#1f3a60' },
      letterTitle: { fontSize: 16, bold: true, margin: [0, 0, 0, 4] },
      revoked: { fontSize: 14, bold: true, color: '#8a1c1c' },
    },
  });
}
