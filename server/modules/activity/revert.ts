import { detail } from '../../contract/activity-details';
import type { DocumentKind } from '../../documents/documents';
import { writeDocument } from '../../documents/documents';
import { findDocument } from '../../documents/repository';
import { revertPermissionsOf } from '../../documents/revert-permissions';
import { ConflictError, ForbiddenError, NotFoundError } from '../../errors';
import type { ActivityChange, AppDeps, RequestContext } from '../../types';
import { detailOf } from './detail-of';
import { findActivity, revertsOf, type ActivityRow } from './repository';

/** What diff.ts records in place of a secret's value: such a change cannot be written back. */
const HIDDEN = '[hidden]';

export const REVERT_MESSAGES = {
  changedSince: 'This setting has changed since, so this change can no longer be undone in one click.',
  alreadyReverted: 'This change has already been undone.',
  failed: 'This change failed, so it changed nothing and there is nothing to undo.',
  notRevertible: 'Only changes to settings can be undone in one click, and this entry is not one.',
  hidden: 'This change includes hidden values such as passwords or keys, so it cannot be undone in one click.',
  notYours: 'Only the person whose personal settings these are can undo this change.',
  noPermission: 'You do not have permission to change these settings.',
} as const;

type Changes = Record<string, ActivityChange>;

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

// diff.ts records arrays and objects as JSON values and a missing value as null.
const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/** The value at a dotted path of the diff (`monday.open`), undefined where the path is missing. */
function valueAt(document: unknown, path: string): unknown {
  let value = document;
  for (const key of path.split('.')) {
    if (!isObject(value) || !Object.hasOwn(value, key)) return undefined;
    value = value[key];
  }
  return value;
}

function setAt(document: Record<string, unknown>, path: string, value: unknown): void {
  const keys = path.split('.');
  let node = document;
  for (const key of keys.slice(0, -1)) {
    const next = node[key];
    node = isObject(next) ? next : (node[key] = {});
  }
  node[keys[keys.length - 1]!] = value;
}

/** The settings document an entry changed, as stored now (undefined if it is gone). */
const storedDocument = (deps: AppDeps, entry: ActivityRow) =>
  findDocument(deps.db, entry.targetKind ?? '', {
    organizationId: entry.organizationId,
    userId: entry.targetUserId ?? '',
  })?.data;

/** Why this entry cannot be reverted by this caller now, or null when it can. */
function refusal(
  deps: AppDeps,
  ctx: RequestContext,
  entry: ActivityRow,
  revertedBy: string | undefined,
): { status: 403 | 409; message: string } | null {
  if (entry.targetUserId !== null && entry.targetUserId !== ctx.user.id)
    return { status: 403, message: REVERT_MESSAGES.notYours };
  if (!ctx.can('manage_organization_settings') || !revertPermissionsOf(entry.section).every((p) => ctx.can(p)))
    return { status: 403, message: REVERT_MESSAGES.noPermission };
  if (!entry.success) return { status: 409, message: REVERT_MESSAGES.failed };
  const changes = entry.changes;
  if (entry.targetKind === null || !changes || Object.keys(changes).length === 0)
    return { status: 409, message: REVERT_MESSAGES.notRevertible };
  if (JSON.stringify(changes).includes(`"${HIDDEN}"`)) return { status: 409, message: REVERT_MESSAGES.hidden };
  if (revertedBy !== undefined) return { status: 409, message: REVERT_MESSAGES.alreadyReverted };
  const current = storedDocument(deps, entry);
  if (current === undefined || !Object.entries(changes).every(([path, c]) => same(valueAt(current, path), c.after)))
    return { status: 409, message: REVERT_MESSAGES.changedSince };
  return null;
}

/**
 * One-click revert (issue 17, beyond the spec): a settings change recorded with its document
 * (documents/routes.ts) is undone by writing back what it replaced, only while every value it set
 * is still there, so a later change is never silently overwritten. The write goes through
 * writeDocument like any save; its activity entry is recorded by the route (plugins/activity.ts)
 * under the original's section, with revertOf naming the original.
 */
export function revertService(deps: AppDeps) {
  return {
    /** Per entry of a page: whether the caller could revert it now, and which entry reverted it. */
    revertState(ctx: RequestContext, entries: readonly ActivityRow[]) {
      const candidates = entries.filter((e) => e.targetKind !== null && e.success).map((e) => e.id);
      const reverted = revertsOf(deps.db, ctx.organizationId, candidates);
      return (entry: ActivityRow) => {
        const revertedBy = reverted.get(entry.id);
        const canRevert = entry.targetKind !== null && refusal(deps, ctx, entry, revertedBy) === null;
        return { canRevert, revertedBy: revertedBy ?? null };
      };
    },

    /**
     * Writes back the `before` of every changed path, in one transaction with the checks. Answers
     * what the route records: the new entry's section, details and changes, and its target.
     */
    revert(ctx: RequestContext, id: string) {
      return deps.db.transaction(() => {
        const entry = findActivity(deps.db, ctx.organizationId, id);
        if (!entry) throw new NotFoundError('Activity entry');
        const revertedBy = revertsOf(deps.db, ctx.organizationId, [entry.id]).get(entry.id);
        const refused = refusal(deps, ctx, entry, revertedBy);
        if (refused) {
          throw refused.status === 403 ? new ForbiddenError(refused.message) : new ConflictError(refused.message);
        }
        const changes = entry.changes as Changes;
        // The stored document as it is: the defaults it is read over are its module's, and only
        // the changed paths are written, which the check above found holding the change's values.
        const kind: DocumentKind<Record<string, unknown>> = {
          kind: entry.targetKind!,
          scope: entry.targetUserId === null ? 'organization' : 'user',
          defaults: () => ({}),
        };
        const saved = writeDocument(
          deps.db,
          kind,
          ctx,
          (current) => {
            const next = structuredClone(current);
            for (const [path, change] of Object.entries(changes)) setAt(next, path, change.before);
            return next;
          },
          undefined,
          deps.now(),
        );
        return {
          section: entry.section,
          detail: detail('activityDetail.reverted', {
            detail: detailOf(entry) ?? detail('activityDetail.text', { text: entry.details }),
          }),
          changes: saved.changes,
          target: saved.target,
          revertOf: entry.id,
        };
      });
    },
  };
}
