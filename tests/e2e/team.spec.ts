import { describe, expect, it } from 'vitest';
import type { TeamUser } from '../../server/contract/team';
import { ApiSession } from './pages/OrganizationApi';
import { SettingsShell } from './pages/SettingsShell';
import { TeamPage } from './pages/TeamPage';
import { accessibilityChecker } from './support/a11y';
import { useBrowser } from './support/browser';
import { DEMO_ACCOUNTS } from './support/demo';
import { getJson, signInByApi } from './support/session';

const browser = useBrowser();
const checkA11y = accessibilityChecker();

async function openTeam(email: string, path: string): Promise<TeamPage> {
  await signInByApi(browser.page, browser.baseURL, email);
  await browser.page.goto(browser.url(path));
  await new SettingsShell(browser.page).waitForHeading('Team');
  return new TeamPage(browser.page);
}

const toast = () => browser.page.locator('.bp6-toast');

describe('team page', () => {
  it('lists the organization’s people with their roles', async () => {
    const team = await openTeam(DEMO_ACCOUNTS.owner.email, '/demo-salon/staff');
    await team.table.waitFor();
    await checkA11y(browser.page);
    const names = await team.memberNames();
    for (const account of Object.values(DEMO_ACCOUNTS).filter((a) => a.organizationSlug === 'demo-salon')) {
      expect(names).toContain(account.name);
    }
    expect(names).not.toContain(DEMO_ACCOUNTS.otherOwner.name);
    expect(await team.roleSelect('Priya Patel').inputValue()).not.toBe('');
  });

  it('changes a role and deactivates and reactivates a member, saved on the server', async () => {
    const team = await openTeam(DEMO_ACCOUNTS.admin.email, '/demo-salon/staff');
    await team.table.waitFor();

    const select = team.roleSelect('Rosa Reyes');
    const original = await select.inputValue();
    await select.selectOption({ label: 'Practitioner' });
    await toast().filter({ hasText: 'Role updated' }).waitFor();
    const afterChange = await getJson<{ items: TeamUser[] }>(browser.page, browser.baseURL, '/api/team/users');
    expect(afterChange.items.find((u) => u.email === 'reception@demo.test')?.role.name).toBe('practitioner');
    await select.selectOption(original);
    await toast().filter({ hasText: 'Role updated' }).nth(1).waitFor();

    await team.row('Rosa Reyes').getByRole('button', { name: 'Deactivate Rosa Reyes' }).click();
    const confirm = browser.page.getByRole('alertdialog');
    await confirm.getByText('Deactivate Rosa Reyes?').waitFor();
    await checkA11y(browser.page);
    await confirm.getByRole('button', { name: 'Deactivate', exact: true }).click();
    await expect.poll(() => team.status('Rosa Reyes')).toBe('Deactivated');

    await team.row('Rosa Reyes').getByRole('button', { name: 'Reactivate Rosa Reyes' }).click();
    await expect.poll(() => team.status('Rosa Reyes')).toBe('Active');
    const after = await getJson<{ items: TeamUser[] }>(browser.page, browser.baseURL, '/api/team/users');
    expect(after.items.find((u) => u.email === 'reception@demo.test')).toMatchObject({
      isActive: true,
      role: { name: 'receptionist' },
    });
  });

  it('offers only the roles the caller may give and the people they may act on', async () => {
    const team = await openTeam(DEMO_ACCOUNTS.admin.email, '/demo-salon/staff');
    await team.table.waitFor();
    // An administrator may not hand out the owner role (it ranks above their own)…
    const priya = team.roleSelect(DEMO_ACCOUNTS.practitioner.name);
    expect(await priya.locator('option', { hasText: 'Owner' }).isDisabled()).toBe(true);
    expect(await priya.locator('option', { hasText: 'Administrator' }).isDisabled()).toBe(false);
    // …nor touch the owner or the platform admin, whom the server would refuse too.
    expect(await team.roleSelect(DEMO_ACCOUNTS.owner.name).isDisabled()).toBe(true);
    expect(await team.roleSelect(DEMO_ACCOUNTS.platform.name).isDisabled()).toBe(true);
    const deactivatePaul = team
      .row(DEMO_ACCOUNTS.platform.name)
      .getByRole('button', { name: `Deactivate ${DEMO_ACCOUNTS.platform.name}` });
    expect(await deactivatePaul.isDisabled()).toBe(true);
    await checkA11y(browser.page);
  });

  it('asks before making someone an Administrator, and changes nothing when cancelled', async () => {
    const owner = await ApiSession.signIn(browser.baseURL, DEMO_ACCOUNTS.owner.email);
    const rosa = async () =>
      (await owner.get<{ items: TeamUser[] }>('/api/team/users')).items.find(
        (u) => u.email === DEMO_ACCOUNTS.receptionist.email,
      )!;
    const rosaRole = async () => (await rosa()).role;
    const receptionist = await rosaRole();
    try {
      const team = await openTeam(DEMO_ACCOUNTS.owner.email, '/demo-salon/staff');
      const select = team.roleSelect(DEMO_ACCOUNTS.receptionist.name);
      await select.selectOption({ label: 'Administrator' });
      const confirm = browser.page.getByRole('alertdialog', { name: 'Make Rosa Reyes an Administrator?' });
      await confirm.waitFor();
      await checkA11y(browser.page);
      await confirm.getByRole('button', { name: 'Cancel' }).click();
      await confirm.waitFor({ state: 'detached' });
      expect(await select.inputValue()).toBe(receptionist.id);
      expect((await rosaRole()).name).toBe('receptionist');

      await select.selectOption({ label: 'Administrator' });
      await confirm.getByRole('button', { name: 'Make Administrator' }).click();
      await toast().filter({ hasText: 'Role updated' }).waitFor();
      await expect.poll(async () => (await rosaRole()).name).toBe('admin');
    } finally {
      // The other specs expect Rosa a receptionist.
      const member = await rosa();
      if (member.role.id !== receptionist.id) {
        await owner.send('PUT', `/api/team/users/${member.id}/role`, { roleId: receptionist.id });
      }
      await owner.close();
    }
  });

  it('asks before adding someone as an Owner', async () => {
    // Other Spa, so Demo Salon's figures stay as the demo data has them for the overview tests.
    const team = await openTeam(DEMO_ACCOUNTS.otherOwner.email, '/other-spa/staff');
    await team.addButton.click();
    await team.dialog.waitFor();
    await team.dialog.getByLabel('First name').fill('Olga');
    await team.dialog.getByLabel('Last name').fill('Oak');
    await team.dialog.getByLabel('Email').fill('olga@other.test');
    await team.dialog.getByLabel('Role').selectOption({ label: 'Owner' });
    await team.dialog.getByLabel('Initial password').fill('olga-pass-123');
    await team.dialog.getByRole('button', { name: 'Add team member' }).click();
    const confirm = browser.page.getByRole('alertdialog', { name: 'Make Olga Oak an Owner?' });
    await confirm.waitFor();
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    // Still in the form, nobody added.
    await team.dialog.getByLabel('First name').waitFor();
    const before = await getJson<{ items: TeamUser[] }>(browser.page, browser.baseURL, '/api/team/users');
    expect(before.items.some((u) => u.email === 'olga@other.test')).toBe(false);

    await team.dialog.getByRole('button', { name: 'Add team member' }).click();
    await confirm.getByRole('button', { name: 'Make Owner' }).click();
    await toast().filter({ hasText: 'Team member added' }).waitFor();
    const after = await getJson<{ items: TeamUser[] }>(browser.page, browser.baseURL, '/api/team/users');
    const olga = after.items.find((u) => u.email === 'olga@other.test');
    expect(olga?.role.name).toBe('owner');
    // Other Spa is on FREE (two staff): give the seat back for the next test's new member.
    const owner = await ApiSession.signIn(browser.baseURL, DEMO_ACCOUNTS.otherOwner.email);
    try {
      await owner.send('POST', `/api/team/users/${olga!.id}/deactivate`);
    } finally {
      await owner.close();
    }
  });

  it('adds a team member who can then sign in', async () => {
    // Other Spa, so Demo Salon's figures stay as the demo data has them for the overview tests.
    const team = await openTeam(DEMO_ACCOUNTS.otherOwner.email, '/other-spa/settings/members');
    expect(new URL(browser.page.url()).pathname).toBe('/other-spa/staff');
    await team.addButton.click();
    await team.dialog.waitFor();
    await checkA11y(browser.page);
    await team.dialog.getByLabel('First name').fill('Nina');
    await team.dialog.getByLabel('Last name').fill('Novak');
    await team.dialog.getByLabel('Email').fill('nina@other.test');
    await team.dialog.getByLabel('Role').selectOption({ label: 'Receptionist' });
    await team.dialog.getByLabel('Initial password').fill('nina-pass-123');
    await team.dialog.getByRole('button', { name: 'Add team member' }).click();
    await toast().filter({ hasText: 'Team member added' }).waitFor();
    await team.dialog.waitFor({ state: 'detached' });
    await team.row('Nina Novak').waitFor();

    const login = await browser.page.request.post(browser.url('/api/auth/login'), {
      data: { email: 'nina@other.test', password: 'nina-pass-123' },
    });
    expect(login.status()).toBe(200);

    // Give the seat back too: the subscription spec fills Other Spa's FREE plan (two staff) itself.
    const owner = await ApiSession.signIn(browser.baseURL, DEMO_ACCOUNTS.otherOwner.email);
    try {
      const members = await owner.get<{ items: TeamUser[] }>('/api/team/users');
      const nina = members.items.find((u) => u.email === 'nina@other.test');
      await owner.send('POST', `/api/team/users/${nina!.id}/deactivate`);
    } finally {
      await owner.close();
    }
  });

  it('tells someone without manage_roles that the page is not theirs', async () => {
    await openTeam(DEMO_ACCOUNTS.manager.email, '/demo-salon/staff');
    await browser.page.getByRole('heading', { name: 'You do not have access to this page' }).waitFor();
    expect(await browser.page.getByRole('table').count()).toBe(0);
  });
});
