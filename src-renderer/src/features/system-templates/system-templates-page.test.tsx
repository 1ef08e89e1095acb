import { QueryClient } from '@tanstack/react-query';
import type { FastifyInstance } from 'fastify';
import { createStore, Provider } from 'jotai';
import { createIntl } from 'react-intl';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { TEMPLATE_NAME_MAX_LENGTH, type MessageTemplate } from '../../../../server/contract/message-templates';
import type { MeResponse } from '../../../../server/contract/auth';
import { buildTestApp, loginAs, type DemoRole } from '../../../../server/testing/build-test-app';
import { ApiError } from '../../api/api-error';
import { createApiClient, type ApiClient } from '../../api/client';
import german from '../../i18n/de';
import { en } from '../../i18n/en';
import { htmlText, renderPage, sessionAs } from '../../testing/render-page';
import {
  deleteTemplate,
  duplicateTemplate,
  exportTemplates,
  historyQuery,
  importTemplates,
  previewTemplate,
  resetTemplate,
  templateKeys,
  templateListQuery,
  toggleTemplate,
  updateTemplate,
} from './api';
import { inReadersLanguage } from './categories';
import { SmsBubble } from './SmsBubble';
import { SystemTemplatesPage } from './SystemTemplatesPage';
import { templateViewAtom } from './view-atom';
import { duplicateBody, humanizeSubtype } from './template-list';

/**
 * The System Templates page against the real server: the calls the page makes go to a test app
 * (an in-memory database with the demo data), and the page renders what the server answered, as
 * it first shows (put in the query cache under the page's own key). Clicking through is the
 * browser test's (tests/e2e/system-templates.spec.ts).
 */

const PATH = '/studio/settings/organization/system-templates';
const intl = createIntl({ locale: 'en', messages: en });
const copyName = (template: MessageTemplate) =>
  intl.formatMessage({ id: 'systemTemplates.copyName' }, { name: template.name });

let app: FastifyInstance;
let owner: ApiClient;

/** The renderer's API client, its requests answered by the test app in the role's session. */
function clientAs(role: DemoRole): { client: ApiClient; fetch: typeof globalThis.fetch } {
  const { authorization } = loginAs(app, role).headers;
  const fetch: typeof globalThis.fetch = async (input, init = {}) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const headers: Record<string, string> = { ...(init.headers as Record<string, string> | undefined), authorization };
    let payload: string | Buffer | undefined;
    if (typeof FormData !== 'undefined' && init.body instanceof FormData) {
      // Encoded as a browser would: the multipart body with its boundary in the content type.
      const encoded = new Request('http://localhost/', { method: 'POST', body: init.body });
      headers['content-type'] = encoded.headers.get('content-type') ?? '';
      payload = Buffer.from(await encoded.arrayBuffer());
    } else if (typeof init.body === 'string') {
      payload = init.body;
    }
    const answer = await app.inject({ method: (init.method ?? 'GET') as 'GET', url, headers, payload });
    const responseHeaders = new Headers();
    for (const [name, value] of Object.entries(answer.headers)) {
      if (value !== undefined) responseHeaders.set(name, Array.isArray(value) ? value.join(', ') : String(value));
    }
    const empty = answer.statusCode === 204 || answer.rawPayload.length === 0;
    return new Response(empty ? null : new Uint8Array(answer.rawPayload), {
      status: answer.statusCode,
      headers: responseHeaders,
    });
  };
  return { client: createApiClient({ fetch }), fetch };
}

beforeEach(async () => {
  app = await buildTestApp({ config: { writeRateLimit: false } });
  owner = clientAs('owner').client;
});

afterEach(async () => {
  await app.close();
});

/** The page as it first renders with the list the server answers now. */
async function render(url = PATH, me: MeResponse = sessionAs('owner'), client = owner) {
  const templates = await readList(client);
  const html = renderPage(<SystemTemplatesPage />, {
    url,
    me,
    seed: (queryClient: QueryClient) => queryClient.setQueryData(templateKeys.list, templates),
  });
  return { html, text: htmlText(html), templates };
}

async function readList(client = owner): Promise<MessageTemplate[]> {
  // The page's own query, as its query client runs it.
  return new QueryClient().fetchQuery(templateListQuery(client));
}

