import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ClientPage } from '../../server/contract/clients';
import { readImportFile } from '../../server/contract/imports/read-file';
import { ImportExportPage } from './pages/ImportExportPage';
import { ApiSession } from './pages/OrganizationApi';
import { SettingsShell } from './pages/SettingsShell';
import { expectAccessible } from './support/a11y';
import { savedDownload, useBrowser } from './support/browser';
import { signInByApi } from './support/session';
import { startServer, type RunningServer } from './support/server';

// A fresh organization of its own (a server without the demo data, set up through the API), so the
// hub's counts are this file's alone. Its owner holds export_all_data, the hub's permission.
const browser = useBrowser();
const checkA11y = (state: string) => expectAccessible(browser.page, `imports: ${state}`);

const OWNER = { email: 'ines@imports.test', password: 'Imports-pass-123' };
const SLUG = 'studio-imports';
const PATH = `/${SLUG}/settings/import-export`;

/**
 * A client export as Fresha writes it (the English headers): a UTF-8 BOM, CRLF line ends,
 * a note with a comma and one with a line break inside quotes. James's note spans lines 3 and 4,
 * so Aroha, whose email is no email, is row 5 of the file: the row a person finds in the file.
 */
const FRESHA_CLIENTS = [
  'Client ID,First Name,Last Name,Email,Mobile Number,Telephone,Gender,Date of Birth,City,Note,Blocked,Added',
  '1001,Maria,Rossi,maria.rossi@example.test,+61 400 111 222,,Female,14/03/1988,Melbourne,"Prefers mornings, coffee black",No,05/01/2024',
  '1002,James,Chen,james.chen@example.test,+61 400 333 444,03 9000 1111,Male,,Melbourne,"Allergic to ammonia.\r\nPatch test before colour",No,11/02/2024',
  '1003,Aroha,Ngata,aroha@@example,+61 400 555 666,,Female,,Geelong,,No,02/03/2024',
  '1004,Sofia,Lind,sofia.lind@example.test,,,,,Ballarat,,Yes,20/03/2024',
].join('\r\n');
const FRESHA_FILE = {
  name: 'export_customer_list_2025-05-01.csv',
  mimeType: 'text/csv',
  buffer: Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(`${FRESHA_CLIENTS}\r\n`, 'utf8')]),
};

let server: RunningServer;
/** The owner through the API (Bearer): seeds records and checks what the server kept. */
let api: ApiSession;

beforeAll(async () => {
  server = await startServer({ demo: false });
  api = await ApiSession.setUp(server.url, {
    organizationName: 'Studio Imports',
    organizationSlug: SLUG,
    firstName: 'Ines',
    lastName: 'Ibarra',
    email: OWNER.email,
    password: OWNER.password,
    country: 'AU',
    timezone: 'Australia/Melbourne',
    currency: 'AUD',
  });
});

afterAll(async () => {
  await api?.close();
  await server?.stop();
});

async function open(): Promise<ImportExportPage> {
  await signInByApi(browser.page, server.url, OWNER.email, OWNER.password);
  await browser.page.goto(new URL(PATH, server.url).toString());
  await new SettingsShell(browser.page).waitForHeading('Import & Export');
  const page = new ImportExportPage(browser.page);
  await page.cards.waitFor();
  return page;
}

const clientsNamed = (search: string) =>
  api.get<ClientPage>(`/api/clients?search=${encodeURIComponent(search)}&pageSize=100`);

