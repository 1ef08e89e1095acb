import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrganizationData } from '../../server/contract/organization';
import type { RoleSummary, TeamUser } from '../../server/contract/team';
import { ApiSession } from './pages/OrganizationApi';
import { OrganizationGeneralPage } from './pages/OrganizationGeneralPage';
import { OrganizationRolesPage } from './pages/OrganizationRolesPage';
import { SettingsShell } from './pages/SettingsShell';
import { accessibilityChecker } from './support/a11y';
import { useBrowser } from './support/browser';
import { DEMO_ACCOUNTS } from './support/demo';
import { signInByApi } from './support/session';

const browser = useBrowser();
const checkA11y = accessibilityChecker();

const ROLES_PATH = '/demo-salon/settings/roles';
const GENERAL_LABEL = 'Organization settings, subscription, branding and online booking';
const TAX_LABEL = 'Tax configuration';

// The owner's own session beside the browser's, to read the truth and to put the demo back: the
// shell and team specs expect the receptionist without extra permissions and Priya a practitioner.
let owner: ApiSession;
let organization: OrganizationData;

beforeAll(async () => {
  owner = await ApiSession.signIn(browser.baseURL, DEMO_ACCOUNTS.owner.email);
  organization = await owner.get<OrganizationData>('/api/settings/organization-data');
});

afterAll(async () => {
  await owner?.close();
});

const roles = async () => (await owner.get<{ items: RoleSummary[] }>('/api/roles')).items;
const roleNamed = async (name: string) => (await roles()).find((role) => role.name === name);
const members = async () => (await owner.get<{ items: TeamUser[] }>('/api/team/users')).items;

async function openRoles(email: string = DEMO_ACCOUNTS.owner.email): Promise<OrganizationRolesPage> {
  await browser.context.clearCookies();
  await signInByApi(browser.page, browser.baseURL, email);
  await browser.page.goto(browser.url(ROLES_PATH));
  await new SettingsShell(browser.page).waitForHeading('Roles & Permissions');
  const page = new OrganizationRolesPage(browser.page);
  await page.tab('Owner').waitFor();
  return page;
}

async function signInAs(email: string): Promise<SettingsShell> {
  await browser.context.clearCookies();
  await signInByApi(browser.page, browser.baseURL, email);
  await browser.page.goto(browser.url('/demo-salon/settings/overview'));
  const shell = new SettingsShell(browser.page);
  await shell.waitForHeading('Settings overview');
  return shell;
}

