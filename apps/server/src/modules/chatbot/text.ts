import { asciiDigits } from '@portal/shared';
import sanitizeHtml from 'sanitize-html';

/**
 * Text handling for the chatbot's MiniSearch indexes, the same for documents and questions:
 * NFC, lower case, Devanagari digits as Western ones, words split on anything that is not a letter,
 * a combining mark or a digit (so Devanagari vowel signs and the virama stay inside their word, which
 * `\W` would break), a small stop-word list per language, and a light stemmer: English plurals, and
 * the case endings and postpositions Marathi writes onto a word (पुण्यातील, संस्थांची → पुण, संस्थ).
 */

const DEVANAGARI = /[\u0900-\u097F]/;

export function normalise(text: string): string {
  // Joiners shape conjuncts (र्‍य); they are not word breaks.
  return asciiDigits(
    text
      .normalize('NFC')
      .toLowerCase()
      .replace(/[\u200c\u200d]/g, ''),
  );
}

/** Words of a text, normalised; nothing is dropped here. */
export function words(text: string): string[] {
  return normalise(text)
    .split(/[^\p{L}\p{M}\p{N}]+/u)
    .filter((w) => w.length > 0);
}

const STOP_EN = new Set(
  `a an the is are am was were be been do does did i me my we our you your it its of in on at to for from by
  with and or not no what which who whom how where when why can could should would will shall may there this
  that these those please tell about any some have has had get got want need know give show me let us all much
  many if so than then into out up also just very here`.split(/\s+/),
);
const STOP_MR = new Set(
  `आहे आहेत होते होता होती का की कसा कसे कशी कसं काय कोणते कोणती कोणता कोणत्या कुठे केव्हा कधी मी मला माझा माझे
  माझी माझ्या आम्ही आम्हाला आपण आपले आपला आपली आपल्या तुम्ही तुमचा तुमचे तुमची व आणि किंवा हा ही हे तो ती ते या
  त्या ची चा चे ला ना मध्ये साठी करू करावे करावा करावी करता करतात येईल येते शकतो शकते शकेन सांगा द्या कृपया बद्दल
  विषयी बाबत असलेल्या असलेले असलेली असलेला आहेत काही सर्व कोण`.split(/\s+/),
);

/** Endings written onto Marathi words, longest first. */
const MR_SUFFIXES = [
  'ांमध्ये',
  'ाविषयी',
  'ांच्या',
  'ामध्ये',
  'ासाठी',
  'मधील',
  'मध्ये',
  'विषयी',
  'बद्दल',
  'ातील',
  'च्या',
  'ांचा',
  'ांची',
  'ांचे',
  'ांना',
  'साठी',
  'कडून',
  'तील',
  'ाचा',
  'ाची',
  'ाचे',
  'ाला',
  'ाने',
  'ानी',
  'ावर',
  'ांत',
  'कडे',
  'हून',
  'चा',
  'ची',
  'चे',
  'ला',
  'ना',
  'ने',
  'नी',
  'वर',
  'ात',
  'ील',
  'त',
];
/** Vowel signs, anusvara, virama and a final य-conjunct left after an ending is taken off. */
const MR_TAIL = /(्य|[\u093e-\u094c\u0902\u094d])$/;
const MIN_STEM = 2;

function stemMarathi(word: string): string {
  let stem = word;
  for (const suffix of MR_SUFFIXES) {
    if (stem.endsWith(suffix) && [...stem].length - [...suffix].length >= MIN_STEM) {
      stem = stem.slice(0, -suffix.length);
      break;
    }
  }
  for (let i = 0; i < 2; i += 1) {
    const shorter = stem.replace(MR_TAIL, '');
    if (shorter === stem || [...shorter].length < MIN_STEM) break;
    stem = shorter;
  }
  return stem;
}

function stemEnglish(word: string): string {
  if (word.length <= 3) return word;
  if (word.endsWith("'s")) return word.slice(0, -2);
  if (word.endsWith('ies') && word.length > 4) return `${word.slice(0, -3)}y`;
  if (word.endsWith('s') && !word.endsWith('ss') && !word.endsWith('us') && !word.endsWith('is'))
    return word.slice(0, -1);
  return word;
}

export const isStopWord = (word: string) => STOP_EN.has(word) || STOP_MR.has(word);

/** A word as indexed and searched: its stem, or null for a stop word. */
export function term(word: string): string | null {
  const w = normalise(word);
  // A lone Latin letter is the "s" of "board's", not a word.
  if (w.length === 0 || isStopWord(w) || /^[a-z]$/.test(w)) return null;
  return DEVANAGARI.test(w) ? stemMarathi(w) : stemEnglish(w);
}

/** The searchable terms of a text (what a question is reduced to), in order, without repeats. */
export function terms(text: string): string[] {
  return [...new Set(words(text).flatMap((w) => term(w) ?? []))];
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", nbsp: ' ' };

/** Plain text of (already sanitised) notice HTML: tags dropped, block ends as spaces. */
export function htmlText(html: string): string {
  const text = sanitizeHtml(html.replace(/<\/(p|li|h\d|td|th|tr)>|<br\s*\/?>/gi, ' '), {
    allowedTags: [],
    allowedAttributes: {},
  });
  return text
    .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (_, e: string) => ENTITIES[e] ?? '')
    .replace(/\s+/g, ' ')
    .trim();
}

/** At most `max` characters, cut at a word, with an ellipsis when cut. */
export function excerpt(text: string, max = 280): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[,;:]$/, '')}…`;
}
