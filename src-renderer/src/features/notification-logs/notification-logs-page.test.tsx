import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import type {
  NotificationLogDaily,
  NotificationLogList,
  NotificationLogQuery,
} from '../../../../server/contract/notification-logs';
import { htmlText, renderPage } from '../../testing/render-page';
import { logKeys } from './api';
import { DailyChart } from './DailyChart';
import { logEntry, logPage } from './log-fixtures';
import { LogDetails } from './LogDetails';
import { NotificationLogsPage } from './NotificationLogsPage';

/**
 * The Notification Logs page as it first renders from answers already read (put in the query
 * cache under the query the page asks for): what a person sees before touching anything.
 * Clicking through is the browser test's (tests/e2e/notification-logs.spec.ts).
 */

const PATH = '/studio/settings/organization/notification-logs';

const DAILY: NotificationLogDaily = {
  timeZone: 'Australia/Sydney',
  days: [
    { date: '2026-03-01', sent: 12, delivered: 9, failed: 1 },
    { date: '2026-03-02', sent: 0, delivered: 0, failed: 0 },
    { date: '2026-03-03', sent: 4, delivered: 4, failed: 3 },
  ],
};

interface Answers {
  /** The list under the exact query the page should send. */
  query?: NotificationLogQuery;
  list?: NotificationLogList;
  daily?: NotificationLogDaily;
}

function render(url = PATH, answers: Answers = {}): string {
  return renderPage(<NotificationLogsPage />, {
    url,
    seed: (client) => {
      if (answers.list) client.setQueryData(logKeys.list(answers.query ?? {}), answers.list);
      client.setQueryData(logKeys.daily, answers.daily ?? DAILY);
    },
  });
}

const now = new Date();
const minutesAgo = (minutes: number) => new Date(now.getTime() - minutes * 60_000).toISOString();
const minutesAhead = (minutes: number) => new Date(now.getTime() + minutes * 60_000).toISOString();

const SENT = logEntry({ id: '01900000-0000-7000-8000-00000000a001' }, now);
const FAILED = logEntry(
  {
    id: '01900000-0000-7000-8000-00000000a002',
    type: 'sms',
    status: 'failed',
    event: 'appointmentReminder',
    recipient: '+61400111222',
    recipientName: 'Ben Brown',
    subject: null,
    template: { name: 'Appointment reminder', subtype: 'sms', shippedType: null },
    provider: 'twilio',
    createdAt: minutesAgo(30),
    scheduledFor: minutesAgo(5),
    sentAt: null,
    retryCount: 3,
    error: 'The number is not a mobile number',
  },
  now,
);
const PENDING = logEntry(
  {
    id: '01900000-0000-7000-8000-00000000a003',
    status: 'pending',
    event: 'custom',
    recipient: 'cara@example.test',
    recipientName: null,
    template: null,
    createdAt: minutesAgo(1),
    scheduledFor: minutesAhead(150),
    sentAt: null,
  },
  now,
);

describe('the list', () => {
  it('shows the spec’s columns, each row’s facts and the page label', () => {
    const list = logPage([PENDING, FAILED, SENT], {
      total: 80,
      totalPages: 4,
      nextCursor: 'b2xkZXI',
    });
    const html = render(PATH, { list });
    const shown = htmlText(html);
    expect(shown).toContain('Notification logs');
    expect(shown).toContain('Status Type Recipient Template Time Retries Actions');
    expect(shown).toContain('Pending Email cara@example.test Custom Scheduled in 2 hours 0 View details');
    expect(shown).toContain(
      'Failed The number is not a mobile number SMS Ben Brown +61400111222 Appointment reminder 5 minutes ago 3 View details Resend',
    );
    expect(shown).toContain('Sent Email Ana Alves ana@example.test Appointment confirmation 1 hour ago 0 View details');
    expect(shown).toContain('Previous Page 1 of 4 • 80 logs Next');
    // Page 1: nothing newer; the server said there is an older page.
    expect(html).toMatch(/<button[^>]*disabled[^>]*>(?:(?!<\/button>).)*Previous/);
    expect(html).not.toMatch(/<button[^>]*disabled[^>]*>(?:(?!<\/button>).)*Next/);
  });

  it('offers Resend on failed rows only, named by their recipient', () => {
    const html = render(PATH, { list: logPage([PENDING, FAILED, SENT]) });
    expect(html.match(/aria-label="Resend the message to [^"]*"/g)).toEqual([
      'aria-label="Resend the message to Ben Brown"',
    ]);
    expect(html.match(/aria-label="View details of the message to [^"]*"/g)).toHaveLength(3);
  });

  it('asks for the filters of the address: type, status and the search', () => {
    const list = logPage([FAILED]);
    const html = render(`${PATH}?type=sms&status=failed&search=%2B6140`, {
      query: { notificationType: 'sms', status: 'failed', search: '+6140' },
      list,
    });
    const shown = htmlText(html);
    expect(shown).toContain('Ben Brown');
    expect(html).toContain('value="+6140"');
    const chosen = [...html.matchAll(/<option value="(\w*)"[^>]*selected=""/g)].map(([, value]) => value);
    expect(chosen).toEqual(['sms', 'failed']);
  });

  it('ignores a type or status it does not know, and lists everything', () => {
    const shown = htmlText(render(`${PATH}?type=fax&status=lost`, { query: {}, list: logPage([SENT]) }));
    expect(shown).toContain('Ana Alves');
  });

  it('offers every type and status, after All', () => {
    const html = render(PATH, { list: logPage([SENT]) });
    const options = [...html.matchAll(/<option value="([^"]*)"[^>]*>([^<]*)<\/option>/g)].map(([, , label]) => label);
    expect(options).toEqual([
      'All',
      'SMS',
      'Email',
      'Push',
      'All',
      'Pending',
      'Sent',
      'Delivered',
      'Failed',
      'Cancelled',
    ]);
  });

  it('says so when nothing matches', () => {
    const shown = htmlText(render(`${PATH}?status=failed`, { query: { status: 'failed' }, list: logPage([]) }));
    expect(shown).toContain('No notification logs found');
    expect(shown).toContain('Nothing matches this search and these filters.');
    expect(shown).not.toContain('Page 1 of');
  });

  it('says so when the log is empty', () => {
    const shown = htmlText(render(PATH, { list: logPage([]) }));
    expect(shown).toContain(
      'No notification logs found Messages to your clients and team appear here once they are sent.',
    );
  });
});

