import { Button, Callout, Intent } from '@blueprintjs/core';
import { useIntl } from 'react-intl';
import type { MessageId } from '../../i18n/en';
import { addressCovered, isAddressEntry } from './address-match';
import { EntryListField } from './EntryListField';
import { withEntry } from './entry-lines';
import type { PathTo } from './path';
import { getAt } from './path';
import type { SettingsDocument } from './useSettingsDocument';

/** The caller's address as the server sees it: undefined while asked for, null when unreadable. */
export type MyAddress = string | null | undefined;

interface AddressListFieldProps<T> {
  form: SettingsDocument<T>;
  path: PathTo<T, string[]>;
  max: number;
  myAddress: MyAddress;
  messages: {
    help: MessageId;
    /** With {entries}. */
    invalid: MessageId;
    /** With {max}. */
    tooMany: MessageId;
    /** With {address}: 'Your address: {address}'. */
    myAddress: MessageId;
    myAddressUnknown: MessageId;
    addMyAddress: MessageId;
  };
}

/**
 * An allow-list of IP addresses and CIDR ranges, one per line, with the address this computer is
 * seen at and a button to add it: what the list must hold to keep the person saving it in.
 */
export function AddressListField<T>({ form, path, max, myAddress, messages }: AddressListFieldProps<T>) {
  const intl = useIntl();
  const stored = form.values === undefined ? undefined : getAt(form.values, path);
  const list = Array.isArray(stored) ? stored.filter((entry): entry is string => typeof entry === 'string') : [];
  const known = typeof myAddress === 'string' ? myAddress : undefined;
  return (
    <EntryListField
      form={form}
      path={path}
      isEntry={isAddressEntry}
      max={max}
      placeholder={'203.0.113.7\n192.168.1.0/24'}
      messages={messages}
    >
      <div className="settings-my-address">
        <span className="settings-hint">
          {known !== undefined && intl.formatMessage({ id: messages.myAddress }, { address: known })}
          {myAddress === null && intl.formatMessage({ id: messages.myAddressUnknown })}
        </span>
        <Button
          size="small"
          icon="add"
          text={intl.formatMessage({ id: messages.addMyAddress })}
          disabled={form.readOnly || known === undefined || list.includes(known)}
          onClick={() => {
            if (known !== undefined) form.set(path as never, withEntry(list, known) as never);
          }}
        />
      </div>
    </EntryListField>
  );
}

/**
 * The warning before a save that would keep the person saving out (the server refuses that save
 * too, with code IP_LOCKOUT): shown while the list is enforced and does not cover their address.
 */
export function AddressLockoutWarning({
  enforced,
  list,
  myAddress,
  message,
}: {
  enforced: boolean;
  list: readonly string[];
  myAddress: MyAddress;
  /** With {address}. */
  message: MessageId;
}) {
  const intl = useIntl();
  if (!enforced || typeof myAddress !== 'string' || addressCovered(list, myAddress)) return null;
  return (
    <Callout intent={Intent.WARNING} icon="warning-sign" className="settings-lockout" role="alert">
      {intl.formatMessage({ id: message }, { address: myAddress })}
    </Callout>
  );
}
