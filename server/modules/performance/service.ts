import type { OrganizationStorage, PerformanceResponse, ServerError } from '../../contract/performance';
import { readSystemConfiguration } from '../system-configuration/document';
import type { Monitor } from '../../monitoring';
import { WINDOW_MINUTES } from '../../monitoring/response-histogram';
import { folderBytes } from '../../storage/sizes';
import { uploadsDir } from '../../storage/paths';
import type { AppDeps, RequestContext } from '../../types';
import { listOrganizations, queueDepth, rowCounts } from './repository';

/**
 * Walking an uploads folder reads every file's size: the answer is kept this long per
 * organization, so a monitor refreshing every 10 s (or a benchmark) does not walk it each time.
 */
const UPLOADS_KEPT_MS = 30_000;

export function performanceService(deps: AppDeps, monitor: Monitor) {
  const uploads = new Map<string, { at: number; bytes: number }>();

  function uploadsBytes(organizationId: string): number {
    const now = deps.now().getTime();
    const known = uploads.get(organizationId);
    if (known && now - known.at < UPLOADS_KEPT_MS) return known.bytes;
    const bytes = folderBytes(uploadsDir(deps.config.dataDir, organizationId));
    uploads.set(organizationId, { at: now, bytes });
    return bytes;
  }

  const storageOf = (organizationId: string, name: string): OrganizationStorage => ({
    organizationId,
    name,
    uploadsBytes: uploadsBytes(organizationId),
    rows: rowCounts(deps.db, organizationId),
  });

  return {
    get(ctx: RequestContext): PerformanceResponse {
      const platform = ctx.user.isPlatformAdmin;
      const monitoringEnabled = readSystemConfiguration(deps.db, ctx.organizationId).system.performanceMonitoring;
      // Errors are the whole process's: an owner sees the ones their own organization's calls met.
      const errors: ServerError[] = monitoringEnabled
        ? monitor.errors
            .newestFirst((entry) => platform || entry.organizationId === ctx.organizationId)
            .map(({ organizationId: _organization, ...entry }) => entry)
        : [];
      const memory = process.memoryUsage();
      return {
        generatedAt: deps.now().toISOString(),
        monitoringEnabled,
        responseTimes: {
          windowMinutes: WINDOW_MINUTES,
          routes: monitoringEnabled ? monitor.responseTimes.summary() : [],
        },
        errors,
        database: monitor.database.figures(),
        storage: {
          organization: storageOf(ctx.organizationId, ctx.organization.name),
          others: platform
            ? listOrganizations(deps.db)
                .filter((organization) => organization.id !== ctx.organizationId)
                .map((organization) => storageOf(organization.id, organization.name))
            : null,
        },
        process: {
          rssBytes: memory.rss,
          heapUsedBytes: memory.heapUsed,
          heapTotalBytes: memory.heapTotal,
          externalBytes: memory.external,
          uptimeSeconds: Math.round(process.uptime()),
          nodeVersion: process.version,
        },
        notificationQueue: queueDepth(deps.db, ctx.organizationId),
      };
    },
  };
}
