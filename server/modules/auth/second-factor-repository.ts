import { and, eq, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { recoveryCodes, users } from '../../db/schema';

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

/**
 * Marks a recovery code used, atomically; true when it was a valid unused code of that user. Here
 * rather than beside the enrolment's codes (account/repository.ts): sign-in spends them, and the
 * account module builds on auth, not the other way round.
 */
export function useRecoveryCode(db: DbOrTx, userId: string, codeHash: string, now: Date): boolean {
  return (
    db
      .update(recoveryCodes)
      .set({ usedAt: now.toISOString() })
      .where(and(eq(recoveryCodes.userId, userId), eq(recoveryCodes.codeHash, codeHash), isNull(recoveryCodes.usedAt)))
      .run().changes === 1
  );
}
