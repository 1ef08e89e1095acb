import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { users } from '../../db/schema';

/**
 * Records that a TOTP time step was used, only if it is newer than the last one used: two requests
 * racing with the same code cannot both pass. Not tenant-scoped on purpose: sign-in runs before
 * there is an organization context, and the user id is unique across organizations.
 */
export function claimTotpStep(db: DbOrTx, userId: string, timeStep: number): boolean {
  return (
    db
      .update(users)
      .set({ totpLastStep: timeStep })
      .where(sql`${users.id} = ${userId} and ${users.totpLastStep} < ${timeStep}`)
      .run().changes === 1
  );
}
