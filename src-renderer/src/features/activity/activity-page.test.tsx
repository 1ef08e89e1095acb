import { renderToString } from 'react-dom/server';
import { IntlProvider } from 'react-intl';
import { describe, expect, it } from 'vitest';
import type { ActivityEntry, ActivityPage, ActivitySummary } from '../../../../server/contract/activity';
import { loadCatalog } from '../../i18n/catalogs';
import { en } from '../../i18n/en';
import { htmlText, renderPage, sessionAs } from '../../testing/render-page';
import { ActivityPage as ActivityScreen } from './ActivityPage';
import { ActivityRow } from './ActivityRow';
import { activityKeys } from './api';
import { ChangesTable } from './ChangesTable';

/**
 * Settings Activity as it first renders from answers already read (put in the query cache under the
 * keys the page asks with: no filters, page 1): what a person sees before touching anything.
 */
const PATH = '/studio/settings/activity';

const entry = (extra: Partial<ActivityEntry> = {}): ActivityEntry => ({
  id: '01900000-0000-7000-8000-00000000a001',
  userId: '01900000-0000-7000-8000-000000000002',
  user: { firstName: 'Ines', lastName: 'Ibarra', email: 'ines@studio.test' },
  section: 'organization',
  action: 'update',
  details: 'Updated General Settings',
  detail: null,
  success: true,
  errorMessage: null,
  errorCode: null,
  ipAddress: '127.0.0.1',
  createdAt: new Date(Date.now() - 5 * 60_000).toISOString(),
  changes: { name: { before: 'Studio', after: 'Studio One' } },
  repeatCount: 1,
  lastRepeatedAt: null,
  canRevert: true,
  revertOf: null,
  revertedBy: null,
  ...extra,
});

const pageOf = (items: ActivityEntry[]): ActivityPage => ({ items, total: items.length, page: 1, pageSize: 50 });

const SUMMARY: ActivitySummary = {
  totalActions: 1234,
  activeUsers: 3,
  mostActiveSection: 'branding',
  failedActions: 7,
};

function render(
  list: ActivityPage | null,
  summary: ActivitySummary | null = SUMMARY,
  role = 'owner',
  extra: string[] = [],
) {
  return htmlText(
    renderPage(<ActivityScreen />, {
      url: PATH,
      me: sessionAs(role, extra),
      seed: (client) => {
        if (list !== null) client.setQueryData(activityKeys.list({}, 1), list);
        if (summary !== null) client.setQueryData(activityKeys.summary({}), summary);
      },
    }),
  );
}

describe('Settings Activity', () => {
  it('shows the title, the four cards from the server, the search, the filters and the buttons', () => {
    const text = render(pageOf([entry()]));
    expect(text).toContain('Settings Activity');
    expect(text).toContain('Track all changes and access to settings');
    expect(text).toMatch(/Total Actions .*1,234/);
    expect(text).toMatch(/Active Users .*3/);
    expect(text).toMatch(/Most Active Section .*Branding/);
    expect(text).toMatch(/Failed Actions .*7/);
    expect(text).toContain('Refresh');
    expect(text).toContain('Export Activity');
    expect(text).toContain('Clear Activity');
    for (const words of ['All sections', 'All actions', 'All time', 'Today', 'Last 7 days', 'Last 30 days']) {
      expect(text).toContain(words);
    }
    const html = renderPage(<ActivityScreen />, { url: PATH });
    expect(html).toContain('placeholder="Search activity..."');
  });

  it('lists each entry with who, where, what, when, and its result', () => {
    const text = render(
      pageOf([
        entry(),
        entry({
          id: '01900000-0000-7000-8000-00000000a002',
          user: { firstName: 'Sam', lastName: 'Lee', email: 'sam@studio.test' },
          section: 'security',
          action: 'update',
          details: 'Changed the password',
          success: false,
          errorMessage: 'The current password is not right.',
          repeatCount: 4,
          changes: null,
          canRevert: false,
        }),
      ]),
    );
    expect(text).toContain('Ines Ibarra');
    expect(text).toContain('ines@studio.test');
    expect(text).toContain('Organization');
    expect(text).toContain('Update');
    expect(text).toContain('Updated General Settings');
    expect(text).toContain('5 minutes ago');
    expect(text).toContain('Success');
    expect(text).toContain('Sam Lee');
    expect(text).toContain('Failed');
    expect(text).toContain('The current password is not right.');
    expect(text).toContain('Repeated 4 times');
  });

  it('says when an entry was undone, and by whom when the undoing entry is on the page', () => {
    const undoing = entry({
      id: '01900000-0000-7000-8000-00000000a003',
      user: { firstName: 'Sam', lastName: 'Lee', email: 'sam@studio.test' },
      details: 'Undid: Updated General Settings',
      revertOf: '01900000-0000-7000-8000-00000000a001',
      canRevert: false,
    });
    const text = render(
      pageOf([
        undoing,
        entry({ revertedBy: undoing.id, canRevert: false }),
        entry({
          id: '01900000-0000-7000-8000-00000000a004',
          revertedBy: '01900000-0000-7000-8000-00000000a999',
          canRevert: false,
        }),
      ]),
    );
    expect(text).toContain('Undone');
    // The time is an element of its own (exact time on hover), hence the space the text reader adds.
    expect(text).toMatch(/Undone by Sam Lee, 5 minutes ago ?\./);
    expect(text).toContain('Undone by a later change in this log.');
    expect(text).toContain('Undoes an earlier change.');
  });

  it('says each entry from its key and values, which is how it reads in every language', () => {
    const text = render(
      pageOf([
        entry({
          // The stored English is only shown for an entry without a key.
          details: 'stored line',
          detail: { key: 'activityDetail.locations.photoAdded', values: { name: 'Bondi Beach' } },
        }),
      ]),
    );
    expect(text).toContain('Added a photo to the location Bondi Beach');
    expect(text).not.toContain('stored line');
  });

  it('says the log is empty, or that the filters found nothing', () => {
    const text = render(pageOf([]), { totalActions: 0, activeUsers: 0, mostActiveSection: null, failedActions: 0 });
    expect(text).toContain('No activity found');
    expect(text).toContain('Settings activity will appear here');
    expect(text).not.toContain('Try adjusting your filters');
    expect(text).toMatch(/Most Active Section None yet/);
  });

  it('offers Clear Activity only to those who may manage security settings', () => {
    expect(render(pageOf([]), SUMMARY, 'receptionist')).not.toContain('Clear Activity');
    expect(render(pageOf([]), SUMMARY, 'receptionist', ['manage_security_settings'])).toContain('Clear Activity');
    // Export and Refresh are everyone's: each sees the entries the server shows them.
    expect(render(pageOf([]), SUMMARY, 'receptionist')).toContain('Export Activity');
  });

  it('shows dashes, not zeros, on the cards until the summary arrives, and waits for the list', () => {
    const text = render(null, null);
    expect(text).toMatch(/Total Actions –/);
    expect(text).not.toContain('No activity found');
  });
});

