import { useIntl } from 'react-intl';
import { MAX_ALLOWED_ADDRESSES } from '../../../../server/contract/security-policy';
import type { SystemConfiguration } from '../../../../server/contract/system-configuration';
import { AddressListField, AddressLockoutWarning, type MyAddress } from '../../components/form/AddressListField';
import { SwitchField } from '../../components/form/fields';
import { LimitedNumberField } from '../../components/form/LimitedNumberField';
import type { SettingsDocument } from '../../components/form/useSettingsDocument';
import type { MessageId } from '../../i18n/en';
import { ConfigCard } from './ConfigCard';
import { CorsOriginsField } from './CorsOriginsField';
import { SYSTEM_NUMBER_LIMITS } from './limits';

export const SECURITY_ANCHOR = 'system-config-security';

/**
 * Security Configuration: floors under the security policy, the sign-in lock, who may call the API,
 * and the address whitelist every request must come from. Before a save that would keep the
 * administrator out (the server refuses it too), a warning names their address.
 */
export function SecurityConfigCard({
  form,
  values,
  myAddress,
}: {
  form: SettingsDocument<SystemConfiguration>;
  values: SystemConfiguration;
  myAddress: MyAddress;
}) {
  const intl = useIntl();
  const text = (id: MessageId) => intl.formatMessage({ id });
  const { allowCORS, ipWhitelisting, whitelistedIPs } = values.security;
  return (
    <ConfigCard
      anchor={SECURITY_ANCHOR}
      titleId="systemConfig.security.title"
      descriptionId="systemConfig.security.description"
    >
      <SwitchField
        form={form}
        path="security.enforceStrongPasswords"
        help={text('systemConfig.enforceStrongPasswords.help')}
      />
      <SwitchField form={form} path="security.require2FA" help={text('systemConfig.require2FA.help')} />
      <div className="settings-grid">
        <LimitedNumberField
          form={form}
          path="security.sessionTimeoutMinutes"
          limits={SYSTEM_NUMBER_LIMITS.sessionTimeoutMinutes}
          unit={text('systemConfig.unit.minutes')}
          help={text('systemConfig.sessionTimeoutMinutes.help')}
        />
        <LimitedNumberField
          form={form}
          path="security.maxLoginAttempts"
          limits={SYSTEM_NUMBER_LIMITS.maxLoginAttempts}
          help={text('systemConfig.maxLoginAttempts.help')}
        />
        <LimitedNumberField
          form={form}
          path="security.lockoutDurationMinutes"
          limits={SYSTEM_NUMBER_LIMITS.lockoutDurationMinutes}
          unit={text('systemConfig.unit.minutes')}
          help={text('systemConfig.lockoutDurationMinutes.help')}
        />
      </div>
      <SwitchField form={form} path="security.allowApiAccess" help={text('systemConfig.allowApiAccess.help')} />
      <SwitchField form={form} path="security.allowCORS" help={text('systemConfig.allowCORS.help')} />
      {allowCORS && <CorsOriginsField form={form} />}
      <SwitchField form={form} path="security.ipWhitelisting" help={text('systemConfig.ipWhitelisting.help')} />
      <AddressLockoutWarning
        enforced={ipWhitelisting}
        list={whitelistedIPs}
        myAddress={myAddress}
        message="systemConfig.whitelistedIPs.lockout"
      />
      {/* Editable while whitelisting is off, so the list can be ready before it is turned on. */}
      <AddressListField
        form={form}
        path="security.whitelistedIPs"
        max={MAX_ALLOWED_ADDRESSES}
        myAddress={myAddress}
        messages={{
          help: 'systemConfig.whitelistedIPs.help',
          invalid: 'systemConfig.whitelistedIPs.invalid',
          tooMany: 'systemConfig.whitelistedIPs.tooMany',
          myAddress: 'systemConfig.whitelistedIPs.myAddress',
          myAddressUnknown: 'systemConfig.whitelistedIPs.myAddressUnknown',
          addMyAddress: 'systemConfig.whitelistedIPs.addMyAddress',
        }}
      />
    </ConfigCard>
  );
}
