import type { FastifyInstance } from 'fastify';

/**
 * What the cross-organization test needs to call a route that names a record: the path params of a
 * record that belongs to Other Spa, and a body that would be valid for Demo Salon, so the answer
 * comes from the tenancy check rather than from validation. Each module declares its own in its
 * `route-samples.ts` (exporting `routeSamples`); a route with a path parameter and no sample fails
 * the test.
 */
export interface RouteSample {
  /** `METHOD /url` exactly as registered, e.g. `PUT /api/team/users/:id/role`. */
  route: string;
  foreignParams(app: FastifyInstance): Record<string, string>;
  body?(app: FastifyInstance): object;
  /**
   * The parameter names nothing of any organization (a template type, for the variables it
   * offers): instead of a 404, the callers get the same 200 answer, and nothing changes.
   */
  sharedByAll?: true;
}

// Found by name, so a module adds its samples without an edit here (Vite's glob, resolved by vitest).
const declared = import.meta.glob<RouteSample[] | undefined>('../modules/*/route-samples.ts', {
  eager: true,
  import: 'routeSamples',
});

/** Every module's samples; the file that forgot its `routeSamples` export is named. */
export const routeSamples: RouteSample[] = Object.entries(declared).flatMap(([file, samples]) => {
  if (!Array.isArray(samples)) throw new Error(`${file} must export its samples as routeSamples`);
  return samples;
});