describe('View Details', () => {
  const table = (changes: ActivityEntry['changes']) =>
    htmlText(
      renderToString(
        <IntlProvider locale="en" messages={en}>
          <ChangesTable entry={entry({ changes })} />
        </IntlProvider>,
      ),
    );

  it('shows each changed field with its value before and after, readably', () => {
    const text = table({
      'booking.requireDeposit': { before: false, after: true },
      name: { before: 'Studio', after: 'Studio One' },
      'hours.monday': { before: null, after: { open: '09:00', close: '17:00' } },
    });
    expect(text).toContain('Field Before After');
    expect(text).toContain('booking.requireDeposit No Yes');
    expect(text).toContain('name Studio Studio One');
    expect(text).toContain('hours.monday (empty) {"open":"09:00","close":"17:00"}');
    expect(text).toContain('Show raw JSON');
  });

  it('says so when an entry recorded no values', () => {
    const text = table(null);
    expect(text).toContain('No changed values were recorded for this entry.');
    expect(text).not.toContain('Show raw JSON');
  });
});

describe('a failed entry’s reason', () => {
  const row = async (locale: string, failure: Partial<ActivityEntry>) =>
    htmlText(
      renderToString(
        <IntlProvider locale={locale} messages={locale === 'en' ? en : await loadCatalog(locale)}>
          <ActivityRow
            entry={entry({ success: false, changes: null, canRevert: false, ...failure })}
            undoneBy={undefined}
            now={new Date()}
            mayRevert={false}
            onRevert={() => undefined}
          />
        </IntlProvider>,
      ),
    );
  const CROSS_SITE = {
    errorMessage: 'This change was sent from another website and was refused. Open the app directly and try again.',
    errorCode: 'CROSS_SITE_REQUEST',
  };

  it('says a coded refusal in the reader’s language, as the toast said it when it happened', async () => {
    const french = await loadCatalog('fr');
    const text = await row('fr', CROSS_SITE);
    expect(text).toContain(htmlText(french['error.code.CROSS_SITE_REQUEST']));
    expect(text).not.toContain(CROSS_SITE.errorMessage);
  });

  it('keeps the server’s words for English readers, for a reason without a text of its own, and for an unknown code', async () => {
    expect(await row('en', CROSS_SITE)).toContain(CROSS_SITE.errorMessage);
    const ownWords = { errorMessage: 'Your plan allows 5 staff', errorCode: 'PLAN_LIMIT_REACHED' };
    expect(await row('de', ownWords)).toContain('Your plan allows 5 staff');
    // An entry from before codes were kept, and a code a later release added.
    expect(await row('ja', { errorMessage: 'Old reason', errorCode: null })).toContain('Old reason');
    expect(await row('ja', { errorMessage: 'Newer reason', errorCode: 'SOMETHING_NEW' })).toContain('Newer reason');
  });
});
