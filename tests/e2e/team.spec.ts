import { describe, expect, it } from 'vitest';
import type { TeamUser } from '../../server/contract/team';
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

  it('shows the server’s refusal as a toast', async () => {
    const team = await openTeam(DEMO_ACCOUNTS.admin.email, '/demo-salon/staff');
    // An administrator may not hand out the owner role (the server enforces rank).
    await team.roleSelect('Priya Patel').selectOption({ label: 'Owner' });
    await toast().filter({ hasText: 'Failed to update role' }).waitFor();
    await expect.poll(async () => toast().filter({ hasText: 'Failed to update role' }).innerText()).toMatch(/Owner/);
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
  });

  it('tells someone without manage_roles that the page is not theirs', async () => {
    await openTeam(DEMO_ACCOUNTS.manager.email, '/demo-salon/staff');
    await browser.page.getByRole('heading', { name: 'You do not have access to this page' }).waitFor();
    expect(await browser.page.getByRole('table').count()).toBe(0);
  });
});