describe('the detail view', () => {
  function details(node: ReactNode): string {
    return renderPage(node, { url: PATH });
  }

  it('shows every field, times in the user’s time zone', () => {
    const shown = htmlText(details(<LogDetails log={FAILED} onOpen={() => undefined} />));
    expect(shown).toContain('Error The number is not a mobile number');
    expect(shown).toContain('Status Failed Type SMS Sent for Appointment reminder Recipient Ben Brown +61400111222');
    expect(shown).toContain('Template Appointment reminder (sms) Provider Twilio');
    expect(shown).toMatch(/Created \d\d\/\d\d\/\d{4} \d{1,2}:\d\d [AP]M Scheduled for/);
    expect(shown).toContain('Sent Not yet Delivered Not yet Retries 3');
    expect(shown).toContain('Message Hi Ana, see you on Friday at 10:00.');
  });

  it('shows what a message holds as text: a script in it is never markup', () => {
    const hostile = logEntry({
      subject: '<img src=x onerror=alert(1)>',
      content: 'Hello <script>alert("owned")</script> <b>bold</b>',
      error: null,
    });
    const html = details(<LogDetails log={hostile} onOpen={() => undefined} />);
    expect(html).not.toContain('<script>');
    expect(html).not.toContain('<img');
    expect(html).not.toContain('<b>bold');
    // React wrote the characters themselves: the reader sees the words as they were sent.
    expect(html).toContain('Hello &lt;script&gt;alert(&quot;owned&quot;)&lt;/script&gt; &lt;b&gt;bold&lt;/b&gt;');
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;');
  });

  it('puts the metadata into words: a resend, a fallback to email, the appointment', () => {
    const resent = logEntry({
      metadata: {
        resendOf: FAILED.id,
        fallbackFrom: 'sms',
        fallbackReason: 'The SMS limit of your plan is reached.',
        fallbackReasonKey: 'logReason.smsFallback',
        appointmentId: '01900000-0000-7000-8000-00000000b001',
        appointmentStart: '2026-03-06T23:00:00.000Z',
        campaign: 'spring',
      },
    });
    const shown = htmlText(details(<LogDetails log={resent} onOpen={() => undefined} />));
    expect(shown).toContain('Notes This is a resend of an earlier notification that failed. View the original');
    expect(shown).toContain('Meant as an SMS, sent by email instead. Why: The SMS limit of your plan is reached.');
    // The session's user has the defaults: America/New_York, MM/DD/YYYY, 12h.
    expect(shown).toContain('About the appointment on 03/06/2026 6:00 PM.');
    expect(shown).toContain('campaign: spring');
  });
});

describe('the daily chart', () => {
  it('gives the figures as a table for screen readers and the totals in its legend', () => {
    const html = renderPage(<DailyChart daily={DAILY} failed={false} />, { url: PATH });
    const shown = htmlText(html);
    expect(shown).toContain('Last 14 days');
    expect(shown).toContain('Sent: 16 Delivered: 13 Failed: 4');
    expect(shown).toContain(
      'Messages sent, delivered and failed per day, last 14 days Day Sent Delivered Failed 03/01/2026 12 9 1 03/02/2026 0 0 0 03/03/2026 4 4 3',
    );
    // The drawing: one bar per figure above zero, hidden from screen readers (the table says it).
    expect(html).toMatch(/<svg[^>]*aria-hidden="true"/);
    const bars = [...html.matchAll(/data-series="(\w+)" data-date="([\d-]+)" data-value="(\d+)"/g)].map(
      ([, series, date, value]) => `${date} ${series} ${value}`,
    );
    expect(bars).toEqual([
      '2026-03-01 sent 12',
      '2026-03-01 delivered 9',
      '2026-03-01 failed 1',
      '2026-03-03 sent 4',
      '2026-03-03 delivered 4',
      '2026-03-03 failed 3',
    ]);
  });

  it('says when nothing was sent, and when the figures could not be loaded', () => {
    const quiet = { ...DAILY, days: DAILY.days.map((day) => ({ ...day, sent: 0, delivered: 0, failed: 0 })) };
    expect(htmlText(renderPage(<DailyChart daily={quiet} failed={false} />, { url: PATH }))).toContain(
      'No messages in the last 14 days.',
    );
    expect(htmlText(renderPage(<DailyChart daily={undefined} failed />, { url: PATH }))).toContain(
      'The daily figures could not be loaded.',
    );
  });
});
