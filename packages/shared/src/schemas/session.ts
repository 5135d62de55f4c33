import { z } from 'zod';

/** GET /api/Account/session: the signed-in user (the web app's login state comes from here). */
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
