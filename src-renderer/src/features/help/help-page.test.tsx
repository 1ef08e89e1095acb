import { afterEach, describe, expect, it, vi } from 'vitest';
import { SETTINGS_SECTIONS } from '../../app/sections/settings-sections';
import { SHIFT_SHORTCUTS } from '../../app/shortcuts/shortcut-map';
import { en } from '../../i18n/en';
import { htmlText, renderPage, sessionAs } from '../../testing/render-page';
import { healthKey } from './api';
import { ContactSupportDialog } from './ContactSupportDialog';
import { GuideDialog } from './GuideDialog';
import { GUIDES } from './guides';
import { HelpPage } from './HelpPage';

/** Help & Documentation as it first renders at an address (tab, search, category in the address). */
const PATH = '/studio/settings/help';
const html = (url = PATH) => renderPage(<HelpPage />, { url });
const text = (url = PATH) => htmlText(html(url));
const guideTitles = GUIDES.map((guide) => en[`help.guide.${guide.id}.title` as keyof typeof en]);
const sectionTitle = (path: string) => en[SETTINGS_SECTIONS.find((section) => section.path === path)!.titleId];

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('Help & Documentation', () => {
  it('shows the search, the four quick cards, the three tabs and Need more help?', () => {
    const page = text();
    expect(page).toContain('Help & Documentation');
    expect(html()).toContain('placeholder="Search guides, FAQs and shortcuts…"');
    for (const words of ['Video Tutorials', 'Contact Support', 'API Documentation', 'System Status'])
      expect(page).toContain(words);
    for (const words of ['Guides & Tutorials', 'FAQs', 'Keyboard Shortcuts']) expect(page).toContain(words);
    for (const words of ['Need more help?', 'Chat with Support', 'Visit Help Center']) expect(page).toContain(words);
  });

  it('the quick cards lead somewhere real', () => {
    const page = html();
    // API Documentation: the server's page, in a new window.
    expect(page).toMatch(/<a id="help-api-docs" href="\/api\/docs" target="_blank" rel="noopener noreferrer"/);
    // System Status: the Performance Monitor's section.
    expect(page).toContain('href="/studio/settings/performance"');
    // Video Tutorials and Visit Help Center: the guides tab.
    expect(page.match(/href="\/studio\/settings\/help#help-guides"/g)).toHaveLength(2);
    // Contact Support and Chat with Support open the dialog: real buttons.
    expect(page).toMatch(/<button type="button" class="[^"]*help-quick-card[^"]*">/);
  });

  it('opens on the guides: ten of them, with the category chips', () => {
    const page = text();
    for (const title of guideTitles) expect(page).toContain(title);
    for (const chip of ['All', 'Getting started', 'Team', 'Bookings', 'Payments & tax', 'Communication', 'Security'])
      expect(page).toContain(chip);
    expect(page).toContain('Beginner');
    expect(page).toContain('5 min read');
  });

  it('a category chip keeps its guides only', () => {
    const page = text(`${PATH}?category=payments`);
    expect(page).toContain('Connect a payment gateway');
    expect(page).toContain('Configure tax rates');
    expect(page).not.toContain('Build your service menu');
    expect(html(`${PATH}?category=payments`)).toMatch(/aria-pressed="true"[^>]*>.*Payments &amp; tax/);
  });

  it('the FAQs tab: the eight questions, closed until opened', () => {
    const page = html(`${PATH}?tab=faqs`);
    expect(page.match(/<details class="help-faq">/g)).toHaveLength(8);
    expect(htmlText(page)).toContain('What is the difference between roles and permissions?');
    expect(htmlText(page)).toContain('How does two-factor authentication work?');
  });

  it('the shortcuts tab lists the shell’s key map, with Ctrl off a Mac', () => {
    const page = text(`${PATH}?tab=shortcuts`);
    expect(page).toContain('Ctrl+K Open the command palette to search every setting');
    expect(page).toContain('Ctrl+M Show or hide the settings menu in a narrow window');
    expect(page).toContain(`Ctrl+1 Open ${sectionTitle('overview')}`);
    for (const [letter, path] of Object.entries(SHIFT_SHORTCUTS))
      expect(page).toContain(`Ctrl+Shift+${letter.toUpperCase()} Open ${sectionTitle(path)}`);
  });

  it('on a Mac the keys are written with ⌘ and ⇧', () => {
    vi.stubGlobal('navigator', { platform: 'MacIntel', userAgent: 'Mac' });
    const page = text(`${PATH}?tab=shortcuts`);
    expect(page).toContain('⌘K Open the command palette');
    expect(page).toContain(`⌘⇧H Open ${sectionTitle('overview')}`);
  });

  it('the settings search’s anchors open their tab', () => {
    expect(text(`${PATH}#help-shortcuts`)).toContain('Ctrl+K');
    expect(html(`${PATH}#help-faqs`)).toContain('<details class="help-faq">');
  });

  it('a search looks through guides, FAQs and shortcuts at once', () => {
    const page = html(`${PATH}?q=Two-Factor`);
    const words = htmlText(page);
    expect(words).toContain('for “Two-Factor”');
    expect(words).toContain('Turn on two-factor authentication');
    // A found FAQ is open, its answer in view.
    expect(page).toContain('<details class="help-faq" open="">');
    expect(words).toContain('sign-in asks for a 6-digit code');
    expect(words).not.toContain('Configure tax rates');

    const shortcuts = text(`${PATH}?q=palette`);
    expect(shortcuts).toContain('Ctrl+K Open the command palette');
    // Tags and answers count: 'GST' is only in the tax guide's tags and the tax answer.
    const gst = text(`${PATH}?q=gst`);
    expect(gst).toContain('Configure tax rates');
    expect(gst).toContain('How do I set up tax rates?');
  });

  it('a search that finds nothing says so', () => {
    const page = text(`${PATH}?q=zebra%20crossing`);
    expect(page).toContain('No results');
    expect(page).toContain('Nothing in the guides, FAQs or shortcuts matches “zebra crossing”');
    expect(page).toContain('Clear search');
  });
});

