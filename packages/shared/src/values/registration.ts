/** The job roles a staff member may register with (the spec's staff list), without zod: the form lists them before its schema loads. */
export const STAFF_JOB_ROLE_IDS = [1, 2, 3, 4, 11, 12] as const;
