import { Button, ButtonGroup, Card, FormGroup, TextArea } from '@blueprintjs/core';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { BUTTON_POSITIONS, WIDGET_THEMES, type BookingSettings } from '../../../../server/contract/booking-widget';
import { SelectField, SwitchField, TextAreaField, TextField } from '../../components/form/fields';
import type { SettingsDocument } from '../../components/form/useSettingsDocument';
import type { MessageId } from '../../i18n/en';
import { ColorField } from './choice-fields';
import { sitesFromText } from './snippets';

export const APPEARANCE_ANCHOR = 'online-booking-appearance';
type Device = 'desktop' | 'mobile';

interface AppearanceCardProps {
  form: SettingsDocument<BookingSettings>;
  values: BookingSettings;
  /** The booking page's own address on this server, `/{slug}/book`. */
  pagePath: string;
}

/** The allowed sites as typed, one per line; the draft holds the list they make. */
function SitesField({ form, values }: { form: SettingsDocument<BookingSettings>; values: BookingSettings }) {
  const intl = useIntl();
  const [typed, setTyped] = useState<string | null>(null);
  const id = form.fieldId('frameAncestors');
  const error = form.fieldError?.path.startsWith('frameAncestors') ? form.fieldError.text : undefined;
  return (
    <FormGroup
      label={intl.formatMessage({ id: 'onlineBooking.frameAncestors' })}
      labelFor={id}
      intent={error ? 'danger' : 'none'}
      helperText={error ?? intl.formatMessage({ id: 'onlineBooking.frameAncestors.help' })}
    >
      <TextArea
        id={id}
        fill
        rows={3}
        placeholder="https://www.example.com"
        value={typed ?? values.frameAncestors.join('\n')}
        disabled={form.readOnly}
        aria-invalid={error !== undefined || undefined}
        onChange={(event) => {
          setTyped(event.target.value);
          form.set('frameAncestors', sitesFromText(event.target.value));
        }}
        onBlur={() => setTyped(null)}
      />
    </FormGroup>
  );
}

/**
 * Booking Page Appearance (spec part 2 §2, §3): the floating button on the owner's site, the
 * page's theme and colour, and a desktop (default) or mobile preview of the real page.
 */
export function AppearanceCard({ form, values, pagePath }: AppearanceCardProps) {
  const intl = useIntl();
  const text = (id: MessageId) => intl.formatMessage({ id });
  const [device, setDevice] = useState<Device>('desktop');

  return (
    <Card className="settings-card" id={APPEARANCE_ANCHOR} tabIndex={-1}>
      <h2 className="settings-card-title">{text('onlineBooking.appearance.title')}</h2>
      <p className="settings-hint">{text('onlineBooking.appearance.description')}</p>
      <div className="online-booking-appearance">
        <div>
          <h3 className="online-booking-subtitle">{text('onlineBooking.appearance.button')}</h3>
          <TextField form={form} path="embedSettings.buttonText" maxLength={40} />
          <div className="online-booking-grid">
            <ColorField form={form} path="embedSettings.buttonColor" />
            <ColorField form={form} path="embedSettings.buttonTextColor" />
          </div>
          <SelectField
            form={form}
            path="embedSettings.position"
            options={BUTTON_POSITIONS.map((position) => ({
              value: position,
              label: text(`onlineBooking.position.${position}`),
            }))}
          />
          <TextAreaField
            form={form}
            path="embedSettings.customCSS"
            maxLength={2000}
            rows={3}
            help={text('onlineBooking.embed.customCSS.help')}
          />
          <SitesField form={form} values={values} />

          <h3 className="online-booking-subtitle">{text('onlineBooking.appearance.page')}</h3>
          <SelectField
            form={form}
            path="widgetSettings.theme"
            options={WIDGET_THEMES.map((theme) => ({ value: theme, label: text(`onlineBooking.theme.${theme}`) }))}
          />
          <ColorField form={form} path="widgetSettings.primaryColor" />
          <SwitchField form={form} path="widgetSettings.showLogo" />
          <SwitchField form={form} path="widgetSettings.showDescription" />
        </div>

        <div className="online-booking-preview">
          <ButtonGroup>
            {(['desktop', 'mobile'] as const).map((choice) => (
              <Button
                key={choice}
                icon={choice === 'desktop' ? 'desktop' : 'mobile-phone'}
                text={text(`onlineBooking.preview.${choice}`)}
                active={device === choice}
                aria-pressed={device === choice}
                onClick={() => setDevice(choice)}
              />
            ))}
          </ButtonGroup>
          <p className="settings-hint">{text('onlineBooking.preview.note')}</p>
          <div className={`online-booking-frame is-${device}`}>
            <iframe src={pagePath} title={text('onlineBooking.preview.frameTitle')} loading="lazy" />
          </div>
        </div>
      </div>
    </Card>
  );
}