describe('a guide opened', () => {
  const twoFactor = GUIDES.find((guide) => guide.id === 'twoFactor')!;
  const item = { guide: twoFactor, title: 'Turn on two-factor authentication', description: 'Protect it.', tags: [] };

  it('shows its numbered steps and leads to its screen', () => {
    const page = renderPage(<GuideDialog item={item} onClose={() => {}} usePortal={false} />, { url: PATH });
    expect(page.match(/<li>/g)).toHaveLength(twoFactor.steps);
    expect(htmlText(page)).toContain('Open Security in the Personal group of the settings menu.');
    expect(page).toContain('href="/studio/settings/personal/security"');
    expect(htmlText(page)).toContain('Go to Security');
  });

  it('leaves the link out for a screen this person cannot open', () => {
    const tax = { ...item, guide: GUIDES.find((guide) => guide.id === 'taxRates')! };
    const page = renderPage(<GuideDialog item={tax} onClose={() => {}} usePortal={false} />, {
      url: PATH,
      me: sessionAs('receptionist'),
    });
    expect(htmlText(page)).toContain('Add tax rate');
    expect(page).not.toContain('href="/studio/settings/organization/tax"');
  });
});

describe('Contact support', () => {
  it('shows the version, the organization and the time, with Copy details', () => {
    const now = new Date('2026-11-23T04:00:00.000Z');
    const page = htmlText(
      renderPage(<ContactSupportDialog isOpen onClose={() => {}} now={now} usePortal={false} />, {
        url: PATH,
        seed: (client) => client.setQueryData(healthKey, { status: 'ok', version: '9.8.7' }),
      }),
    );
    expect(page).toContain('Contact support');
    expect(page).toContain('App version 9.8.7');
    expect(page).toContain('Organization Studio (studio)');
    expect(page).toContain('2026-11-23T04:00:00.000Z');
    expect(page).toContain('Copy details');
  });
});
