import { createHash, randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Database } from '../apps/server/src/db/client';

/** An official (98 officer, 99 admin) written straight into a bench database, ready to sign in. */
export async function official(db: Database['db'], userTypeId: 98 | 99, regionId: number | null) {
  const rows = (await db.execute(sql`
    insert into officers (login_id, name, mobile, user_type_id, region_id, password_hash, must_change_password, totp_secret)
    values (${`bench${randomBytes(4).toString('hex')}`}, 'Bench official', '9876543210', ${userTypeId}, ${regionId},
            'x', false, 'x')
    returning id`)) as unknown as { rows: { id: number }[] };
  return Number(rows.rows[0]?.id);
}

/** A console session of that official: the cookie a request sends. */
export async function session(db: Database['db'], officerId: number) {
  const token = randomBytes(32).toString('base64url');
  const id = createHash('sha256').update(token).digest('hex');
  await db.execute(sql`insert into sessions (id, officer_id) values (${id}, ${officerId})`);
  return `csid=${token}`;
}
