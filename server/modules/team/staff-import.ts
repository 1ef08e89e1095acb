import { Type, type TSchema } from 'typebox';
import { UpdateProfileBody } from '../../contract/account';
import { Strict, TEXT_KEYWORD, TextField, type TextRule } from '../../contract/common';
import type { ImportResult, ImportStaffBody } from '../../contract/imports/api';
import { normalizeRoleName } from '../../contract/permissions';
import { mayGrantRole, shownRoleName } from '../../contract/role-authority';
import { cleanName, comparableName } from '../../contract/text';
import { PlanLimitError } from '../../errors';
import { newId } from '../../ids';
import { recordCheck } from '../../plugins/validation';
import type { AppDeps, RequestContext } from '../../types';
import { planLimits } from '../billing/limits';
import { cleanRow, flagCell, importTally, NOT_A_FLAG } from '../../imports/rows';
import { listRoles, type RoleRow } from '../roles/repository';
import { findUserByEmail, insertUser } from './repository';

/** A profile field's rules under the name the import gives it (the job title is the file's specialty). */
function relabel(schema: TSchema, label: string): TSchema {
  const rule = (schema as Record<string, unknown>)[TEXT_KEYWORD] as TextRule | undefined;
  return { ...schema, title: label, ...(rule ? { [TEXT_KEYWORD]: { ...rule, label } } : {}) } as TSchema;
}

const profile = UpdateProfileBody.properties;

/** A row of the staff import, held to the profile form's rules for each field it fills. */
const StaffRecord = Strict({
  firstName: profile.firstName,
  lastName: profile.lastName,
  email: profile.email,
  phone: Type.Optional(profile.phone),
  role: Type.Optional(TextField({ label: 'Role', maxLength: 100 })),
  specialty: Type.Optional(relabel(profile.jobTitle, 'Specialty')),
  notes: Type.Optional(relabel(profile.bio, 'Notes')),
  isActive: Type.Optional(Type.Boolean({ title: 'Active' })),
});
const checkStaff = recordCheck(StaffRecord);
const FIELDS = Object.keys(StaffRecord.properties);

/** The spec's default role for an imported person: 'Staff', the practitioner role. */
const DEFAULT_ROLE = 'Staff';
export const EMAIL_TAKEN_MESSAGE = 'A team member with this email already exists.';

const lower = (name: string) => comparableName(name).toLowerCase();

/**
 * The role a file names: 'Staff' (any case) is the practitioner role, as the spec's default;
 * otherwise a role whose name or display name reads the same ('Therapist' when the organization
 * calls its practitioners so), else one the name is an alias of ('Front Desk' is the receptionist).
 */
function roleFinder(roles: readonly RoleRow[]) {
  const practitioner = roles.find((role) => normalizeRoleName(role.name) === 'practitioner');
  return (wanted: string): RoleRow | undefined => {
    const key = lower(wanted);
    if (key === 'staff' && practitioner) return practitioner;
    const named = roles.find((role) => lower(role.name) === key || lower(shownRoleName(role)) === key);
    if (named) return named;
    const canonical = normalizeRoleName(wanted);
    return roles.find((role) => normalizeRoleName(role.name) === canonical);
  };
}

/**
 * POST /api/staff/import: a chunk of the wizard's rows in one transaction. Each row becomes a team
 * member who does not sign in (no password: sign-in can be given later from the team page), held
 * to the same rules as adding a member: a valid email no user has yet (emails are unique across
 * organizations, and the answer never says which one has it), a role the importer may give (the
 * rule of contract/role-authority.ts), a seat within the plan's staff limit. Specialty is kept as
 * the job title, notes as the bio.
 */
export function staffImportService(deps: AppDeps) {
  const { db, now } = deps;
  const limits = planLimits(deps);

  return {
    import(ctx: RequestContext, body: ImportStaffBody): ImportResult {
      const at = now().toISOString();
      const { tally, fail } = importTally();

      db.transaction((tx) => {
        const roles = listRoles(tx, ctx.organizationId);
        const findRole = roleFinder(roles);
        const roleNames = roles.map(shownRoleName).join(', ');
        const emails = new Set<string>();

        body.staff.forEach((raw, rowIndex) => {
          const row = cleanRow(raw);
          if (!flagCell(row, 'isActive')) return fail(rowIndex, NOT_A_FLAG);
          const record: Record<string, unknown> = {};
          for (const field of FIELDS) if (row[field] !== undefined) record[field] = row[field];
          const problem = checkStaff(record);
          if (problem !== undefined) return fail(rowIndex, problem);
          const input = record as {
            firstName: string;
            lastName: string;
            email: string;
            phone?: string;
            role?: string;
            specialty?: string;
            notes?: string;
            isActive?: boolean;
          };

          const email = input.email.trim().toLowerCase();
          if (emails.has(email) || findUserByEmail(tx, email)) return fail(rowIndex, EMAIL_TAKEN_MESSAGE);

          const wanted = input.role?.trim() || DEFAULT_ROLE;
          const role = findRole(wanted);
          if (!role) return fail(rowIndex, `There is no role named "${wanted}". The roles are: ${roleNames}.`);
          const authority = mayGrantRole(ctx.user, role);
          if (!authority.ok) return fail(rowIndex, authority.reason);

          const isActive = input.isActive ?? true;
          // An inactive member takes no seat (reactivating them later checks the limit then).
          if (isActive) {
            try {
              limits.assertWithinLimit(ctx, 'staff', { db: tx });
            } catch (error) {
              if (error instanceof PlanLimitError) return fail(rowIndex, error.message);
              throw error;
            }
          }

          insertUser(tx, {
            id: newId(),
            organizationId: ctx.organizationId,
            roleId: role.id,
            email,
            passwordHash: null,
            firstName: cleanName(input.firstName),
            lastName: cleanName(input.lastName),
            phone: input.phone?.trim() ?? '',
            jobTitle: input.specialty?.trim() ?? '',
            bio: input.notes?.trim() ?? '',
            isActive,
            passwordChangedAt: at,
            createdAt: at,
            updatedAt: at,
          });
          emails.add(email);
          tally.imported += 1;
        });
      });

      return { imported: tally.imported, failed: tally.failed, errors: tally.errors };
    },
  };
}
