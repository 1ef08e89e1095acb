import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import type { MessageTemplate, MessageTemplateList } from '../../server/contract/message-templates';
import { EmailBuilderDialog } from './pages/EmailBuilderDialog';
import { ApiSession } from './pages/OrganizationApi';
import { SettingsShell } from './pages/SettingsShell';
import { SystemTemplatesPage } from './pages/SystemTemplatesPage';
import { expectAccessible } from './support/a11y';
import { useBrowser } from './support/browser';
import { DEMO_ACCOUNTS } from './support/demo';
import { signInByApi } from './support/session';

// The email block builder (spec part 3 §2): Demo Salon's owner edits the appointment confirmation
// email. The blocks come from the template's HTML; one block is edited at a time; an unsafe link is
// refused at its field; a new paragraph is added, moved and previewed as the server renders it
// (sample details, the 'powered by' footer); saved, it is the organization's version of the
// template and comes back as blocks. The template is reset at the end, so no other spec sees it.
const browser = useBrowser();
const checkA11y = (state: string) => expectAccessible(browser.page, `email builder: ${state}`);

const OWNER = DEMO_ACCOUNTS.owner;
const TEMPLATES = '/api/message-templates';
const NAME = 'Appointment confirmation';
const TITLE = `Edit email template: ${NAME}`;
const ADDED = 'Parking is free after 6 pm, {{clientFirstName}}.';

let owner: ApiSession;

beforeAll(async () => {
  owner = await ApiSession.signIn(browser.baseURL, OWNER.email);
});

afterAll(async () => {
  if (owner === undefined) return;
  const template = await confirmation().catch(() => undefined);
  if (template?.isCustomized) await owner.send('DELETE', `${TEMPLATES}/system/${template.id}/reset`);
  await owner.close();
});

async function confirmation(): Promise<MessageTemplate> {
  const { templates } = await owner.get<MessageTemplateList>(TEMPLATES);
  const template = templates.find((candidate) => candidate.type === 'email' && candidate.name === NAME);
  expect(template, NAME).toBeDefined();
  return template as MessageTemplate;
}

async function openBuilder(): Promise<EmailBuilderDialog> {
  await signInByApi(browser.page, browser.baseURL, OWNER.email);
  await browser.page.goto(browser.url(`/${OWNER.organizationSlug}/settings/overview`));
  await new SettingsShell(browser.page).openFromMenu('System templates');
  const page = new SystemTemplatesPage(browser.page);
  await page.rows.first().waitFor();
  await browser.page
    .getByRole('button', { name: `Edit ${NAME}`, exact: true })
    .first()
    .click();
  const builder = new EmailBuilderDialog(browser.page, TITLE);
  await builder.blocks.first().waitFor();
  return builder;
}

describe('the email block builder', () => {
  it('edits one block at a time, refuses an unsafe link, adds a paragraph, previews and saves it', async () => {
    const builder = await openBuilder();
    const before = await builder.texts();
    expect(before.length).toBeGreaterThan(1);
    expect(await builder.subject.inputValue()).toContain('{{organizationName}}');
    expect(await builder.button(0, 'Move up').isDisabled()).toBe(true);
    expect(await builder.button(before.length - 1, 'Move down').isDisabled()).toBe(true);
    await checkA11y('opened');

    // One block at a time: with the first open, every other Edit and Add block are off. Cancel
    // puts the first back as it was.
    await builder.button(0, 'Edit block').click();
    await builder.field('Text').fill('Something else entirely');
    expect(await builder.button(1, 'Edit block').isDisabled()).toBe(true);
    expect(await builder.addBlock.isDisabled()).toBe(true);
    await builder.busyHint.waitFor();
    expect(await builder.save.isDisabled()).toBe(true);
    await checkA11y('a block open');
    await builder.editorButton('Cancel').click();
    expect(await builder.texts()).toEqual(before);

    // A button whose link would run script is refused at the field, and the block stays open.
    await builder.add('Button');
    await builder.field('Button text').fill('Pay now');
    await builder.field('Button link').fill('javascript:alert(1)');
    await builder.editorButton('Save').click();
    await builder.editor.getByText(/^This link cannot be used\./).waitFor();
    expect(await builder.field('Button link').getAttribute('aria-invalid')).toBe('true');
    // In the dark theme (the owner's follows the computer's) the open block's form stays readable
    // on the email's white page, where its labels were white on white.
    onTestFinished(() => browser.page.emulateMedia({ colorScheme: 'light' }));
    await browser.page.emulateMedia({ colorScheme: 'dark' });
    await expect.poll(() => browser.page.evaluate(() => document.body.classList.contains('bp6-dark'))).toBe(true);
    // In sight: axe leaves the contrast of what is scrolled out of view undecided.
    await builder.editor.scrollIntoViewIfNeeded();
    await checkA11y('a refused link, dark');
    await browser.page.emulateMedia({ colorScheme: 'light' });
    await builder.editorButton('Cancel').click();
    expect(await builder.texts()).toEqual(before);

    // A new paragraph at the end, then one place up.
    await builder.add('Paragraph');
    await builder.field('Text').fill(ADDED);
    await builder.editorButton('Save').click();
    await expect.poll(() => builder.blocks.count()).toBe(before.length + 1);
    await builder.button(before.length, 'Move up').click();
    const moved = await builder.texts();
    expect(moved[before.length - 1]).toContain(ADDED);
    expect(moved[before.length]).toBe(before[before.length - 1]);

    // The preview is the server's rendering of the unsaved draft: sample name, footer.
    await builder.previewTab.click();
    await expect.poll(() => builder.previewHtml()).toContain('Parking is free after 6 pm,');
    const preview = await builder.previewHtml();
    expect(preview).not.toContain('{{clientFirstName}}');
    expect(preview).toMatch(/Powered by /);
    await checkA11y('preview');

    await builder.editTab.click();
    await builder.save.click();
    await builder.dialog.waitFor({ state: 'detached' });
    const saved = await confirmation();
    expect(saved.isCustomized).toBe(true);
    expect(saved.effectiveHtml).toContain('Parking is free after 6 pm, {{clientFirstName}}.');
  });

  it('reads the saved template back into the same blocks, and asks before closing with changes', async () => {
    const builder = await openBuilder();
    const texts = await builder.texts();
    expect(texts.some((text) => text.includes(ADDED))).toBe(true);

    // Nothing changed: Close closes.
    await builder.close.click();
    await builder.dialog.waitFor({ state: 'detached' });

    await browser.page
      .getByRole('button', { name: `Edit ${NAME}`, exact: true })
      .first()
      .click();
    const again = new EmailBuilderDialog(browser.page, TITLE);
    await again.blocks.first().waitFor();
    await again.button(0, 'Remove block').click();
    await again.close.click();
    await again.discard.waitFor();
    await again.discard.getByRole('button', { name: 'Keep editing', exact: true }).click();
    expect(await again.blocks.count()).toBe(texts.length - 1);
    await again.close.click();
    await again.discard.getByRole('button', { name: 'Discard changes', exact: true }).click();
    await again.dialog.waitFor({ state: 'detached' });
    expect((await confirmation()).effectiveHtml).toContain(ADDED);
  });
});