describe('roles and permissions', () => {
  it('lists the built-in roles with display names, ranks and holders, then the custom ones', async () => {
    const page = await openRoles();
    await checkA11y(browser.page);
    expect(await page.tabNames()).toEqual([
      'Owner',
      'Administrator',
      'Manager',
      'Practitioner',
      'Receptionist',
      // The demo's custom role.
      'Senior Stylist',
    ]);
    expect(await page.ownerOnlyNote.count()).toBe(0);

    await page.open('Receptionist');
    const receptionist = (await roleNamed('receptionist'))!;
    expect(await page.panel.getByRole('heading', { level: 2 }).innerText()).toMatch(
      /^Receptionist\s+Built-in\s+Ranks below Practitioner/,
    );
    expect(await page.holders()).toEqual(receptionist.holderNames);
    expect(receptionist.holderNames).toEqual([DEMO_ACCOUNTS.receptionist.name]);
    expect(await page.permission(GENERAL_LABEL).isChecked()).toBe(false);
    expect(await page.permission(GENERAL_LABEL).isEnabled()).toBe(true);

    // Owner and administrator hold every permission by their role; a manager all but managing roles.
    await page.open('Owner');
    await page.panel.getByText('The Owner role includes every permission.').waitFor();
    await page.open('Manager');
    expect(await page.permission('Roles and team access').isEnabled()).toBe(true);
    expect(await page.permission(TAX_LABEL).isChecked()).toBe(true);
    expect(await page.permission(TAX_LABEL).isDisabled()).toBe(true);
    await page.open('Senior Stylist');
    expect(await page.permission('Templates').isChecked()).toBe(true);
    await checkA11y(browser.page);
  });

  it('granting the receptionist manage_organization_settings opens General Settings to them, and removing it closes it again', async () => {
    const receptionist = (await roleNamed('receptionist'))!;
    try {
      // The owner grants the permission on the Roles page.
      const page = await openRoles();
      await page.open('Receptionist');
      await page.togglePermission(GENERAL_LABEL);
      await page.toast('Permissions updated').waitFor();
      await expect.poll(() => page.permission(GENERAL_LABEL).isChecked()).toBe(true);
      expect((await roleNamed('receptionist'))!.customPermissions).toEqual(['manage_organization_settings']);

      // The receptionist now has the entry in the menu and may save the general settings.
      let shell = await signInAs(DEMO_ACCOUNTS.receptionist.email);
      expect(await shell.menuEntries()).toContain('General Settings');
      await shell.openFromMenu('General Settings');
      const general = new OrganizationGeneralPage(browser.page);
      await general.waitForForm();
      await general.field('Description').fill('Saved by the front desk.');
      await general.save();
      await general.waitForToast('Settings saved');
      expect((await owner.get<OrganizationData>('/api/settings/organization-data')).description).toBe(
        'Saved by the front desk.',
      );

      // The owner takes it away on the Roles page…
      const again = await openRoles();
      await again.open('Receptionist');
      await again.togglePermission(GENERAL_LABEL);
      await again.toast('Permissions updated').waitFor();
      await expect.poll(async () => (await roleNamed('receptionist'))!.customPermissions).toEqual([]);

      // …and both the entry and the right to save are gone.
      shell = await signInAs(DEMO_ACCOUNTS.receptionist.email);
      expect(await shell.menuEntries()).not.toContain('General Settings');
      await browser.page.goto(browser.url('/demo-salon/settings/organization/general'));
      await browser.page.getByRole('heading', { name: 'You do not have access to this page' }).waitFor();
      const refused = await browser.write('put', '/api/settings/organization-data', {
        companyName: organization.companyName,
        description: 'Not allowed any more.',
      });
      expect(refused.status()).toBe(403);
    } finally {
      await owner.send('PUT', `/api/roles/${receptionist.id}`, { customPermissions: [] });
      const { subscription: _subscription, ...fields } = organization;
      await owner.send('PUT', '/api/settings/organization-data', fields);
    }
  });

  it('creates a custom role, gives it to a team member, and it takes effect for them', async () => {
    const practitioner = (await roleNamed('practitioner'))!;
    const priya = (await members()).find((member) => member.email === DEMO_ACCOUNTS.practitioner.email)!;
    try {
      const page = await openRoles();
      await page.createButton.click();
      const dialog = page.dialog('Create role');
      await dialog.waitFor();
      await checkA11y(browser.page);
      await dialog.getByLabel('Role name').fill('Tax Clerk');
      await dialog.locator('label.bp6-control').filter({ hasText: TAX_LABEL }).click();
      await dialog.getByRole('button', { name: 'Create role' }).click();
      await page.toast('Role created').waitFor();
      // The new role opens at once, held by nobody yet.
      await page.panel.getByRole('heading', { level: 2, name: /^Tax Clerk/ }).waitFor();
      expect(await page.panel.getByText('Nobody holds this role.').isVisible()).toBe(true);
      expect(await page.permission(TAX_LABEL).isChecked()).toBe(true);
      expect((await roleNamed('Tax Clerk'))!.customPermissions).toEqual(['manage_tax_settings']);

      await page.assignSelect().selectOption({ label: `${DEMO_ACCOUNTS.practitioner.name} (now Practitioner)` });
      await page.assignButton().click();
      await page.toast('Role updated').waitFor();
      await expect.poll(() => page.holders()).toEqual([DEMO_ACCOUNTS.practitioner.name]);
      expect((await members()).find((member) => member.id === priya.id)?.role.name).toBe('Tax Clerk');

      // A role still held cannot be deleted: the server says why.
      await page.panel.getByRole('button', { name: 'Delete Tax Clerk' }).click();
      const confirm = page.confirmation();
      await confirm.getByText("Delete role 'Tax Clerk'? This cannot be undone.").waitFor();
      await confirm.getByText('1 team member still holds this role: give them another role first.').waitFor();
      await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
      await page.toast('Failed to delete role').waitFor();
      expect(await page.toast('Failed to delete role').innerText()).toContain(
        'This role is still assigned to 1 team member. Give them another role first.',
      );

      // Priya now sees Tax Configuration, which a practitioner does not, and can use it.
      const shell = await signInAs(DEMO_ACCOUNTS.practitioner.email);
      expect(await shell.menuEntries()).toContain('Tax Configuration');
      await shell.openFromMenu('Tax Configuration');
      await browser.page.getByRole('region', { name: 'Tax rates' }).getByRole('table').waitFor();
      expect(await shell.menuEntries()).not.toContain('General Settings');

      // Back to the practitioner role; the unused role can then be deleted on the page.
      await owner.send('PUT', `/api/team/users/${priya.id}/role`, { roleId: practitioner.id });
      const cleanup = await openRoles();
      await cleanup.open('Tax Clerk');
      await cleanup.panel.getByRole('button', { name: 'Delete Tax Clerk' }).click();
      await cleanup.confirmation().getByRole('button', { name: 'Delete', exact: true }).click();
      await cleanup.toast('Role deleted').waitFor();
      await expect.poll(() => cleanup.tab('Tax Clerk').count()).toBe(0);
      expect(await roleNamed('Tax Clerk')).toBeUndefined();
    } finally {
      if ((await members()).find((member) => member.id === priya.id)?.role.id !== practitioner.id) {
        await owner.send('PUT', `/api/team/users/${priya.id}/role`, { roleId: practitioner.id });
      }
      const left = await roleNamed('Tax Clerk');
      if (left) await owner.send('DELETE', `/api/roles/${left.id}`);
    }
  });

  it('lets an administrator create, rename and delete a custom role, with permissions read-only', async () => {
    const page = await openRoles(DEMO_ACCOUNTS.admin.email);
    await page.ownerOnlyNote.waitFor();
    await page.open('Receptionist');
    expect(await page.permission(GENERAL_LABEL).isDisabled()).toBe(true);
    await checkA11y(browser.page);

    try {
      await page.createButton.click();
      const dialog = page.dialog('Create role');
      await dialog.getByText('The owner chooses the permissions of the new role.').waitFor();
      expect(await dialog.getByRole('checkbox').count()).toBe(0);

      // A name that reads as a built-in role is refused, with the server's reason by the field.
      await dialog.getByLabel('Role name').fill('Front Desk');
      await dialog.getByRole('button', { name: 'Create role' }).click();
      await page.toast('Failed to create role').waitFor();
      await dialog.getByText('name is reserved: it reads as the Receptionist role').waitFor();

      await dialog.getByLabel('Role name').fill('Colour Lead');
      await dialog.getByRole('button', { name: 'Create role' }).click();
      await page.toast('Role created').waitFor();
      await page.panel.getByRole('heading', { level: 2, name: /^Colour Lead/ }).waitFor();

      await page.panel.getByRole('button', { name: 'Rename Colour Lead' }).click();
      const rename = page.dialog('Rename Colour Lead');
      await rename.getByLabel('Role name').fill('Colour Director');
      await rename.getByRole('button', { name: 'Rename', exact: true }).click();
      await page.toast('Role renamed').waitFor();
      await page.panel.getByRole('heading', { level: 2, name: /^Colour Director/ }).waitFor();
      expect(await roleNamed('Colour Director')).toMatchObject({ builtIn: false, customPermissions: [] });

      await page.panel.getByRole('button', { name: 'Delete Colour Director' }).click();
      await page.confirmation().getByRole('button', { name: 'Delete', exact: true }).click();
      await page.toast('Role deleted').waitFor();
      await expect.poll(() => page.tab('Colour Director').count()).toBe(0);
    } finally {
      for (const name of ['Colour Lead', 'Colour Director']) {
        const left = await roleNamed(name);
        if (left) await owner.send('DELETE', `/api/roles/${left.id}`);
      }
    }
  });

  it('keeps the way to the Team page', async () => {
    const page = await openRoles();
    await page.openTeam.click();
    const shell = new SettingsShell(browser.page);
    await shell.waitForHeading('Team');
    expect(shell.pathname()).toBe('/demo-salon/staff');
  });
});
