import { createHash } from 'node:crypto';
import type { TemplateType } from '../contract/message-templates';

/**
 * A platform template's id, derived from its (type, subtype): the same on every database and
 * after the platform rows are removed and synced again, so organizations' overrides (keyed by this
 * id, server/db/schema/templates.ts) always find their template. Shaped as a version-8 UUID
 * (RFC 9562, "custom"), lower case, so it passes every id check a UUIDv7 passes.
 */
export function platformTemplateId(type: TemplateType, subtype: string): string {
  const bytes = createHash('sha256').update(`template:${type}:${subtype}`).digest().subarray(0, 16);
  bytes[6] = 0x80 | (bytes[6]! & 0x0f);
  bytes[8] = 0x80 | (bytes[8]! & 0x3f);
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
