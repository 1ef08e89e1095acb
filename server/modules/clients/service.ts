import type { Client, ClientListQuery, ClientPage, CreateClientBody, UpdateClientBody } from '../../contract/clients';
import { CLIENT_TEXT_FIELDS } from '../../contract/clients';
import type { DbOrTx } from '../../db/client';
import { diffChanges } from '../../documents/diff';
import { assertFresh } from '../../documents/versions';
import { pagedRows } from '../../exports/paged-rows';
import { ConflictError, NotFoundError, PreconditionFailedError } from '../../errors';
import type { AppDeps, RequestContext } from '../../types';
import { planLimits } from '../billing/limits';
import { assertServesClients } from './access';
import { editableFields, toClient } from './present';
import {
  clientExportPage,
  deleteClient,
  findClient,
  findClientByKey,
  insertClient,
  listClients,
  updateClient,
  type ClientPatch,
  type ClientRow,
} from './repository';
import { cleanTags, DUPLICATE, emailKeyOf, fullName, newClientRow, personName, phoneKeyOf } from './rules';
import { clientHasAppointments } from '../../bookings/repository';

const CLIENT_HAS_APPOINTMENTS =
  'This client has appointments, so their record is kept. Cancel or keep their bookings instead of deleting the client.';

/**
 * Clients: a paged list, the record, and its writes. Saves change only the fields they send; an
 * email or phone another client already has is refused with a 409 naming that client (the keys in
 * rules.ts), and creation is held to the plan's client limit.
 */
export function clientsService(deps: AppDeps) {
  const { db, now } = deps;
  const limits = planLimits(deps);

  function load(ctx: RequestContext, id: string): ClientRow {
    const row = findClient(db, ctx.organizationId, id);
    if (!row) throw new NotFoundError('Client');
    return row;
  }

  /** Refuses keys another client holds, email first (it names one person more surely than a phone). */
  function assertUnique(
    tx: DbOrTx,
    ctx: RequestContext,
    keys: { emailKey: string | null; phoneKey: string | null },
    exceptId?: string,
  ) {
    if (keys.emailKey !== null) {
      const other = findClientByKey(tx, ctx.organizationId, { column: 'emailKey', value: keys.emailKey }, exceptId);
      if (other) throw new ConflictError(DUPLICATE.email(fullName(other)));
    }
    if (keys.phoneKey !== null) {
      const other = findClientByKey(tx, ctx.organizationId, { column: 'phoneKey', value: keys.phoneKey }, exceptId);
      if (other) throw new ConflictError(DUPLICATE.phone(fullName(other)));
    }
  }

  return {
    /** One page, by last name then first name, optionally searched. */
    list(ctx: RequestContext, query: ClientListQuery): ClientPage {
      assertServesClients(ctx);
      const page = query.page ?? 1;
      const pageSize = query.pageSize ?? 25;
      const { rows, total } = listClients(db, ctx.organizationId, {
        search: query.search,
        limit: pageSize,
        offset: (page - 1) * pageSize,
      });
      return { items: rows.map(toClient), total, page, pageSize };
    },

    get(ctx: RequestContext, id: string): Client {
      assertServesClients(ctx);
      return toClient(load(ctx, id));
    },

    create(ctx: RequestContext, input: CreateClientBody) {
      assertServesClients(ctx);
      const row = newClientRow(ctx.organizationId, input, now().toISOString());
      db.transaction((tx) => {
        // Beside the insert, so two creations at once cannot both take the last place.
        assertUnique(tx, ctx, row);
        limits.assertWithinLimit(ctx, 'clients', { db: tx });
        insertClient(tx, row);
      });
      const client = toClient(row);
      return { client, changes: diffChanges({}, editableFields(client)) };
    },

    update(ctx: RequestContext, id: string, input: UpdateClientBody, ifMatch: string | undefined) {
      assertServesClients(ctx);
      const row = load(ctx, id);
      assertFresh(ifMatch, row.version);
      const before = toClient(row);

      const patch: ClientPatch = {};
      const set = <K extends keyof ClientPatch>(key: K, value: ClientPatch[K] | undefined) => {
        if (value !== undefined && JSON.stringify(value) !== JSON.stringify(row[key])) patch[key] = value;
      };
      if (input.firstName !== undefined) set('firstName', personName('firstName', input.firstName));
      if (input.lastName !== undefined) set('lastName', personName('lastName', input.lastName));
      for (const field of CLIENT_TEXT_FIELDS) set(field, input[field]?.trim());
      if (input.tags !== undefined) set('tags', cleanTags(input.tags));
      set('isActive', input.isActive);
      if (patch.email !== undefined) patch.emailKey = emailKeyOf(patch.email);
      if (patch.phone !== undefined) patch.phoneKey = phoneKeyOf(patch.phone);
      if (Object.keys(patch).length === 0) return { client: before, changes: {} };

      const at = now();
      db.transaction((tx) => {
        // Only a key that changes is checked: an older duplicate (two sites before a sync) must
        // not stop someone from correcting a client's notes.
        assertUnique(
          tx,
          ctx,
          {
            emailKey: patch.emailKey !== undefined && patch.emailKey !== row.emailKey ? patch.emailKey : null,
            phoneKey: patch.phoneKey !== undefined && patch.phoneKey !== row.phoneKey ? patch.phoneKey : null,
          },
          id,
        );
        if (!updateClient(tx, ctx.organizationId, id, row.version, patch, at)) throw new PreconditionFailedError();
      });
      const after = toClient(load(ctx, id));
      return { client: after, changes: diffChanges(editableFields(before), editableFields(after)) };
    },

    /** Every client for the export, read page by page as the file is written. */
    exportRows(ctx: RequestContext): Iterable<ClientRow> {
      return pagedRows((after: ClientRow | undefined, limit) => clientExportPage(db, ctx.organizationId, after, limit));
    },

    remove(ctx: RequestContext, id: string, ifMatch: string | undefined): Client {
      assertServesClients(ctx);
      const row = load(ctx, id);
      assertFresh(ifMatch, row.version);
      // Their appointments keep who they were for: such a client is kept.
      if (clientHasAppointments(db, ctx.organizationId, id)) throw new ConflictError(CLIENT_HAS_APPOINTMENTS);
      deleteClient(db, ctx.organizationId, id);
      return toClient(row);
    },
  };
}
