import { describe, expect, it } from 'vitest';
import { DEFAULT_BRANDING, type BrandingConfig } from '../../../../server/contract/branding';
import { DEFAULT_USER_PREFERENCES, type UserPreferences } from '../../../../server/contract/preferences';
import { queryKeys } from '../../api/query-keys';
import { htmlText, renderPage, sessionAs } from '../../testing/render-page';
import { ThemePage } from './ThemePage';

/**
 * The Theme Customization page as it first renders from a branding already read: what a person
 * sees before touching anything. Choosing, previewing across the app and saving are the browser
 * test's (tests/e2e/theme.spec.ts).
 */

const OCEAN: BrandingConfig = { ...DEFAULT_BRANDING, theme: 'ocean', designLanguage: 'glass', isDarkMode: true };

function render(role: string, branding: BrandingConfig, preferences?: Partial<UserPreferences>): string {
  return renderPage(<ThemePage />, {
    url: '/studio/settings/advanced/theme-customization',
    me: sessionAs(role),
    seed: (client) => {
      client.setQueryData(queryKeys.brandingConfig, branding);
      if (preferences) client.setQueryData(queryKeys.userPreferences, { ...DEFAULT_USER_PREFERENCES, ...preferences });
    },
  });
}

const text = htmlText;

/** The radio inputs with their value and whether they are checked and disabled. */
function radios(html: string) {
  return [...html.matchAll(/<input[^>]*type="radio"[^>]*>/g)].map(([tag]) => ({
    value: /value="([^"]*)"/.exec(tag)?.[1],
    checked: /\schecked=""/.test(tag),
    disabled: /\sdisabled=""/.test(tag),
  }));
}

const button = (html: string, name: string) =>
  [...html.matchAll(/<button[^>]*>(?:(?!<\/button>).)*<\/button>/g)]
    .map(([tag]) => tag)
    .find((tag) => text(tag) === name);

describe('the Theme Customization page', () => {
  it('shows the preview, the six design languages, the three modes and the nine palettes in their groups', () => {
    const html = render('owner', OCEAN);
    const shown = text(html);
    expect(shown).toContain('Theme Customization');
    expect(shown).toContain('Live preview');
    expect(html).toContain('aria-label="Preview of Ocean with the Glass design language in Dark mode"');
    for (const name of ['Luxury', 'Minimal', 'Bold', 'Clean', 'Glass', 'Modern']) expect(shown).toContain(name);
    expect(shown).toMatch(/Luxury Premium Rose Gold Champagne Luxe Deep Burgundy/);
    expect(shown).toMatch(/Wellness Spa Lavender Warm Earth/);
    expect(shown).toMatch(/Vibrant Ocean Selected Coral Sunset/);
    expect(shown).toMatch(/Minimal Pure Minimalist/);

    const inputs = radios(html);
    expect(inputs).toHaveLength(6 + 3 + 9);
    expect(inputs.filter((input) => input.checked).map((input) => input.value)).toEqual(['glass', 'dark', 'ocean']);
    expect(inputs.every((input) => !input.disabled)).toBe(true);
  });

  it('enables Save only after a change, and Reset while the theme is not the default', () => {
    const html = render('owner', OCEAN);
    expect(text(html)).toContain('All changes saved');
    expect(button(html, 'Save Changes')).toMatch(/disabled=""/);
    expect(button(html, 'Reset')).not.toMatch(/disabled=""/);

    const atDefaults = render('admin', DEFAULT_BRANDING);
    expect(button(atDefaults, 'Reset')).toMatch(/disabled=""/);
    expect(
      radios(atDefaults)
        .filter((input) => input.checked)
        .map((input) => input.value),
    ).toEqual(['luxury', 'system', 'premium-rose-gold']);
  });

  it('is read-only, with the reason, for someone who may not change the organization settings', () => {
    const html = render('receptionist', OCEAN);
    expect(text(html)).toContain('Chosen by your administrators');
    expect(text(html)).toContain("Your organization's theme is chosen by an owner or administrator.");
    const inputs = radios(html);
    expect(inputs).toHaveLength(18);
    expect(inputs.every((input) => input.disabled)).toBe(true);
    expect(inputs.filter((input) => input.checked).map((input) => input.value)).toEqual(['glass', 'dark', 'ocean']);
    expect(button(html, 'Save Changes')).toBeUndefined();
    expect(button(html, 'Reset')).toBeUndefined();
  });

  it("says when the user's own light or dark preference decides on their screen", () => {
    const own = text(render('owner', OCEAN, { theme: 'light' }));
    expect(own).toContain('your own appearance preference (Light) comes first');
    expect(own).toContain('Open Preferences');
    expect(text(render('owner', OCEAN, { theme: 'system' }))).not.toContain('Open Preferences');
  });
});
