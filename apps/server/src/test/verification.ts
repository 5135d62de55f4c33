import { createHash, randomBytes } from 'node:crypto';
import { USER_TYPES } from '@portal/shared';
import { eq } from 'drizzle-orm';
import type { App } from '../app';
import type { Db } from '../db/client';
import { districts, profileItems, profileSections, sessions, uploads } from '../db/schema';
import { xhr } from './app';
import { createUser } from './factories';
import { pdfWith } from './files';

/**
 * A person whose profile steps 1–9 are all saved (step 10's tests, decision 063), written straight to
 * the tables as the profile's endpoints store them: the dashboard counts a saved section as complete.
 * The permanent address is in `districtId` (its region is the officers' queue); a qualification
 * entry points at an uploaded PDF, stored as the person's own upload.
 */
export async function completeProfile(app: App, options: { districtId: number; staff?: boolean; skip?: string[] }) {
  const db = app.database.db;
  const user = await createUser(db, { userTypeId: options.staff ? USER_TYPES.staff : USER_TYPES.candidate });
  const skip = new Set(options.skip ?? []);
  const document = await app.storage.save(pdfWith('Marksheet'), 'pdf');
  await db
    .insert(uploads)
    .values({ userId: user.id, fileType: 'Marksheet', path: document, mime: 'application/pdf', size: 100 });
  const sections: Record<string, object> = {
    address: {
      PAddress: 'Flat 4, Shivaji Nagar',
      PDistrictID: options.districtId,
      PPincode: '411005',
      IsCAddressSameAsPAddress: 1,
    },
    parent: { FatherName: 'Ramesh', MotherName: 'Sunita' },
    category: { ReligionID: 1, CategoryID: 1 },
    additional: { BloodGroup: 'O+' },
    bank: { HasBankAccount: 1, AccountNo: 'XXXXXXXX1234', AccountNoSealed: 'sealed-secret', IFSCCode: 'SBIN0000001' },
  };
  for (const [section, data] of Object.entries(sections)) {
    if (!skip.has(section)) await db.insert(profileSections).values({ userId: user.id, section, data });
  }
  const items: Record<string, object> = {
    qualification: { QualificationID: 3, Board: 'Maharashtra State Board', Year: 2019, MarksheetPath: document },
    training: { NoTraining: 1 },
    workExperience: { NoExperience: 1 },
  };
  for (const [section, data] of Object.entries(items)) {
    if (!skip.has(section)) await db.insert(profileItems).values({ userId: user.id, section, data });
  }
  // a session begun at the process's (perhaps faked) clock: the database's own time may be months away
  const token = randomBytes(32).toString('base64url');
  const id = createHash('sha256').update(token).digest('hex');
  await db.insert(sessions).values({ id, userId: user.id, createdAt: new Date(), lastSeenAt: new Date() });
  return { user, document, cookie: `sid=${token}` };
}

/** A district of a region (the seeded geography). */
export async function districtOf(db: Db, regionId: number): Promise<number> {
  const [row] = await db.select({ id: districts.id }).from(districts).where(eq(districts.regionId, regionId)).limit(1);
  if (!row) throw new Error(`no district in region ${regionId}`);
  return row.id;
}

/** A complete profile, submitted for verification through the API. */
export async function submittedProfile(app: App, options: { districtId: number; staff?: boolean }) {
  const person = await completeProfile(app, options);
  const res = await app.inject({
    method: 'POST',
    url: '/api/Profile/submitForVerification',
    headers: { ...xhr, cookie: person.cookie },
    payload: { Declaration: true },
  });
  if (res.statusCode !== 200) throw new Error(`submit: ${res.statusCode} ${res.body}`);
  return person;
}
