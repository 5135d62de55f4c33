import { z } from 'zod';

/** The signed-in user (the web app's login state comes from GET /api/Account/session). */
export const sessionUserSchema = z.object({
  UserID: z.number(),
  UserLoginID: z.string(),
  UserTypeID: z.number(),
  UserName: z.string(),
  PhotoPath: z.string().nullable(),
  SecurityQuestionID: z.number(),
  DashBoardPathReact: z.string(),
});
export type SessionUser = z.infer<typeof sessionUserSchema>;

/** GET /api/Account/session: 200 for everyone, `Data: null` for a visitor, so public pages log no failed request. */
export const sessionResponseSchema = z.object({ Status: z.literal('Success'), Data: sessionUserSchema.nullable() });
