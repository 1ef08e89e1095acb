import { CLIENT_TEXT_FIELDS, CreateClientBody } from '../../contract/clients';
import type { ImportClientsBody, ImportClientsResult } from '../../contract/imports/api';
import { AppError, PlanLimitError } from '../../errors';
import { recordCheck } from '../../plugins/validation';
import type { AppDeps, RequestContext } from '../../types';
import { planLimits } from '../billing/limits';
import { cleanRow, flagCell, importTally, listCell } from '../../imports/rows';
import { clientImportWriter, type ClientRow } from './repository';
import { DUPLICATE, emailKeyOf, fullName, newClientRow, phoneKeyOf, unionTags } from './rules';

/** Each row is held to the client form's own rules, compiled once. */
const checkRow = recordCheck(CreateClientBody);

/**
 * A row that is an existing client, merged: the client's empty fields filled from the row and the
 * row's tags added. Nothing the client has is overwritten. `phoneOwner` is whoever holds the row's
 * phone already: a phone another client has is not copied onto this one.
 */
function mergedClient(client: ClientRow, row: ClientRow, phoneOwner: ClientRow | undefined): ClientRow | null {
  const merged: ClientRow = { ...client };
  let changed = false;
  for (const field of CLIENT_TEXT_FIELDS) {
    if (client[field] !== '' || row[field] === '') continue;
    if (field === 'phone' && phoneOwner && phoneOwner.id !== client.id) continue;
    merged[field] = row[field];
    changed = true;
  }
  const tags = unionTags(client.tags, row.tags);
  if (tags.length !== client.tags.length) {
    merged.tags = tags;
    changed = true;
  }
  if (!changed) return null;
  merged.emailKey = emailKeyOf(merged.email);
  merged.phoneKey = phoneKeyOf(merged.phone);
  return merged;
}

/**
 * POST /api/clients/import: one chunk of the wizard's rows in one transaction (all of its valid
 * rows go in, or on an unexpected error none do). Each row is checked against the client form's
 * rules and reported by its rowIndex; a row whose email or phone is already a client's (or an
 * earlier row's of the same call, inserted by then) is skipped or merged, never added twice; rows
 * past what the plan still allows fail with the plan's message. Built for a hundred thousand rows:
 * prepared statements, one look-up per key, no activity entry per row.
 */
export function clientImportService(deps: AppDeps) {
  const { db, now } = deps;
  const limits = planLimits(deps);

  /** How many more clients the plan allows (Infinity: enough for all `wanted`) and what it says past that. */
  function roomFor(ctx: RequestContext, wanted: number): { room: number; message: string } {
    try {
      limits.assertWithinLimit(ctx, 'clients', { adding: wanted });
      return { room: Infinity, message: '' };
    } catch (error) {
      if (!(error instanceof PlanLimitError)) throw error;
      const { limit, usage } = error.details as { limit: number; usage: number };
      return { room: Math.max(0, limit - usage), message: error.message };
    }
  }

  return {
    import(ctx: RequestContext, body: ImportClientsBody): ImportClientsResult {
      const mode = body.duplicates ?? 'skip';
      const at = now().toISOString();
      const { tally, fail } = importTally();
      let skipped = 0;
      let merged = 0;
      const writer = clientImportWriter(db, ctx.organizationId);

      deps.database.sqlite.transaction(() => {
        const plan = roomFor(ctx, body.clients.length);
        let room = plan.room;
        body.clients.forEach((raw, rowIndex) => {
          const input = cleanRow(raw);
          listCell(input, 'tags');
          flagCell(input, 'isActive');
          const problem = checkRow(input);
          if (problem !== undefined) return fail(rowIndex, problem);
          let row: ClientRow;
          try {
            row = newClientRow(ctx.organizationId, input as CreateClientBody, at);
          } catch (error) {
            if (error instanceof AppError) return fail(rowIndex, error.message);
            throw error;
          }

          const byEmail = row.emailKey === null ? undefined : writer.byEmailKey(row.emailKey);
          // A phone is looked up when it decides something: no email match, or a merge that may fill it.
          const needsPhone = row.phoneKey !== null && (!byEmail || (mode === 'merge' && byEmail.phone === ''));
          const byPhone = needsPhone ? writer.byPhoneKey(row.phoneKey!) : undefined;
          const existing = byEmail ?? byPhone;
          if (existing) {
            if (mode === 'skip') {
              skipped += 1;
              const name = fullName(existing);
              tally.errors.push({
                rowIndex,
                error: byEmail ? DUPLICATE.importEmail(name) : DUPLICATE.importPhone(name),
              });
              return;
            }
            const update = mergedClient(existing, row, byPhone);
            if (update) writer.merge(update, at);
            merged += 1;
            return;
          }

          if (room <= 0) return fail(rowIndex, plan.message);
          writer.insert(row);
          room -= 1;
          tally.imported += 1;
        });
      })();

      return { imported: tally.imported, skipped, merged, failed: tally.failed, errors: tally.errors };
    },
  };
}
