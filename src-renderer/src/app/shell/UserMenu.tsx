import { Button, Menu, MenuItem, PopoverNext } from '@blueprintjs/core';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { useSignOut } from '../../api/auth';
import { LOGIN_PATH } from '../routing/paths';
import { useSession } from '../session/SessionContext';
import { roleText, standardRoleText } from '../../features/roles/role-names';

/** The signed-in person, their role and organization, and Sign out. */
export function UserMenu() {
  const intl = useIntl();
  const navigate = useNavigate();
  const { user, organization } = useSession();
  const signOut = useSignOut();
  const name = `${user.firstName} ${user.lastName}`.trim() || user.email;
  // What the organization calls the role, or its standard name in the reader's language.
  const role = user.isPlatformAdmin ? standardRoleText(intl, 'platform_admin') : roleText(intl, user.role);

  const content = (
    <div className="user-menu">
      <div className="user-menu-info">
        <div className="user-menu-name">{name}</div>
        <div className="user-menu-detail">{user.email}</div>
        <div className="user-menu-detail">{intl.formatMessage({ id: 'user.role' }, { role })}</div>
        <div className="user-menu-detail">
          {intl.formatMessage({ id: 'user.organization' }, { organization: organization.name })}
        </div>
      </div>
      <Menu>
        <MenuItem
          icon="log-out"
          text={intl.formatMessage({ id: 'user.signOut' })}
          disabled={signOut.isPending}
          onClick={() => signOut.mutate(undefined, { onSettled: () => void navigate(LOGIN_PATH, { replace: true }) })}
        />
      </Menu>
    </div>
  );

  return (
    <PopoverNext content={content} placement="bottom-end" arrow={false}>
      <Button variant="minimal" icon="user" endIcon="caret-down" className="user-menu-button">
        {/* Says what the button opens; the visible name and role stay part of its name (WCAG 2.5.3). */}
        <span className="visually-hidden">{intl.formatMessage({ id: 'user.menu' })}</span>
        <span className="user-menu-button-name">{name}</span>
        <span className="user-menu-button-role">{role}</span>
      </Button>
    </PopoverNext>
  );
}