/** The names of the rows the list shows, top to bottom. */
const rowNames = (html: string) =>
  [...html.matchAll(/<td class="system-templates-name">([^<]*)<\/td>/g)].map(([, name]) => htmlText(name ?? ''));

const rowOf = (html: string, id: string) => {
  const start = html.indexOf(`data-template-id="${id}"`);
  expect(start, `row of ${id}`).toBeGreaterThan(-1);
  return htmlText(html.slice(start, html.indexOf('</tr>', start)).replace(/^[^>]*>/, ''));
};

const byName = (templates: readonly MessageTemplate[], name: string) => {
  const found = templates.find((template) => template.name === name);
  expect(found, name).toBeDefined();
  return found as MessageTemplate;
};

describe('the list', () => {
  it('shows every template the server has, with the tabs’ counts', async () => {
    const { html, text, templates } = await render();
    const sms = templates.filter((template) => template.type === 'sms').length;
    const email = templates.filter((template) => template.type === 'email').length;
    expect(sms).toBeGreaterThan(0);
    expect(email).toBeGreaterThan(0);
    expect(text).toContain(`All ${templates.length} SMS ${sms} Email ${email}`);
    expect(text).toContain('System templates');
    expect(text).toContain('Name Category Type Status Actions');
    expect(rowNames(html)).toHaveLength(templates.length);
    // The list is the chosen tab's panel, which the tab points at.
    expect(html).toContain('aria-controls="bp6-tab-panel_system-templates-tabs_all"');
    expect(html).toContain('id="bp6-tab-panel_system-templates-tabs_all" role="tabpanel"');
    // Every template offers Preview and Edit, named by the template.
    for (const template of templates) {
      expect(html).toContain(`aria-label="Preview ${template.name}"`);
      expect(html).toContain(`aria-label="Edit ${template.name}"`);
    }
  });

  it('shows each template’s category, type, scope and state', async () => {
    const { html, templates } = await render();
    const confirmation = byName(templates, 'Appointment confirmation (SMS)');
    expect(rowOf(html, confirmation.id)).toBe(
      'Appointment confirmation (SMS) Appointment confirmation SMS System Active Preview Edit',
    );
    const push = templates.find((template) => template.type === 'notification') as MessageTemplate;
    expect(rowOf(html, push.id)).toContain('Push System Active');
  });

  it('shows one type per tab, from the address', async () => {
    const sms = await render(`${PATH}?tab=sms`);
    expect(new Set(sms.templates.filter((t) => rowNames(sms.html).includes(t.name)).map((t) => t.type))).toEqual(
      new Set(['sms']),
    );
    expect(rowNames(sms.html)).toHaveLength(sms.templates.filter((t) => t.type === 'sms').length);
    const email = await render(`${PATH}?tab=email`);
    expect(rowNames(email.html)).toHaveLength(email.templates.filter((t) => t.type === 'email').length);
    expect(rowNames(email.html).every((name) => !name.includes('(SMS)'))).toBe(true);
  });

  it('searches by name or by category, whatever the case and the underscores', async () => {
    const byWords = await render(`${PATH}?search=${encodeURIComponent('REMINDER sms')}`);
    expect(rowNames(byWords.html)).toEqual(['Appointment reminder (SMS)']);
    const bySubtype = await render(`${PATH}?search=appointment_confirmation`);
    expect(rowNames(bySubtype.html).sort()).toEqual(
      bySubtype.templates
        .filter((t) => t.subtype === 'appointment_confirmation')
        .map((t) => t.name)
        .sort(),
    );
    // The search keeps to the chosen tab, and the counts stay those of the whole list.
    const inTab = await render(`${PATH}?tab=email&search=confirmation`);
    expect(rowNames(inTab.html)).toEqual(['Appointment confirmation']);
    expect(inTab.html).toContain('value="confirmation"');
  });

  it('shows the list as cards when chosen, with the same templates', async () => {
    const { templates } = await render();
    const store = createStore();
    store.set(templateViewAtom, 'cards');
    const html = renderPage(
      <Provider store={store}>
        <SystemTemplatesPage />
      </Provider>,
      { url: PATH, seed: (client) => client.setQueryData(templateKeys.list, templates) },
    );
    expect(html).toContain('class="system-templates-cards"');
    expect(html.match(/<li data-template-id=/g)).toHaveLength(templates.length);
    expect(html.match(/class="system-templates-card bp6-card/g)).toHaveLength(templates.length);
    expect(html).toMatch(/aria-pressed="true"[^>]*>(?:(?!<\/button>).)*Cards/);
  });
});

describe('the empty states', () => {
  const renderWith = (url: string, templates: MessageTemplate[]) =>
    htmlText(
      renderPage(<SystemTemplatesPage />, {
        url,
        seed: (client) => client.setQueryData(templateKeys.list, templates),
      }),
    );

  it('says No templates found when a search matches nothing', async () => {
    const { text } = await render(`${PATH}?tab=sms&search=zzz-nothing`);
    expect(text).toContain('No templates found');
    expect(text).toContain('Nothing matches “zzz-nothing”.');
  });

  it('says No SMS templates or No email templates for an empty tab, No templates found for none', async () => {
    const templates = await readList();
    const emails = templates.filter((t) => t.type === 'email');
    const texts = templates.filter((t) => t.type === 'sms');
    expect(renderWith(`${PATH}?tab=sms`, emails)).toContain('No SMS templates');
    expect(renderWith(`${PATH}?tab=email`, texts)).toContain('No email templates');
    const none = renderWith(PATH, []);
    expect(none).toContain('No templates found');
    expect(none).toContain('All 0 SMS 0 Email 0');
  });

  it('says the spec’s sentence and offers Try Again when the list could not be loaded', () => {
    const html = renderPage(<SystemTemplatesPage />, {
      url: PATH,
      seed: (client) => {
        // As the cache holds it after the query gave up (not tried again on this render).
        client.setQueryDefaults(templateKeys.list, { retryOnMount: false });
        client
          .getQueryCache()
          .build(client, { queryKey: templateKeys.list })
          .setState({
            status: 'error',
            error: new ApiError(500, 'Internal Server Error'),
            errorUpdatedAt: Date.now(),
            fetchStatus: 'idle',
          });
      },
    });
    const text = htmlText(html);
    expect(text).toContain('Failed to load templates. Please try refreshing the page.');
    expect(text).toContain('Try Again');
  });
});

describe('duplicate', () => {
  it('makes a marketing copy named Copy of {name}, listed with the others', async () => {
    const original = byName(await readList(), 'Appointment reminder');
    const copy = await duplicateTemplate(original, copyName(original), owner);
    expect(copy.name).toBe('Copy of Appointment reminder');
    expect(copy.scope).toBe('marketing');
    expect(copy.type).toBe('email');
    expect(copy.subject).toBe(original.subject);
    expect(copy.content).toBe(original.content);
    const { html, text } = await render(`${PATH}?search=copy`);
    expect(rowNames(html)).toEqual(['Copy of Appointment reminder']);
    expect(rowOf(html, copy.id)).toContain('Email Marketing Active');
    expect(text).not.toContain('Customized');
  });

  it('cuts a long copy’s name to the name’s limit', () => {
    const long = { name: 'x'.repeat(TEMPLATE_NAME_MAX_LENGTH) } as MessageTemplate;
    const body = duplicateBody(
      { ...long, type: 'sms', subtype: 'custom', content: 'Hi' } as MessageTemplate,
      copyName(long),
    );
    expect([...body.name]).toHaveLength(TEMPLATE_NAME_MAX_LENGTH);
    expect(body.name.startsWith('Copy of x')).toBe(true);
  });

  it('deletes a marketing copy, and refuses a delete of a version changed since', async () => {
    const original = byName(await readList(), 'Appointment reminder (SMS)');
    const copy = await duplicateTemplate(original, copyName(original), owner);
    const edited = await updateTemplate(copy, { content: 'Changed meanwhile' }, owner);
    await expect(deleteTemplate(copy, owner)).rejects.toMatchObject({ status: 412 });
    await deleteTemplate(edited, owner);
    expect((await readList()).some((template) => template.id === copy.id)).toBe(false);
  });
});

describe('reset to default', () => {
  it('shows Customized for the organization’s own version, and takes it back to the default', async () => {
    const template = byName(await readList(), 'Appointment confirmation (SMS)');
    const customised = await updateTemplate(template, { content: 'Hi {{firstName}}, see you soon!' }, owner);
    expect(customised.isCustomized).toBe(true);
    const before = await render();
    expect(rowOf(before.html, template.id)).toBe(
      'Appointment confirmation (SMS) Appointment confirmation SMS System Active Customized Preview Edit',
    );

    const reset = await resetTemplate(customised, owner);
    expect(reset.isCustomized).toBe(false);
    expect(reset.content).toBe(template.content);
    const after = await render();
    expect(rowOf(after.html, template.id)).not.toContain('Customized');

    // The history says what happened, who did it and what the version held.
    const entries = await new QueryClient().fetchQuery(historyQuery(template.id, owner));
    expect(entries.map((entry) => entry.change).slice(0, 2)).toEqual(['reset', 'override']);
    expect(entries[1]?.content).toBe('Hi {{firstName}}, see you soon!');
    expect(entries[0]?.changedByName).toBeTruthy();
  });

  it('switches a system template off and shows it Inactive', async () => {
    const template = byName(await readList(), 'Appointment reminder (SMS)');
    const off = await toggleTemplate(template, false, owner);
    expect(off.isEnabled).toBe(false);
    const { html } = await render();
    expect(rowOf(html, template.id)).toContain('SMS System Inactive');
  });
});

describe('preview', () => {
  it('shows an SMS in a bubble with the parts the server counted, filled with its samples', async () => {
    const template = byName(await readList(), 'Appointment reminder (SMS)');
    const preview = await previewTemplate(template, owner);
    expect(preview.text).not.toContain('{{');
    expect(preview.sms).toBeDefined();
    const text = htmlText(renderPage(<SmsBubble text={preview.text} sms={preview.sms} />, { url: PATH }));
    const parts = preview.sms?.segments ?? 0;
    expect(text).toBe(
      `${preview.text} ${parts} ${parts === 1 ? 'part' : 'parts'} · Standard characters (GSM-7) · ${preview.sms?.units} characters`,
    );
  });

  it('gives an email’s subject and its framed HTML', async () => {
    const template = byName(await readList(), 'Appointment confirmation');
    const preview = await previewTemplate(template, owner);
    expect(preview.subject).toBeTruthy();
    expect(preview.subject).not.toContain('{{');
    expect(preview.html).toContain('600');
  });
});

describe('platform tools', () => {
  it('exports the templates as a file and imports it back, skipping customised ones unless told', async () => {
    const { fetch } = clientAs('owner');
    const file = await exportTemplates(fetch);
    expect(file.fileName).toMatch(/\.json$/);
    const template = byName(await readList(), 'Appointment confirmation (SMS)');
    await updateTemplate(template, { content: 'Our own words' }, owner);

    const upload = new File([await file.blob.arrayBuffer()], file.fileName, { type: 'application/json' });
    const kept = await importTemplates(upload, false, owner);
    expect(kept.skipped).toBeGreaterThan(0);
    expect(byName(await readList(), template.name).content).toBe('Our own words');

    const replaced = await importTemplates(upload, true, owner);
    expect(replaced.failed).toEqual([]);
    expect(byName(await readList(), template.name).content).toBe(template.content);
  });

  it('lets only the roles with manage_templates read the list', async () => {
    const receptionist = clientAs('receptionist').client;
    await expect(readList(receptionist)).rejects.toMatchObject({ status: 403 });
  });
});

describe('categories', () => {
  it('reads a subtype no catalog names yet', () => {
    expect(humanizeSubtype('loyalty_points_update')).toBe('Loyalty points update');
  });

  it('names the system templates in the reader’s language, and the organization’s own as written', async () => {
    const templates = await readList();
    const deutsch = createIntl({ locale: 'de', messages: german });
    const reminder = byName(templates, 'Appointment reminder (SMS)');
    expect(inReadersLanguage(reminder, deutsch).name).toBe(
      `${deutsch.formatMessage({ id: 'systemTemplates.category.appointment_reminder' })} · SMS`,
    );
    // Every system template the server ships reads in German: none keeps its English name.
    const shipped = templates.filter((template) => template.scope !== 'marketing');
    for (const template of shipped) expect(inReadersLanguage(template, deutsch).name).not.toBe(template.name);
    for (const template of shipped) expect(inReadersLanguage(template, intl)).toBe(template);
    const marketing = { ...reminder, scope: 'marketing' as const, name: 'Sommeraktion' };
    expect(inReadersLanguage(marketing, deutsch)).toBe(marketing);
  });
});