describe('import & export', () => {
  it('shows the hub of §2: title, subtitle, four cards with their counts, and the footer', async () => {
    const page = await open();
    await browser.page.getByText('Centralized data management hub', { exact: true }).waitFor();
    for (const title of ['Clients', 'Treatments', 'Staff', 'Products'] as const) {
      const card = page.card(title);
      await card.getByRole('button', { name: `Import ${title}`, exact: true }).waitFor();
      await card.getByRole('button', { name: `Export ${title.toLowerCase()}`, exact: true }).waitFor();
    }
    await expect.poll(() => page.count('Clients')).toBe('0 clients');
    // The owner is the team's first member.
    await expect.poll(() => page.count('Staff')).toBe('1 team member');
    expect(await page.footer.innerText()).toContain('Secure Data Transfer');
    await checkA11y('hub');
  });

  it('imports a Fresha client export end to end and explains the bad row by its row number', async () => {
    const page = await open();
    const wizard = await page.openWizard('Clients');
    expect(await wizard.currentStep()).toBe('Platform');
    // Mindbody is announced, not offered.
    const mindbody = wizard.dialog.getByRole('radio', { name: /^Mindbody/ });
    expect(await mindbody.isDisabled()).toBe(true);
    await wizard.dialog.getByText('Unverified field mapping - manual adjustment may be required').waitFor();
    // Continue needs a platform.
    expect(await wizard.button('Continue').isDisabled()).toBe(true);
    await wizard.choosePlatform('Fresha');
    expect(await wizard.currentStep()).toBe('Upload');

    await wizard.upload(FRESHA_FILE);
    await page.waitForToast('File Uploaded', 'Successfully loaded 4 rows');
    expect(await wizard.currentStep()).toBe('Mapping');
    // The Fresha preset fills the mapping; Client ID and Added stay skipped.
    expect(await wizard.mappingOf('First Name').inputValue()).toBe('firstName');
    expect(await wizard.mappingOf('Mobile Number').inputValue()).toBe('phone');
    expect(await wizard.mappingOf('Telephone').inputValue()).toBe('alternatePhone');
    expect(await wizard.mappingOf('Note').inputValue()).toBe('notes');
    expect(await wizard.mappingOf('Client ID').inputValue()).toBe('');
    expect(await wizard.mappingOf('Added').inputValue()).toBe('');

    // Skipping a required column holds Continue to Preview, with the missing field named.
    await wizard.mappingOf('Last Name').selectOption({ label: 'Skip This Column' });
    await wizard.dialog.getByText('Missing required fields: Last Name', { exact: true }).waitFor();
    expect(await wizard.button('Continue to Preview').isDisabled()).toBe(true);
    await wizard.mappingOf('Last Name').selectOption('lastName');
    await checkA11y('mapping step');
    await wizard.button('Continue to Preview').click();

    expect(await wizard.currentStep()).toBe('Preview');
    await wizard.dialog.getByText('4 rows are ready to import.', { exact: true }).waitFor();
    const preview = await wizard.tableRows('The first rows of your file as they will be imported');
    expect(preview.map((row) => row[0])).toEqual(['2', '3', '5', '6']);
    expect(preview[0]).toContain('Maria');
    expect(preview[1]?.join(' ')).toContain('Allergic to ammonia.');
    // A city, a phone number, an email read whole on one line (the 900 px dialog had squeezed
    // "Melbourne" to "Melb", "ourn", "e"); the table scrolls sideways instead.
    const lines = (text: string) =>
      wizard.dialog
        .getByRole('cell', { name: text, exact: true })
        .first()
        .evaluate((cell) => {
          const range = document.createRange();
          range.selectNodeContents(cell);
          return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
        });
    for (const text of ['Melbourne', '+61 400 111 222', 'maria.rossi@example.test']) expect(await lines(text)).toBe(1);
    // Back to the mapping and forward again keeps the choices.
    await wizard.button('Back').click();
    expect(await wizard.mappingOf('Last Name').inputValue()).toBe('lastName');
    await wizard.button('Continue to Preview').click();

    await wizard.button('Import 4 rows').click();
    await page.waitForToast('Import Complete', '3 clients imported successfully, 1 failed');
    expect(await wizard.currentStep()).toBe('Complete');
    expect(await wizard.tiles()).toMatchObject({
      Imported: '3',
      'Skipped as duplicates': '0',
      Merged: '0',
      Failed: '1',
    });
    expect(await wizard.tableRows('Rows not imported')).toEqual([['5', 'Email must be an email address']]);
    await checkA11y('complete step');

    await wizard.button('Done').click();
    await wizard.dialog.waitFor({ state: 'hidden' });
    await expect.poll(() => page.count('Clients')).toBe('3 clients');

    const [james] = (await clientsNamed('Chen')).items;
    expect(james).toMatchObject({
      firstName: 'James',
      email: 'james.chen@example.test',
      phone: '+61 400 333 444',
      alternatePhone: '03 9000 1111',
      city: 'Melbourne',
    });
    expect(james?.notes).toMatch(/^Allergic to ammonia\.\r?\nPatch test before colour$/);
    const [sofia] = (await clientsNamed('Lind')).items;
    expect(sofia?.tags).toContain('Blocked');
    expect((await clientsNamed('Ngata')).total).toBe(0);

    // Opening the wizard again starts over at the platform step.
    const again = await page.openWizard('Clients');
    expect(await again.currentStep()).toBe('Platform');
    await again.button('Cancel').click();
    await again.dialog.waitFor({ state: 'hidden' });
  });

  it('refuses a file that is not CSV or Excel with the spec’s words', async () => {
    const page = await open();
    const wizard = await page.openWizard('Products');
    await wizard.choosePlatform('Generic CSV');
    await wizard.upload({ name: 'products.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.7') });
    await page.waitForToast('Invalid File', 'Please upload a CSV or Excel file');
    expect(await wizard.currentStep()).toBe('Upload');
    await wizard.button('Back').click();
    expect(await wizard.currentStep()).toBe('Platform');
    await wizard.button('Cancel').click();
  });

  it('exports the clients as CSV and as Excel, and both files read back with the import parser', async () => {
    await api.send('POST', '/api/clients', {
      firstName: 'Known',
      lastName: 'Exported',
      email: 'known.exported@example.test',
      notes: '=SUM(A1:A3) is not a formula here',
    });
    const page = await open();

    for (const [format, extension] of [
      ['CSV', 'csv'],
      ['Excel (XLSX)', 'xlsx'],
    ] as const) {
      const download = await page.export('Clients', format);
      const fileName = download.suggestedFilename();
      expect(fileName).toMatch(new RegExp(`^clients.*\\d{4}-\\d{2}-\\d{2}.*\\.${extension}$`));
      const path = await savedDownload(download);
      const table = readImportFile(fileName, new Uint8Array(await readFile(path)));
      expect(table.format).toBe(extension);
      const first = table.headers.indexOf('First Name');
      const notes = table.headers.indexOf('Notes');
      expect(first).toBeGreaterThanOrEqual(0);
      const known = table.rows.find((row) => row[first] === 'Known');
      expect(known, `${fileName} holds the known client`).toBeDefined();
      // Guarded on the way out (OWASP), unguarded by the parser on the way back in.
      expect(known?.[notes]).toBe('=SUM(A1:A3) is not a formula here');
      await page.waitForToast('Export Complete', fileName);
    }
  });
});
