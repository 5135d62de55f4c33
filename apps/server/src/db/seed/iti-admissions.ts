import type { ItiAdmission } from '@portal/shared';
import { mulberry32 } from '../../platform/seeded-random';
import type { Db } from '../client';
import { itiAdmissions } from '../schema';
import { districtRows, type PincodeRow, pincodeRows, talukaRows } from './geography';
import { categories } from './reference/categories';
import { religions } from './reference/religions';
import { insertMissing } from './rows';

/**
 * Demo ITI admission records for the registration form's "Get Admission Data" (spec part 1 §3),
 * generated deterministically so every fresh portal has the same ones. Marked is_demo; the board's
 * real admission data replaces them. Mobile numbers start with 55, a series not given to Indian
 * mobiles, so no real phone is ever messaged; e-mails use example.com.
 *
 * Registration number: year (2021 or 2022) + the district's 3-digit LGD code + a 5-digit serial,
 * e.g. the first record is 2021 466 10001 → '202146610001'.
 */
export const ITI_DEMO_COUNT = 300;
export const ITI_DEMO_FIRST = '202146610001';

const MALE = [
  'Aarav',
  'Omkar',
  'Sanket',
  'Pratik',
  'Rohit',
  'Aniket',
  'Tushar',
  'Saurabh',
  'Akash',
  'Vaibhav',
  'Shubham',
  'Nikhil',
  'Ganesh',
  'Mahesh',
  'Sagar',
  'Yogesh',
  'Prathamesh',
  'Siddharth',
  'Kunal',
  'Harshal',
  'Rahul',
  'Swapnil',
  'Amol',
  'Vishal',
  'Ajinkya',
  'Chetan',
  'Dnyaneshwar',
  'Kiran',
  'Nilesh',
  'Parth',
];
const FEMALE = [
  'Sakshi',
  'Pooja',
  'Snehal',
  'Priyanka',
  'Aishwarya',
  'Shraddha',
  'Rutuja',
  'Komal',
  'Pallavi',
  'Ashwini',
  'Manasi',
  'Vaishnavi',
  'Sayali',
  'Gauri',
  'Tejaswini',
  'Prajakta',
  'Rupali',
  'Shivani',
  'Neha',
  'Madhuri',
  'Sonali',
  'Anjali',
  'Dipali',
  'Kavita',
  'Mrunal',
  'Ketaki',
  'Apurva',
  'Bhagyashree',
  'Radhika',
  'Samruddhi',
];
const FATHERS = [
  'Sunil',
  'Ramesh',
  'Suresh',
  'Prakash',
  'Vijay',
  'Anil',
  'Dilip',
  'Ashok',
  'Santosh',
  'Shankar',
  'Balasaheb',
  'Dattatray',
  'Vilas',
  'Madhukar',
  'Pandurang',
  'Rajendra',
  'Sanjay',
  'Arun',
  'Vasant',
  'Bhaskar',
];
const SURNAMES = [
  'Patil',
  'Jadhav',
  'Pawar',
  'Shinde',
  'Deshmukh',
  'Kulkarni',
  'Chavan',
  'More',
  'Gaikwad',
  'Kale',
  'Salunkhe',
  'Bhosale',
  'Kadam',
  'Mane',
  'Thorat',
  'Wagh',
  'Deshpande',
  'Joshi',
  'Sawant',
  'Ghorpade',
  'Shirke',
  'Nikam',
  'Khandare',
  'Wankhede',
  'Raut',
  'Bhagat',
  'Kamble',
  'Sonawane',
  'Awari',
  'Lokhande',
];
const STREETS = [
  'Shivaji Nagar',
  'Gandhi Chowk',
  'Station Road',
  'Ambedkar Road',
  'Tilak Road',
  'Market Yard',
  'Ganesh Peth',
  'Laxmi Road',
  'Sane Guruji Marg',
  'Mahatma Phule Path',
];

/** A small seeded generator (mulberry32): the same numbers on every run. */
function generator(seed: number) {
  const next = mulberry32(seed);
  const pick = <T>(list: readonly T[]) => list[Math.floor(next() * list.length)] as T;
  const digits = (n: number) => Array.from({ length: n }, () => Math.floor(next() * 10)).join('');
  return { next, pick, digits };
}

const placeOf = (office: string) => office.replace(/\s+(S\.O|B\.O|H\.O|G\.P\.O\.?)\b.*$/i, '').trim();

export function itiAdmissionRecords(count = ITI_DEMO_COUNT): ItiAdmission[] {
  const random = generator(2021);
  const byDistrict = new Map<number, PincodeRow[]>();
  for (const p of pincodeRows) {
    if (p.talukaId === null || p.offices.length === 0) continue;
    byDistrict.set(p.districtId, [...(byDistrict.get(p.districtId) ?? []), p]);
  }
  const districts = districtRows.filter((d) => byDistrict.has(d.id));
  return Array.from({ length: count }, (_, i) => {
    const district = districts[i % districts.length] as (typeof districts)[number];
    const pin = random.pick(byDistrict.get(district.id) ?? []);
    const taluka = talukaRows.find((t) => t.id === pin.talukaId);
    const isMale = random.next() < 0.6;
    const first = random.pick(isMale ? MALE : FEMALE);
    const last = random.pick(SURNAMES);
    const father = random.pick(FATHERS);
    const year = i % 2 === 0 ? 2021 : 2022;
    const born = `${year - 16 - Math.floor(random.next() * 4)}-${String(1 + Math.floor(random.next() * 12)).padStart(2, '0')}-${String(1 + Math.floor(random.next() * 28)).padStart(2, '0')}`;
    const place = placeOf(random.pick(pin.offices));
    return {
      RegistrationNumber: `${year}${district.id}${10001 + Math.floor(i / districts.length)}`,
      CandidateFirstName: first,
      CandidateLastName: last,
      DateOfBirth: born,
      GenderCode: isMale ? 'M' : 'F',
      Gender: isMale ? 'Male' : 'Female',
      Email: `${first}.${last}${i + 1}@example.com`.toLowerCase(),
      // 95…: a valid Indian mobile (6–9 first), as the form requires; demo data only
      PrimaryMobileNo: `95${random.digits(8)}`,
      SecondaryMobileNo: random.next() < 0.4 ? `95${random.digits(8)}` : '',
      FatherName: `${father} ${last}`,
      Nationality: 'Indian',
      Religion: random.next() < 0.8 ? 'Hindu' : random.pick(religions).en,
      Category: random.pick(categories).en,
      AddressLine1: `${1 + Math.floor(random.next() * 250)}, ${random.pick(STREETS)}`,
      AddressLine2: place,
      State: 'Maharashtra',
      District: district.nameEn,
      Taluka: taluka?.nameEn ?? district.nameEn,
      City: place,
      PinCode: pin.pincode,
    };
  });
}

/** Idempotent: records already there are left as they are. */
export async function seedItiAdmissions(db: Db) {
  await insertMissing(
    db,
    itiAdmissions,
    itiAdmissionRecords().map((data) => ({ registrationNumber: data.RegistrationNumber, data, isDemo: true })),
  );
}
