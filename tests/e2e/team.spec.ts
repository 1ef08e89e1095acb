import { describe, expect, it } from 'vitest';
import type { Location } from '../../server/contract/locations';
import type { PractitionerProfile } from '../../server/contract/practitioners';
import type { CategoriesWithTreatments } from '../../server/contract/services';
import type { TeamUser } from '../../server/contract/team';
import type { Static } from 'typebox';
import { ApiSession } from './pages/OrganizationApi';
import { SettingsShell } from './pages/SettingsShell';
import { setChecked, TeamPage } from './pages/TeamPage';
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
    await team.dialog.getByLabel('Email', { exact: true }).fill('olga@other.test');
    await team.dialog.getByLabel('Role').selectOption({ label: 'Owner' });
    await team.chooseSignIn('Set a password now');
    await team.dialog.getByLabel('Initial password').fill('Olga-pass-123');
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
    await team.dialog.getByLabel('Email', { exact: true }).fill('nina@other.test');
    await team.dialog.getByLabel('Role').selectOption({ label: 'Receptionist' });
    await team.chooseSignIn('Set a password now');
    await team.dialog.getByLabel('Initial password').fill('Nina-pass-123');
    await team.dialog.getByRole('button', { name: 'Add team member' }).click();
    await toast().filter({ hasText: 'Team member added' }).waitFor();
    await team.dialog.waitFor({ state: 'detached' });
    await team.row('Nina Novak').waitFor();

    const login = await browser.page.request.post(browser.url('/api/auth/login'), {
      data: { email: 'nina@other.test', password: 'Nina-pass-123' },
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

  it('adds a junior stylist without sign-in, sets their services, hours and time off, then gives them sign-in', async () => {
    // Read the demo menu and locations through the API: their ids are made at seeding.
    const owner = await ApiSession.signIn(browser.baseURL, DEMO_ACCOUNTS.owner.email);
    const menu = await owner.get<Static<typeof CategoriesWithTreatments>>('/api/treatments/categories');
    const locations = await owner.get<Location[]>('/api/locations');
    // A small category chosen with Select All, topped up to three services from the next one.
    const small = [...menu]
      .filter((category) => category.treatments.length > 0 && category.treatments.length <= 2)
      .sort((a, b) => a.treatments.length - b.treatments.length)[0]!;
    const others = menu
      .filter((category) => category.id !== small.id)
      .flatMap((category) => category.treatments)
      .slice(0, 3 - small.treatments.length);
    const chosen = [...small.treatments, ...others];
    expect(chosen).toHaveLength(3);
    // Somewhere open Tuesday to Saturday: nobody may work where the location is closed.
    const workdays = ['tuesday', 'wednesday', 'thursday', 'friday', 'saturday'] as const;
    const workplace = locations.find(
      (location) => location.isActive && workdays.every((day) => location.hours[day].isOpen),
    )!;
    const nextYear = new Date().getFullYear() + 1;
    const name = 'Jodie Shears';
    let memberId: string | undefined;

    try {
      const team = await openTeam(DEMO_ACCOUNTS.owner.email, '/demo-salon/staff');
      await team.addButton.click();
      await team.dialog.waitFor();
      await team.dialog.getByLabel('First name').fill('Jodie');
      await team.dialog.getByLabel('Last name').fill('Shears');
      await team.dialog.getByLabel('Email', { exact: true }).fill('jodie@demo.test');
      await team.dialog.getByLabel('Role').selectOption({ label: 'Practitioner' });
      await team.chooseSignIn('No sign-in');
      // No sign-in, no password to give.
      expect(await team.dialog.getByLabel('Initial password').count()).toBe(0);
      await checkA11y(browser.page);
      await team.dialog.getByRole('button', { name: 'Add team member' }).click();
      await toast().filter({ hasText: 'Team member added' }).waitFor();
      await team.dialog.waitFor({ state: 'detached' });
      await team.row(name).waitFor();
      expect(await team.hasNoSignIn(name)).toBe(true);
      const added = (await owner.get<{ items: TeamUser[] }>('/api/team/users')).items.find(
        (u) => u.email === 'jodie@demo.test',
      )!;
      memberId = added.id;
      expect(added).toMatchObject({
        canSignIn: false,
        role: { name: 'practitioner' },
        serviceIds: [],
        locationIds: [],
      });

      // Services: Select All of the small category, then the rest one by one.
      const dialog = await team.openPractitioner(name);
      expect(await dialog.save.isDisabled()).toBe(true);
      await setChecked(dialog.selectAll(small.name), true);
      for (const service of others) await setChecked(dialog.service(service.name), true);
      await checkA11y(browser.page);

      // Locations & hours: works at one location, Tuesday to Saturday, on hours of their own.
      await dialog.tab('Locations & hours').click();
      await setChecked(dialog.worksHere(workplace.name), true);
      expect(await dialog.sameHours(workplace.name).isChecked()).toBe(true);
      await setChecked(dialog.sameHours(workplace.name), false);
      for (const day of ['Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday']) {
        await setChecked(dialog.worksOn(workplace.name, day), true);
      }
      for (const day of ['Monday', 'Sunday']) await setChecked(dialog.worksOn(workplace.name, day), false);
      await dialog.slotTime(workplace.name, 'End', 1, 'Saturday').selectOption('14:00');
      await checkA11y(browser.page);

      // Time off: one entry.
      await dialog.tab('Time off').click();
      await dialog.root.getByLabel('First day').fill(`${nextYear}-12-24`);
      await dialog.root.getByLabel('Last day').fill(`${nextYear}-12-31`);
      await dialog.root.getByLabel('Reason').fill('Christmas break');
      await dialog.root.getByRole('button', { name: 'Add time off' }).click();
      await dialog.root.getByRole('cell', { name: 'Christmas break' }).waitFor();
      await checkA11y(browser.page);

      await dialog.save.click();
      await toast().filter({ hasText: 'Practitioner details saved' }).waitFor();
      expect(await dialog.save.isDisabled()).toBe(true);

      const saved = await owner.get<PractitionerProfile>(`/api/team/users/${memberId}/practitioner`);
      expect([...saved.serviceIds].sort()).toEqual(chosen.map((service) => service.id).sort());
      expect(saved.locations).toHaveLength(1);
      const hours = saved.locations[0]!.hours!;
      expect(saved.locations[0]!.locationId).toBe(workplace.id);
      expect(hours.monday.isOpen).toBe(false);
      expect(hours.sunday.isOpen).toBe(false);
      for (const day of workdays) expect(hours[day].isOpen).toBe(true);
      expect(hours.saturday.slots[0]?.end).toBe('14:00');
      expect(saved.timeOff).toMatchObject([
        { startDate: `${nextYear}-12-24`, endDate: `${nextYear}-12-31`, reason: 'Christmas break' },
      ]);

      // After a reload, the page shows what was kept.
      await browser.page.reload();
      await team.row(name).waitFor();
      // The names come with the locations list, which may arrive after the members.
      await expect.poll(() => team.cell(name, 'Locations')).toBe(workplace.name);
      await expect.poll(() => team.cell(name, 'Services')).toBe('3 services');
      const again = await team.openPractitioner(name);
      for (const service of chosen) expect(await again.service(service.name).isChecked()).toBe(true);
      expect(await again.selectAll(small.name).isChecked()).toBe(true);
      await again.tab('Locations & hours').click();
      expect(await again.worksHere(workplace.name).isChecked()).toBe(true);
      expect(await again.sameHours(workplace.name).isChecked()).toBe(false);
      expect(await again.worksOn(workplace.name, 'Monday').isChecked()).toBe(false);
      expect(await again.worksOn(workplace.name, 'Tuesday').isChecked()).toBe(true);
      expect(await again.worksOn(workplace.name, 'Sunday').isChecked()).toBe(false);
      expect(await again.slotTime(workplace.name, 'End', 1, 'Saturday').inputValue()).toBe('14:00');
      await again.tab('Time off').click();
      await again.root.getByRole('cell', { name: 'Christmas break' }).waitFor();
      await again.root.getByRole('button', { name: 'Cancel' }).click();
      await again.root.waitFor({ state: 'detached' });

      // Giving sign-in: they can sign in afterwards.
      await team
        .row(name)
        .getByRole('button', { name: `Give sign-in to ${name}` })
        .click();
      const signIn = team.signInDialog(name);
      await signIn.waitFor();
      await checkA11y(browser.page);
      await signIn.getByLabel('Initial password').fill('Jodie-pass-123');
      await signIn.getByRole('button', { name: 'Give sign-in' }).click();
      await toast()
        .filter({ hasText: `${name} can now sign in` })
        .waitFor();
      await signIn.waitFor({ state: 'detached' });
      await expect.poll(() => team.hasNoSignIn(name)).toBe(false);
      const login = await browser.page.request.post(browser.url('/api/auth/login'), {
        data: { email: 'jodie@demo.test', password: 'Jodie-pass-123' },
      });
      expect(login.status()).toBe(200);
    } finally {
      // Demo Salon's active-user figure stays as the demo data has it for the overview tests.
      if (memberId !== undefined) await owner.send('POST', `/api/team/users/${memberId}/deactivate`);
      await owner.close();
    }
  });

  it('tells someone without manage_roles that the page is not theirs', async () => {
    await openTeam(DEMO_ACCOUNTS.manager.email, '/demo-salon/staff');
    await browser.page.getByRole('heading', { name: 'You do not have access to this page' }).waitFor();
    expect(await browser.page.getByRole('table').count()).toBe(0);
  });
});
