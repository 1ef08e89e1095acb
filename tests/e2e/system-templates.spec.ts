import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MessageTemplate, MessageTemplateList, TemplatePreview } from '../../server/contract/message-templates';
import { ApiSession } from './pages/OrganizationApi';
import { SettingsShell } from './pages/SettingsShell';
import { SystemTemplatesPage } from './pages/SystemTemplatesPage';
import { expectAccessible } from './support/a11y';
import { useBrowser } from './support/browser';
import { DEMO_ACCOUNTS } from './support/demo';
import { signInByApi } from './support/session';

// System Templates (spec part 3 §2): Demo Salon's owner finds the SMS templates by tab and search,
// previews one, takes a template someone customised back to its default, and duplicates one into a
// marketing template ('Copy of {name}'), which they delete again. What the page should show is read
// from the API with a second session, so the test follows the data rather than hard-coding it. The
// template customised here is reset and the copy deleted at the end, so no other spec sees them.
const browser = useBrowser();
const checkA11y = (state: string) => expectAccessible(browser.page, `system templates: ${state}`);

const OWNER = DEMO_ACCOUNTS.owner;
const TEMPLATES = '/api/message-templates';
const TITLE = 'System templates';
const CUSTOMISED = 'Appointment confirmation (SMS)';
const DUPLICATED = 'Appointment cancellation (SMS)';
const COPY = `Copy of ${DUPLICATED}`;

let owner: ApiSession;

beforeAll(async () => {
  owner = await ApiSession.signIn(browser.baseURL, OWNER.email);
});

afterAll(async () => {
  if (owner === undefined) return;
  const templates = await listed();
  const customised = templates.find((template) => template.name === CUSTOMISED);
  if (customised?.isCustomized) await owner.send('DELETE', `${TEMPLATES}/system/${customised.id}/reset`);
  for (const copy of templates.filter((template) => template.name === COPY)) {
    await owner.send('DELETE', `${TEMPLATES}/${copy.id}`);
  }
  await owner.close();
});

const listed = async () => (await owner.get<MessageTemplateList>(TEMPLATES)).templates;
const named = async (name: string) => {
  const template = (await listed()).find((candidate) => candidate.name === name);
  expect(template, name).toBeDefined();
  return template as MessageTemplate;
};

async function open(): Promise<SystemTemplatesPage> {
  await signInByApi(browser.page, browser.baseURL, OWNER.email);
  await browser.page.goto(browser.url(`/${OWNER.organizationSlug}/settings/overview`));
  await new SettingsShell(browser.page).openFromMenu(TITLE);
  const page = new SystemTemplatesPage(browser.page);
  await page.rows.first().waitFor();
  return page;
}

describe('system templates', () => {
  it('counts the tabs, shows one type per tab, searches, switches to cards and previews an SMS', async () => {
    const page = await open();
    const templates = await listed();
    const sms = templates.filter((template) => template.type === 'sms');
    await expect.poll(() => page.count('All')).toBe(templates.length);
    expect(await page.count('SMS')).toBe(sms.length);
    expect(await page.count('Email')).toBe(templates.filter((template) => template.type === 'email').length);
    expect(await page.rows.count()).toBe(templates.length);
    await checkA11y('the list');

    await page.tab('SMS').click();
    await expect.poll(() => page.rows.count()).toBe(sms.length);
    expect(new URL(browser.page.url()).searchParams.get('tab')).toBe('sms');

    await page.search.fill('reminder');
    const reminders = sms.filter((template) => /reminder/i.test(`${template.name} ${template.subtype}`));
    // Exactly the reminders: the unfiltered list contains them too, so waiting for them alone passed
    // before the search had applied (it failed once in CI, counting all ten SMS rows).
    await expect
      .poll(async () => (await page.names()).sort())
      .toEqual(reminders.map((template) => template.name).sort());

    await page.search.fill('no template is called this');
    await page.page.getByRole('heading', { name: 'No templates found', exact: true }).waitFor();
    await page.search.fill('');

    await page.cardView.click();
    await expect.poll(() => page.cards.count()).toBe(sms.length);
    await checkA11y('cards');
    await page.listView.click();
    await page.rows.first().waitFor();

    const reminder = await named('Appointment reminder (SMS)');
    const answer = await owner.send<TemplatePreview>('POST', `${TEMPLATES}/${reminder.id}/preview`, {});
    const dialog = await page.preview(reminder.name);
    await dialog.getByText(answer.text, { exact: true }).waitFor();
    const parts = answer.sms?.segments ?? 1;
    await dialog.getByText(new RegExp(`^${parts} ${parts === 1 ? 'part' : 'parts'} · `)).waitFor();
    await checkA11y('an SMS preview');
    await dialog.locator('.bp6-dialog-footer').getByRole('button', { name: 'Close', exact: true }).click();
    await dialog.waitFor({ state: 'hidden' });
  });

  it('resets a customised template to its default after a confirmation', async () => {
    const template = await named(CUSTOMISED);
    // Someone customised it (another reception PC, say): the page shows it as Customized.
    await owner.send('PUT', `${TEMPLATES}/${template.id}`, {
      content: 'Hi {{firstName}}, you are booked in. See you!',
    });
    const page = await open();
    await expect.poll(() => page.state(template.id)).toBe('System Active Customized');

    await page.choose(CUSTOMISED, 'Reset to default');
    const confirm = page.confirmation(`Reset “${CUSTOMISED}” to its default?`);
    await confirm.waitFor();
    await checkA11y('the reset confirmation');
    await confirm.getByRole('button', { name: 'Reset to default', exact: true }).click();
    await page.waitForToast('Template reset to its default');
    await expect.poll(() => page.state(template.id)).toBe('System Active');

    const after = await named(CUSTOMISED);
    expect(after.isCustomized).toBe(false);
    expect(after.content).toBe(after.defaultContent);
  });

  it('duplicates a template into a marketing copy named Copy of {name}, and deletes the copy', async () => {
    const page = await open();
    await page.choose(DUPLICATED, 'Duplicate');
    await page.waitForToast('Marketing template duplicated successfully');
    await page.search.fill(COPY);
    await expect.poll(() => page.names()).toEqual([COPY]);
    const copy = await named(COPY);
    const original = await named(DUPLICATED);
    expect(copy).toMatchObject({ scope: 'marketing', type: 'sms', content: original.content });
    expect(await page.state(copy.id)).toBe('Marketing Active');

    await page.choose(COPY, 'Delete');
    const confirm = page.confirmation(`Delete the template “${COPY}”? This cannot be undone.`);
    await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
    await page.waitForToast('Marketing template deleted successfully');
    await page.page.getByRole('heading', { name: 'No templates found', exact: true }).waitFor();
    expect((await listed()).some((template) => template.name === COPY)).toBe(false);
  });
});
