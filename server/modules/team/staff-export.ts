import type { FastifyReply } from 'fastify';
import type { ExportFormat } from '../../contract/imports/api';
import { shownRoleName } from '../../contract/role-authority';
import { pagedRows } from '../../exports/paged-rows';
import { sendExport, type ExportColumn } from '../../exports/send-export';
import type { AppDeps, RequestContext } from '../../types';
import { readOrganizationRegional } from '../organizations/document';
import { membersPage, type ExportedMember } from './repository';

/**
 * The columns of the staff export. The first seven are the staff import's own headers, so an
 * export opened again in the wizard maps itself; the role is shown as the organization names it.
 */
export const STAFF_EXPORT_COLUMNS: readonly ExportColumn<ExportedMember>[] = [
  { header: 'First Name', value: (member) => member.firstName },
  { header: 'Last Name', value: (member) => member.lastName },
  { header: 'Email', value: (member) => member.email },
  { header: 'Phone', value: (member) => member.phone },
  { header: 'Role', value: (member) => shownRoleName(member.role) },
  { header: 'Specialty', value: (member) => member.jobTitle },
  { header: 'Notes', value: (member) => member.bio },
  { header: 'Active', value: (member) => member.isActive },
  { header: 'Can Sign In', value: (member) => member.canSignIn },
];

/** GET /api/staff/export: the organization's team, everyone who works there, one row each. */
export function staffExport(deps: AppDeps) {
  const { db } = deps;
  return {
    send(ctx: RequestContext, reply: FastifyReply, format: ExportFormat) {
      const { organizationId } = ctx;
      return sendExport(reply, {
        fileStem: 'staff',
        format,
        columns: STAFF_EXPORT_COLUMNS,
        rows: pagedRows<ExportedMember>((after, limit) => membersPage(db, organizationId, after?.id, limit)),
        now: deps.now(),
        timeZone: readOrganizationRegional(db, ctx).timezone,
      });
    },
  };
}
