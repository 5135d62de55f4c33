import type { createOfficerRequestSchema, OfficerRow as OfficerRowView } from '@portal/shared';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { audit } from '../../platform/audit';
import { ApiError, badRequest, notFound } from '../../platform/errors';
import type { OfficerSession } from '../../platform/sessions';
import type { SecretBox } from '../../platform/vault';
import { createOfficerAccount, resetOfficerAccount } from './enrolment';
import * as repo from './repo';

/** The board's officials, managed by admins (issue 20 item 1); every change is audited. */

type Admin = { caller: OfficerSession; ip: string };

type RegionName = OfficerRowView['RegionName'];

function rowView(o: repo.OfficerRow, regionName: RegionName): OfficerRowView {
  return {
    OfficerID: o.id,
    LoginID: o.loginId,
    Name: o.name,
    Mobile: o.mobile,
    Role: repo.roleOf(o.userTypeId),
    RegionID: o.regionId,
    RegionName: regionName,
    Active: o.active,
    MustChangePassword: o.mustChangePassword,
    CreatedAt: o.createdAt.toISOString(),
  };
}

export async function listOfficials(db: Db) {
  const [rows, regions] = await Promise.all([repo.listOfficers(db), repo.listRegions(db)]);
  const names = new Map(regions.map((r) => [r.id, { en: r.nameEn, mr: r.nameMr }]));
  return {
    rows: rows.map((o) => rowView(o, o.regionId === null ? null : (names.get(o.regionId) ?? null))),
    regions: regions.map((r) => ({ RegionID: r.id, Name: { en: r.nameEn, mr: r.nameMr } })),
  };
}

export async function createOfficial(
  db: Db,
  box: SecretBox,
  body: z.output<typeof createOfficerRequestSchema>,
  { caller, ip }: Admin,
) {
  const created = await createOfficerAccount(db, box, {
    loginId: body.LoginID,
    name: body.Name,
    mobile: body.Mobile,
    role: body.Role,
    regionId: body.RegionID,
    createdBy: caller.officerId,
  });
  if (!created)
    throw new ApiError(409, 'officers.loginIdTaken', [{ field: 'LoginID', message: 'officers.loginIdTaken' }]);
  await audit(db, { ip }, 'officer.created', {
    detail: {
      officerId: caller.officerId,
      target: created.row.id,
      loginId: created.row.loginId,
      role: body.Role,
      regionId: body.RegionID,
    },
  });
  return created.handOver;
}

/** Another official (never oneself: an admin cannot lock themselves out or reset their own second factor). */
async function otherOfficial(db: Db, id: number, caller: OfficerSession) {
  const officer = await repo.officerById(db, id);
  if (!officer) throw notFound('officers.officerNotFound');
  if (officer.id === caller.officerId) throw badRequest('officers.notYourself');
  return officer;
}

/** Deactivate (their sessions end at once) or reactivate an official. */
export async function setOfficialActive(db: Db, id: number, active: boolean, { caller, ip }: Admin) {
  const officer = await otherOfficial(db, id, caller);
  const updated = (await repo.updateOfficer(db, officer.id, { active })) ?? officer;
  if (!active) await repo.endOfficerSessions(db, officer.id);
  await audit(db, { ip }, active ? 'officer.reactivated' : 'officer.deactivated', {
    detail: { officerId: caller.officerId, target: officer.id },
  });
  return rowView(updated, await repo.regionName(db, updated.regionId));
}

export async function resetOfficial(db: Db, box: SecretBox, id: number, { caller, ip }: Admin) {
  const officer = await otherOfficial(db, id, caller);
  const { handOver } = await resetOfficerAccount(db, box, officer);
  await audit(db, { ip }, 'officer.reset', { detail: { officerId: caller.officerId, target: officer.id } });
  return handOver;
}
