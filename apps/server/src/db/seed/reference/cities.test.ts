import { describe, expect, it } from 'vitest';
import data from '../data/maharashtra-pincodes.json' with { type: 'json' };
import { citiesFromPincodes, placeName } from './cities';

const rows = citiesFromPincodes(data);
const namesOf = (pincode: string) => rows.filter((r) => r.pincode === pincode).map((r) => r.name);

describe('placeName', () => {
  it('drops the office-type suffix and parenthesised qualifiers, nested ones included', () => {
    expect(placeName('Chas S.O (Pune)')).toBe('Chas');
    expect(placeName('Mangaon S.O (Raigarh(MH))')).toBe('Mangaon');
    expect(placeName('Aurangabad (MH) H.O')).toBe('Aurangabad');
    expect(placeName('Mumbai G.P.O.')).toBe('Mumbai');
    expect(placeName('Nagpur GPO')).toBe('Nagpur');
    expect(placeName('Kamthi City SO')).toBe('Kamthi City');
    expect(placeName('Ambada EB.O')).toBe('Ambada');
  });

  it('title-cases words but keeps initials and acronyms', () => {
    expect(placeName('MARKET YARD S.O (Beed)')).toBe('Market Yard');
    expect(placeName('Waki BK B.O')).toBe('Waki Bk');
    expect(placeName('Kharde-KH B.O')).toBe('Kharde-Kh');
    expect(placeName('Thane R.S. S.O')).toBe('Thane R.S.');
    expect(placeName('Baramati MIDC S.O')).toBe('Baramati MIDC');
    expect(placeName('Guruwar Peth,tasgaon S.O')).toBe('Guruwar Peth, Tasgaon');
  });
});

describe('citiesFromPincodes on the Maharashtra data', () => {
  it('turns the offices of a pincode into place names of its taluka', () => {
    expect(rows.filter((r) => r.pincode === '402104').every((r) => r.talukaLgdCode === 4181)).toBe(true);
    expect(namesOf('402104')).toContain('Mangaon'); // Mangaon S.O (Raigarh(MH)), Mangaon taluka
    expect(namesOf('431122')).toEqual(expect.arrayContaining(['Beed', 'Dhondipura', 'Market Yard']));
    expect(namesOf('440001')).toEqual(expect.arrayContaining(['Nagpur', 'Mohan Nagar']));
  });

  it('skips pincodes without a taluka', () => {
    expect(namesOf('400001')).toEqual([]); // Mumbai City: no taluka
    const withTaluka = new Set(data.filter((p) => p.talukaLgdCode !== null).map((p) => p.pincode));
    expect(rows.every((r) => withTaluka.has(r.pincode))).toBe(true);
  });

  it('keeps one row per taluka and name, with the first pincode', () => {
    // Sangola taluka: "Waki(Sangola) B.O" under 413307 and "Waki B.O" under 413309.
    expect(rows.filter((r) => r.talukaLgdCode === 4251 && r.name === 'Waki')).toEqual([
      { talukaLgdCode: 4251, name: 'Waki', pincode: '413307' },
    ]);
    // The same name in another taluka is another place.
    expect(rows.filter((r) => r.name === 'Waki').length).toBeGreaterThan(1);
    const keys = rows.map((r) => `${r.talukaLgdCode}|${r.name.toLowerCase()}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('leaves no suffixes, brackets or empty names', () => {
    const bad = rows.filter((r) => !r.name || /[()]|\b[BSH]\.O\b|G\.?P\.?O/.test(r.name));
    expect(bad).toEqual([]);
  });
});
