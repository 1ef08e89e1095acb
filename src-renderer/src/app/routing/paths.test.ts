import { describe, expect, it } from 'vitest';
import { homePath, settingsBase, settingsPath, slugInPath, staffPath, withSlug } from './paths';

describe('slugInPath', () => {
  it('finds the organization slug before settings or staff', () => {
    expect(slugInPath('/demo-salon/settings/overview')).toBe('demo-salon');
    expect(slugInPath('/demo-salon/settings')).toBe('demo-salon');
    expect(slugInPath('/demo-salon/staff')).toBe('demo-salon');
  });

  it('has none for the unprefixed forms', () => {
    expect(slugInPath('/settings/overview')).toBeUndefined();
    expect(slugInPath('/settings/settings')).toBeUndefined();
    expect(slugInPath('/staff')).toBeUndefined();
    expect(slugInPath('/login')).toBeUndefined();
    expect(slugInPath('/demo-salon/book')).toBeUndefined();
  });
});

describe('paths', () => {
  it('builds both forms', () => {
    expect(settingsBase(undefined)).toBe('/settings');
    expect(settingsPath('demo-salon', 'roles')).toBe('/demo-salon/settings/roles');
    expect(staffPath(undefined)).toBe('/staff');
    expect(staffPath('demo-salon')).toBe('/demo-salon/staff');
    expect(homePath('demo-salon')).toBe('/demo-salon/settings/overview');
  });

  it('swaps a foreign slug for the user’s own', () => {
    expect(withSlug('/other-spa/settings/roles', 'demo-salon')).toBe('/demo-salon/settings/roles');
    expect(withSlug('/settings/roles', 'demo-salon')).toBe('/settings/roles');
  });
});
