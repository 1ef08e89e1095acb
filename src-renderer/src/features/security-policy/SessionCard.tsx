import { Card } from '@blueprintjs/core';
import { useIntl } from 'react-intl';
import { MAX_ALLOWED_ADDRESSES, type SecurityPolicy } from '../../../../server/contract/security-policy';
import { AddressListField, AddressLockoutWarning, type MyAddress } from '../../components/form/AddressListField';
import { SwitchField } from '../../components/form/fields';
import { LimitedNumberField } from '../../components/form/LimitedNumberField';
import type { SettingsDocument } from '../../components/form/useSettingsDocument';
import { SECURITY_NUMBER_LIMITS } from './limits';

export const SESSION_ANCHOR = 'security-policy-session';

/**
 * Session Management: how long an unused session lasts, how many sign-ins a member may hold, and
 * the addresses sign-in is allowed from. Before a save that would lock the saver out (the server
 * refuses it too), a warning names their address.
 */
export function SessionCard({
  form,
  values,
  myAddress,
}: {
  form: SettingsDocument<SecurityPolicy>;
  values: SecurityPolicy;
  myAddress: MyAddress;
}) {
  const intl = useIntl();
  const { enforceIPRestriction, allowedIPs } = values.sessionPolicy;
  return (
    <Card
      className="settings-card"
      id={SESSION_ANCHOR}
      tabIndex={-1}
      role="region"
      aria-labelledby={`${SESSION_ANCHOR}-title`}
    >
      <h2 className="settings-card-title" id={`${SESSION_ANCHOR}-title`}>
        {intl.formatMessage({ id: 'securityPolicy.session.title' })}
      </h2>
      <p className="settings-hint">{intl.formatMessage({ id: 'securityPolicy.session.description' })}</p>
      <div className="settings-grid">
        <LimitedNumberField
          form={form}
          path="sessionPolicy.sessionTimeout"
          limits={SECURITY_NUMBER_LIMITS.sessionTimeout}
          unit={intl.formatMessage({ id: 'securityPolicy.unit.hours' })}
          help={intl.formatMessage({ id: 'securityPolicy.session.timeout.help' })}
        />
        <LimitedNumberField
          form={form}
          path="sessionPolicy.maxConcurrentSessions"
          limits={SECURITY_NUMBER_LIMITS.maxConcurrentSessions}
          help={intl.formatMessage({ id: 'securityPolicy.session.maxConcurrent.help' })}
        />
      </div>
      <SwitchField
        form={form}
        path="sessionPolicy.enforceIPRestriction"
        help={intl.formatMessage({ id: 'securityPolicy.session.enforceIP.help' })}
      />
      <AddressLockoutWarning
        enforced={enforceIPRestriction}
        list={allowedIPs}
        myAddress={myAddress}
        message="securityPolicy.session.lockout"
      />
      {/* Editable while the restriction is off, so the list can be ready before it is turned on. */}
      <AddressListField
        form={form}
        path="sessionPolicy.allowedIPs"
        max={MAX_ALLOWED_ADDRESSES}
        myAddress={myAddress}
        messages={{
          help: 'securityPolicy.session.allowedIPs.help',
          invalid: 'securityPolicy.session.allowedIPs.invalid',
          tooMany: 'securityPolicy.session.allowedIPs.tooMany',
          myAddress: 'securityPolicy.session.myAddress',
          myAddressUnknown: 'securityPolicy.session.myAddress.unknown',
          addMyAddress: 'securityPolicy.session.addMyAddress',
        }}
      />
    </Card>
  );
}
