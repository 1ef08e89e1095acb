import { SystemSecurity } from '../../../../server/contract/system-configuration';

// The schema's options are plain JSON Schema keywords at run time; TypeBox's TString type omits them.
const { pattern = '^$', maxLength = 200 } = SystemSecurity.properties.corsOrigins.items as {
  pattern?: string;
  maxLength?: number;
};
const ORIGIN = new RegExp(pattern);

/**
 * Whether the server would take a website for the CORS list: the contract's own pattern (a scheme,
 * a host and maybe a port, no path), read from the schema so the two never drift apart.
 */
export const isCorsOrigin = (entry: string): boolean => entry.length <= maxLength && ORIGIN.test(entry);
