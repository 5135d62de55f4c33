import { describe, expect, it } from 'vitest';
import { htmlText, terms, words } from './text';

describe('chatbot text: words, stems and stop words', () => {
  it('keeps Devanagari words whole (vowel signs and virama are not word breaks)', () => {
    expect(words('पुण्यातील इलेक्ट्रिशियन, अभ्यासक्रम।')).toEqual(['पुण्यातील', 'इलेक्ट्रिशियन', 'अभ्यासक्रम']);
    // \W would have split this word at its combining marks.
    expect('पुण्यातील'.split(/\W+/).filter(Boolean)).not.toEqual(['पुण्यातील']);
  });

  it('gives inflected Marathi forms the stem of the plain word', () => {
    const stem = (word: string) => terms(word)[0];
    expect(stem('पुण्यातील')).toBe(stem('पुणे'));
    expect(stem('ठाण्यातील')).toBe(stem('ठाणे'));
    expect(stem('नाशिकमधील')).toBe(stem('नाशिक'));
    expect(stem('संस्थांची')).toBe(stem('संस्था'));
  });

  it('drops stop words in both languages, folds case, NFC and Devanagari digits', () => {
    expect(terms('How do I reset MY Password?')).toEqual(['reset', 'password']);
    expect(terms('मंडळाची दूरदृष्टी काय आहे?')).toEqual(terms('मंडळ दूरदृष्टी'));
    expect(terms('२०२६')).toEqual(['2026']);
    expect(terms('cafe\u0301')).toEqual(terms('café'));
  });

  it('reads notice HTML as text', () => {
    expect(htmlText('<p>Exams from <strong>20&nbsp;April</strong></p><ul><li>A &amp; B</li></ul>')).toBe(
      'Exams from 20 April A & B',
    );
  });
});
