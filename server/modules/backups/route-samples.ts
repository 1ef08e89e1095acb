import type { FastifyInstance } from 'fastify';
import { BACKUP_FORMAT, BACKUP_FORMAT_VERSION } from '../../backups/crypto';
import { backupFileOf } from '../../backups/file';
import { appliedMigrationCount, insertBackup, listBackups } from '../../backups/repository';
import { newId } from '../../ids';
import { DEMO_EMAILS } from '../../testing/build-test-app';
import type { RouteSample } from '../../testing/route-samples';
import { findUserByEmail } from '../team/repository';

/** Other Spa gets a plain backup of its (default) branding on demand. */
const otherSpaBackup = (app: FastifyInstance) => {
  const owner = findUserByEmail(app.deps.db, DEMO_EMAILS.otherOwner)!;
  const organizationId = owner.organizationId;
  const existing = listBackups(app.deps.db, organizationId)[0];
  if (existing) return { id: existing.id };
  const createdAt = new Date().toISOString();
  const schemaVersion = appliedMigrationCount(app.deps.db);
  const payload = backupFileOf(
    {
      format: BACKUP_FORMAT,
      version: BACKUP_FORMAT_VERSION,
      organizationId,
      organizationSlug: 'other-spa',
      schemaVersion,
      createdAt,
      name: 'Other Spa',
      userId: owner.id,
      sections: { branding: {} },
    },
    null,
  );
  const id = newId();
  insertBackup(app.deps.db, {
    id,
    organizationId,
    kind: 'manual',
    name: 'Other Spa',
    description: '',
    sections: ['branding'],
    encrypted: false,
    status: 'success',
    schemaVersion,
    sizeBytes: payload.length,
    payload,
    createdBy: owner.id,
    createdAt,
  });
  return { id };
};

export const routeSamples: RouteSample[] = [
  { route: 'POST /api/settings/backups/:id/restore', foreignParams: otherSpaBackup },
  { route: 'DELETE /api/settings/backups/:id', foreignParams: otherSpaBackup },
  { route: 'GET /api/settings/backups/:id/download', foreignParams: otherSpaBackup },
];
