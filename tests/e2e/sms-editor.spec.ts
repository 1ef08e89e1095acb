import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MessageTemplate, MessageTemplateList } from '../../server/contract/message-templates';
import { countSmsSegments } from '../../server/contract/sms-segments';
import { ApiSession } from './pages/OrganizationApi';
import { SettingsForm } from './pages/SettingsForm';
import { SmsTemplateDialog } from './pages/SmsTemplateDialog';
import { expectAccessible } from './support/a11y';
import { useBrowser } from './support/browser';
import { DEMO_ACCOUNTS } from './support/demo';
import { signInByApi } from './support/session';

// The SMS editor of System Templates (spec part 3 §2): Demo Salon's owner writes a marketing SMS,
// watches the live count turn Unicode with an emoji and the parts follow, meets the §5 messages
// and the 1600-character banner, and saves; then opens a system SMS template, whose name and
// category are the platform's. The marketing template is deleted again at the end, so no other
// spec sees it.
const browser = useBrowser();
const OWNER = DEMO_ACCOUNTS.owner;
const PAGE = `/${OWNER.organizationSlug}/settings/organization/system-templates`;
const NAME = 'E2E spring offer SMS';
const SYSTEM_SMS = 'Appointment reminder (SMS)';

let owner: ApiSession;

beforeAll(async () => {
  owner = await ApiSession.signIn(browser.baseURL, OWNER.email);
});

afterAll(async () => {
  const mine = (await listed()).filter((template) => template.name === NAME);
  for (const template of mine) await owner.send('DELETE', `/api/message-templates/${template.id}`);
  await owner?.close();
});

const listed = async () => (await owner.get<MessageTemplateList>('/api/message-templates')).templates;

async function openPage(): Promise<void> {
  await signInByApi(browser.page, browser.baseURL, OWNER.email);
  await browser.page.goto(browser.url(PAGE));
  await browser.page.getByRole('button', { name: 'New template', exact: true }).waitFor();
}

describe('the SMS editor', () => {
  it('counts an SMS live: an emoji makes it Unicode with the right parts; the checks; and saves a marketing template', async () => {
    await openPage();
    const page = browser.page;
    await page.getByRole('button', { name: 'New template', exact: true }).click();
    await page.getByRole('menuitem', { name: 'SMS template' }).click();
    const sms = new SmsTemplateDialog(page, 'New SMS template');
    await sms.dialog.waitFor();
    await expectAccessible(page, 'sms editor: new');

    // §5 at the fields.
    await sms.save.click();
    await expect.poll(() => sms.text(sms.fieldMessage(sms.name))).toBe('Template name is required');
    expect(await sms.text(sms.fieldMessage(sms.content))).toBe('Message content is required');

    await sms.name.fill(NAME);
    await sms.category.selectOption({ label: 'Promotional' });
    await sms.content.fill('a'.repeat(69));
    await expect.poll(() => sms.text(sms.parts)).toBe('1 part');
    expect(await sms.text(sms.encoding)).toBe('Encoding: GSM-7');
    expect(await sms.text(sms.cost)).toBe('Estimated cost: 1 SMS credit');
    expect(await sms.multiPart.count()).toBe(0);

    // 69 letters and an emoji: 71 UTF-16 units, over the 70 of one Unicode SMS.
    await sms.typeAtEnd('😀');
    await expect.poll(() => sms.text(sms.encoding)).toBe('Encoding: Unicode');
    expect(await sms.text(sms.parts)).toBe('2 parts');
    expect(await sms.text(sms.multiPart)).toBe('This message will be sent as 2 parts');
    expect(await sms.text(sms.cost)).toBe('Estimated cost: 2 SMS credits');

    // Over 1600 characters: the banner, and Save cannot be pressed.
    await sms.content.fill('b'.repeat(1601));
    await sms.tooLong.waitFor();
    expect(await sms.save.isDisabled()).toBe(true);
    expect(await sms.text(sms.multiPart)).toMatch(/^This message will be sent as 11 parts Consider shortening/);

    // A variable goes in at the caret.
    await sms.content.fill('Spring offer for you, ');
    await sms.caretToEnd();
    await sms.insertVariable('firstName');
    await sms.typeAtEnd('! 🌸');
    await expect.poll(() => sms.content.inputValue()).toBe('Spring offer for you, {{firstName}}! 🌸');
    await sms.variables.fill('firstName');
    expect(await sms.tooLong.count()).toBe(0);
    await sms.save.click();
    await new SettingsForm(page).waitForToast('Marketing template created successfully');
    await sms.dialog.waitFor({ state: 'hidden' });

    const saved = (await listed()).find((template) => template.name === NAME);
    expect(saved).toMatchObject({
      type: 'sms',
      scope: 'marketing',
      subtype: 'promotional',
      content: 'Spring offer for you, {{firstName}}! 🌸',
      variables: ['firstName'],
      isActive: true,
    });
  });

  it('shows a system SMS template’s name and category read-only, with its count', async () => {
    await openPage();
    const page = browser.page;
    const template = (await listed()).find((candidate) => candidate.name === SYSTEM_SMS) as MessageTemplate;
    await page
      .getByRole('button', { name: `Edit ${SYSTEM_SMS}`, exact: true })
      .first()
      .click();
    const sms = new SmsTemplateDialog(page, `Edit SMS template: ${SYSTEM_SMS}`);
    await sms.dialog.waitFor();
    expect(await sms.name.getAttribute('readonly')).not.toBeNull();
    expect(await sms.category.getAttribute('readonly')).not.toBeNull();
    expect(await sms.content.inputValue()).toBe(template.content);
    const count = countSmsSegments(template.content);
    expect(await sms.text(sms.parts)).toBe(count.segments === 1 ? '1 part' : `${count.segments} parts`);
    await expectAccessible(page, 'sms editor: system template');
    await sms.cancel.click();
    await sms.dialog.waitFor({ state: 'hidden' });
  });
});
