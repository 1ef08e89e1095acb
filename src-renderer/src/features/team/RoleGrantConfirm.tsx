import { Intent } from '@blueprintjs/core';
import { useIntl } from 'react-intl';
import { roleKey } from '../../../../server/contract/permissions';
import { ConfirmDialog } from '../../components/ConfirmDialog';

/** The roles worth a second thought before giving them: they hold (nearly) every setting. */
export type WeightyRole = 'owner' | 'admin';

/** Owner or Administrator (by the rules' name, whatever the organization displays), else null. */
export function weightyRole(role: { name: string }): WeightyRole | null {
  const key = roleKey(role.name);
  return key === 'owner' || key === 'admin' ? key : null;
}

/** A role about to be given, and to whom; `apply` does it once confirmed. */
export interface PendingGrant {
  kind: WeightyRole;
  personName: string;
  /** What the organization calls the role, when it is not the standard name. */
  roleDisplayName: string;
  apply: () => void;
}

const TITLES = { owner: 'team.grant.owner.title', admin: 'team.grant.admin.title' } as const;
const BODIES = { owner: 'team.grant.owner.body', admin: 'team.grant.admin.body' } as const;

/**
 * "Make {name} an Owner?": asked before someone is created with, or changed to, the Owner or
 * Administrator role (issue 8), on the Team page and wherever else a role is given.
 */
export function RoleGrantConfirm({ pending, onClose }: { pending: PendingGrant | null; onClose: () => void }) {
  const intl = useIntl();
  const kind = pending?.kind ?? 'admin';
  return (
    <ConfirmDialog
      isOpen={pending !== null}
      intent={Intent.WARNING}
      title={intl.formatMessage({ id: TITLES[kind] }, { name: pending?.personName ?? '' })}
      confirmText={intl.formatMessage({ id: 'team.grant.confirm' }, { role: pending?.roleDisplayName ?? '' })}
      cancelText={intl.formatMessage({ id: 'team.cancel' })}
      onCancel={onClose}
      onConfirm={() => {
        pending?.apply();
        onClose();
      }}
    >
      <p>{intl.formatMessage({ id: BODIES[kind] }, { role: pending?.roleDisplayName ?? '' })}</p>
    </ConfirmDialog>
  );
}
