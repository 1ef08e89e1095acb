import { passwordRulesMessage } from '../../contract/password-rules';
import type { Db } from '../../db/client';
import { AppError } from '../../errors';
import { passwordRulesOf } from './document';

/**
 * Refuses a new password the organization's rules do not allow, with one sentence naming every
 * unmet rule, on the field the form shows it under. Every place that sets a password calls this.
 */
export function assertPasswordAllowed(db: Db, organizationId: string | null, password: string, field: string): void {
  const message = passwordRulesMessage(passwordRulesOf(db, organizationId), password);
  if (message !== null) throw new AppError(400, message, 'PASSWORD_POLICY', [{ field, message }]);
}
