import { Button, FormGroup, Intent, TextArea } from '@blueprintjs/core';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import type { SecurityPolicy } from '../../../../server/contract/security-policy';
import { MAX_ALLOWED_ADDRESSES } from '../../../../server/contract/security-policy';
import { sameValue } from '../../components/form/path';
import type { SettingsDocument } from '../../components/form/useSettingsDocument';
import { addressLines, withAddress } from './address-lines';
import { isAddressEntry } from './address-match';

const PATH = 'sessionPolicy.allowedIPs';

/**
 * The allowed addresses, one per line (a list pasted from elsewhere works as it is), with the
 * address this computer is seen at and a button to add it. The text stays as typed while it means
 * the list the form holds; when the list changes elsewhere (the button, Load latest) it is redrawn.
 */
export function AllowedAddressesField({
  form,
  myAddress,
}: {
  form: SettingsDocument<SecurityPolicy>;
  /** Undefined while it is asked for; null when it could not be read. */
  myAddress: string | null | undefined;
}) {
  const intl = useIntl();
  const [typed, setTyped] = useState<string | null>(null);
  const list = form.values?.sessionPolicy.allowedIPs ?? [];
  const text = typed !== null && sameValue(addressLines(typed), list) ? typed : list.join('\n');
  const id = form.fieldId(PATH);
  const serverError = form.fieldError?.path === PATH ? form.fieldError.text : undefined;
  const invalid = list.filter((entry) => !isAddressEntry(entry));
  const error =
    serverError ??
    (invalid.length > 0
      ? intl.formatMessage({ id: 'securityPolicy.session.allowedIPs.invalid' }, { entries: invalid.join(', ') })
      : list.length > MAX_ALLOWED_ADDRESSES
        ? intl.formatMessage({ id: 'securityPolicy.session.allowedIPs.tooMany' }, { max: MAX_ALLOWED_ADDRESSES })
        : undefined);
  const known = typeof myAddress === 'string' ? myAddress : undefined;
  const inList = known !== undefined && list.includes(known);
  return (
    <FormGroup
      label={form.labelOf(PATH)}
      labelFor={id}
      intent={error !== undefined ? Intent.DANGER : Intent.NONE}
      helperText={error ?? intl.formatMessage({ id: 'securityPolicy.session.allowedIPs.help' })}
    >
      <TextArea
        id={id}
        fill
        rows={4}
        className="security-policy-addresses"
        placeholder={'203.0.113.7\n192.168.1.0/24'}
        value={text}
        disabled={form.readOnly}
        intent={error !== undefined ? Intent.DANGER : Intent.NONE}
        aria-invalid={error !== undefined || undefined}
        onChange={(event) => {
          setTyped(event.target.value);
          form.set(PATH, addressLines(event.target.value));
        }}
      />
      <div className="security-policy-my-address">
        <span className="settings-hint">
          {known !== undefined && intl.formatMessage({ id: 'securityPolicy.session.myAddress' }, { address: known })}
          {myAddress === null && intl.formatMessage({ id: 'securityPolicy.session.myAddress.unknown' })}
        </span>
        <Button
          size="small"
          icon="add"
          text={intl.formatMessage({ id: 'securityPolicy.session.addMyAddress' })}
          disabled={form.readOnly || known === undefined || inList}
          onClick={() => {
            if (known === undefined) return;
            setTyped(null);
            form.set(PATH, withAddress(list, known));
          }}
        />
      </div>
    </FormGroup>
  );
}
