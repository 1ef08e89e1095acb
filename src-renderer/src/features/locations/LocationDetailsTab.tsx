import { FormGroup, HTMLSelect, InputGroup, Switch, TextArea } from '@blueprintjs/core';
import { useIntl } from 'react-intl';
import { timeZoneOptions } from '../../../../server/contract/time-zones';
import type { Draft } from '../../components/form/useDraft';
import type { MessageId } from '../../i18n/en';
import type { LocationFormValues } from './location-form';

interface LocationDetailsTabProps {
  draft: Draft<LocationFormValues>;
  values: LocationFormValues;
}

type TextKey = 'name' | 'street1' | 'street2' | 'city' | 'state' | 'zipCode' | 'country' | 'phone' | 'email';

/** The contract's limits (server/contract/locations.ts), so typing stops where the server would refuse. */
const LINES: readonly {
  key: TextKey;
  labelId: MessageId;
  maxLength: number;
  type?: 'email' | 'tel';
  required?: boolean;
  autoComplete?: string;
}[] = [
  { key: 'street1', labelId: 'locations.field.street1', maxLength: 200, required: true, autoComplete: 'address-line1' },
  { key: 'street2', labelId: 'locations.field.street2', maxLength: 200, autoComplete: 'address-line2' },
  { key: 'city', labelId: 'locations.field.city', maxLength: 100, required: true, autoComplete: 'address-level2' },
  { key: 'state', labelId: 'locations.field.state', maxLength: 100, autoComplete: 'address-level1' },
  { key: 'zipCode', labelId: 'locations.field.zipCode', maxLength: 20, autoComplete: 'postal-code' },
  { key: 'country', labelId: 'locations.field.country', maxLength: 100, autoComplete: 'country-name' },
  { key: 'phone', labelId: 'locations.field.phone', maxLength: 40, type: 'tel', autoComplete: 'tel' },
  { key: 'email', labelId: 'locations.field.email', maxLength: 254, type: 'email', autoComplete: 'email' },
];

/** Details: name, description, the address in parts, phone, email, time zone and the active switch. */
export function LocationDetailsTab({ draft, values }: LocationDetailsTabProps) {
  const intl = useIntl();
  const required = intl.formatMessage({ id: 'form.required' });

  return (
    <div className="locations-dialog-panel">
      <FormGroup
        label={intl.formatMessage({ id: 'locations.field.name' })}
        labelFor="location-name"
        labelInfo={required}
      >
        <InputGroup
          id="location-name"
          value={values.name}
          maxLength={100}
          autoComplete="off"
          autoFocus
          onChange={(event) => draft.set('name', event.target.value)}
        />
      </FormGroup>
      <FormGroup label={intl.formatMessage({ id: 'locations.field.description' })} labelFor="location-description">
        <TextArea
          id="location-description"
          fill
          rows={2}
          maxLength={2000}
          value={values.description}
          onChange={(event) => draft.set('description', event.target.value)}
        />
      </FormGroup>
      <div className="settings-grid">
        {LINES.map(({ key, labelId, maxLength, type, required: isRequired, autoComplete }) => (
          <FormGroup
            key={key}
            label={intl.formatMessage({ id: labelId })}
            labelFor={`location-${key}`}
            labelInfo={isRequired ? required : undefined}
          >
            <InputGroup
              id={`location-${key}`}
              type={type ?? 'text'}
              value={values[key]}
              maxLength={maxLength}
              autoComplete={autoComplete}
              onChange={(event) => draft.set(key, event.target.value)}
            />
          </FormGroup>
        ))}
      </div>
      <div className="settings-switch">
        <Switch
          id="location-use-org-timezone"
          role="switch"
          checked={values.useOrgTimezone}
          label={intl.formatMessage({ id: 'locations.field.useOrgTimezone' })}
          onChange={(event) => draft.set('useOrgTimezone', event.currentTarget.checked)}
        />
      </div>
      {!values.useOrgTimezone && (
        <FormGroup label={intl.formatMessage({ id: 'locations.field.timezone' })} labelFor="location-timezone">
          <HTMLSelect
            id="location-timezone"
            fill
            value={values.timezone}
            onChange={(event) => draft.set('timezone', event.target.value)}
          >
            <option value="">{intl.formatMessage({ id: 'locations.field.chooseTimezone' })}</option>
            {timeZoneOptions(intl.locale).map(({ value, label }) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </HTMLSelect>
        </FormGroup>
      )}
      <div className="settings-switch">
        <Switch
          id="location-active"
          role="switch"
          checked={values.isActive}
          label={intl.formatMessage({ id: 'locations.field.active' })}
          aria-describedby="location-active-help"
          onChange={(event) => draft.set('isActive', event.currentTarget.checked)}
        />
        <p className="settings-hint settings-switch-help" id="location-active-help">
          {intl.formatMessage({ id: 'locations.field.activeHelp' })}
        </p>
      </div>
    </div>
  );
}
