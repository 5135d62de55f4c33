import districtsJson from './data/maharashtra-districts.json' with { type: 'json' };
import pincodesJson from './data/maharashtra-pincodes.json' with { type: 'json' };
import talukasJson from './data/maharashtra-talukas.json' with { type: 'json' };

/**
 * Maharashtra geography from the copied reference data (see data/SOURCES.md), normalised for the
 * database: LGD codes are the ids; the three Mumbai Suburban talukas that LGD does not list, and one
 * taluka standing for Mumbai City district (which has none), get synthetic ids from 9000.
 */

export const REGIONS = [
  { id: 1, division: 'Konkan', nameEn: 'Konkan', nameMr: 'कोकण' },
  { id: 2, division: 'Pune', nameEn: 'Pune', nameMr: 'पुणे' },
  { id: 3, division: 'Nashik', nameEn: 'Nashik', nameMr: 'नाशिक' },
  {
    id: 4,
    division: 'Chhatrapati Sambhajinagar',
    nameEn: 'Chhatrapati Sambhajinagar',
    nameMr: 'छत्रपती संभाजीनगर',
  },
  { id: 5, division: 'Amravati', nameEn: 'Amravati', nameMr: 'अमरावती' },
  { id: 6, division: 'Nagpur', nameEn: 'Nagpur', nameMr: 'नागपूर' },
] as const;

export const MUMBAI_CITY_DISTRICT = 482;
export const MUMBAI_CITY_TALUKA = 9000;

export type DistrictRow = { id: number; regionId: number; nameEn: string; nameMr: string };
export type TalukaRow = { id: number; districtId: number; nameEn: string; nameMr: string };
export type PincodeRow = { pincode: string; districtId: number; talukaId: number | null; offices: string[] };

export const districtRows: DistrictRow[] = districtsJson.map((d) => {
  const region = REGIONS.find((r) => r.division === d.division);
  if (!region) throw new Error(`Unknown division ${d.division}`);
  return { id: d.lgdCode, regionId: region.id, nameEn: d.nameEn, nameMr: d.nameMr };
});

let synthetic = MUMBAI_CITY_TALUKA;
export const talukaRows: TalukaRow[] = [
  { id: MUMBAI_CITY_TALUKA, districtId: MUMBAI_CITY_DISTRICT, nameEn: 'Mumbai City', nameMr: 'मुंबई शहर' },
  ...talukasJson.map((t) => ({
    id: t.lgdCode ?? ++synthetic,
    districtId: t.districtLgdCode,
    nameEn: t.nameEn,
    nameMr: t.nameMr,
  })),
];

export const pincodeRows: PincodeRow[] = pincodesJson.map((p) => ({
  pincode: p.pincode,
  districtId: p.districtLgdCode,
  talukaId: p.talukaLgdCode ?? (p.districtLgdCode === MUMBAI_CITY_DISTRICT ? MUMBAI_CITY_TALUKA : null),
  offices: p.offices,
}));
