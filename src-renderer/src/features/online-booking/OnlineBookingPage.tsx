import { Button, Callout, Card, Intent } from '@blueprintjs/core';
import { useRef } from 'react';
import { useIntl } from 'react-intl';
import { useLocation } from 'react-router';
import type { BookingSettings, DepositSettingsAnswer } from '../../../../server/contract/booking-widget';
import { DEFAULT_CURRENCY } from '../../../../server/contract/currency';
import { useOrganizationRegional } from '../../api/account';
import { isApiError } from '../../api/api-error';
import { settingsPath, slugInPath } from '../../app/routing/paths';
import { useSession } from '../../app/session/SessionContext';
import { DocumentForm } from '../../components/form/DocumentForm';
import { SwitchField } from '../../components/form/fields';
import { LoadFailure } from '../../components/form/LoadFailure';
import { useSettingsDocument, type SettingsDocument } from '../../components/form/useSettingsDocument';
import { PageHeader } from '../../components/PageHeader';
import { useNotify } from '../../components/toaster/useNotify';
import { AppearanceCard } from './AppearanceCard';
import { DepositCard, DEPOSIT_LABELS } from './DepositCard';
import { needsGateway } from './deposit-choices';
import { depositBody, depositEndpoint, settingsEndpoint } from './document';
import { IntegrationCard } from './IntegrationCard';
import { QrCode } from './QrCode';
import { RulesCard } from './RulesCard';
import { bookingLink } from './snippets';
import '../../components/form/styles';
import './icons';
import './online-booking.css';

const SETTINGS_LABELS = {
  isEnabled: 'onlineBooking.enabled',
  'embedSettings.buttonText': 'onlineBooking.embed.buttonText',
  'embedSettings.buttonColor': 'onlineBooking.embed.buttonColor',
  'embedSettings.buttonTextColor': 'onlineBooking.embed.buttonTextColor',
  'embedSettings.position': 'onlineBooking.embed.position',
  'embedSettings.customCSS': 'onlineBooking.embed.customCSS',
  'widgetSettings.theme': 'onlineBooking.widget.theme',
  'widgetSettings.primaryColor': 'onlineBooking.widget.primaryColor',
  'widgetSettings.showLogo': 'onlineBooking.widget.showLogo',
  'widgetSettings.showDescription': 'onlineBooking.widget.showDescription',
  'bookingRules.requireApproval': 'onlineBooking.rules.requireApproval',
  'bookingRules.allowCancellations': 'onlineBooking.rules.allowCancellations',
  'bookingRules.cancellationHours': 'onlineBooking.rules.cancellationHours',
  'bookingRules.minAdvanceBooking': 'onlineBooking.rules.minAdvanceBooking',
  'bookingRules.maxAdvanceBooking': 'onlineBooking.rules.maxAdvanceBooking',
  maxServicesPerBooking: 'onlineBooking.rules.maxServicesPerBooking',
  frameAncestors: 'onlineBooking.frameAncestors',
} as const;

const MESSAGES = {
  saved: 'onlineBooking.toast.saved',
  failed: 'onlineBooking.toast.saveFailed',
} as const;

/**
 * Online Booking Setup (organization/booking, spec part 2 §2): the master switch and setup summary,
 * the five integration tabs, Deposit & Payment Requirements, Booking Rules & Policies, Booking
 * Page Appearance with its preview, Preview and Save Changes. The booking settings and the deposit
 * settings are two documents saved together by the one Save Changes, each only when it changed.
 */
export function OnlineBookingPage() {
  const intl = useIntl();
  const notify = useNotify();
  const { organization } = useSession();
  const { pathname } = useLocation();
  const regional = useOrganizationRegional();
  const currency = regional.data?.currency ?? DEFAULT_CURRENCY;
  const origin = typeof window === 'undefined' ? '' : window.location.origin;
  const link = bookingLink(origin, organization.slug);
  // Both saved at once: one success toast, the first document's.
  const savingBoth = useRef(false);

  const settings = useSettingsDocument(settingsEndpoint, {
    idPrefix: 'online-booking',
    labels: SETTINGS_LABELS,
    messages: { ...MESSAGES, loadFailed: ['onlineBooking.toast.loadFailed', 'onlineBooking.toast.loadFailedBody'] },
  });
  const deposit = useSettingsDocument(depositEndpoint, {
    idPrefix: 'online-booking-deposit',
    toBody: depositBody,
    labels: DEPOSIT_LABELS,
    messages: MESSAGES,
    onSaved: () => {
      if (!savingBoth.current) notify.success(intl.formatMessage({ id: MESSAGES.saved }));
    },
    onFailed: (error, shown) => {
      if (isApiError(error) && error.code === 'PAYMENT_GATEWAY_REQUIRED') gatewayRequired();
      else notify.failure(intl.formatMessage({ id: MESSAGES.failed }), shown);
    },
  });

  function gatewayRequired() {
    notify.danger(
      intl.formatMessage({ id: 'onlineBooking.gatewayRequired.title' }),
      intl.formatMessage({ id: 'onlineBooking.gatewayRequired.body' }),
    );
  }

  const page: SettingsDocument<BookingSettings> = {
    ...settings,
    dirty: settings.dirty || deposit.dirty,
    saving: settings.saving || deposit.saving,
    conflict: settings.conflict || deposit.conflict,
    reloading: settings.reloading || deposit.reloading,
    loadLatest: () => {
      if (settings.conflict) settings.loadLatest();
      if (deposit.conflict) deposit.loadLatest();
    },
    discardAndLoadLatest: () => {
      if (settings.conflict) settings.discardAndLoadLatest();
      if (deposit.conflict) deposit.discardAndLoadLatest();
    },
    save: () => {
      // §5: a payment requirement without a gateway is blocked before anything is sent.
      const values = deposit.values;
      if (deposit.dirty && values !== undefined && needsGateway(values.depositSettings, values.paymentGateway)) {
        gatewayRequired();
        return;
      }
      savingBoth.current = settings.dirty && deposit.dirty;
      settings.save();
      deposit.save();
    },
  };

  return (
    <>
      <PageHeader
        title={intl.formatMessage({ id: 'section.organization.booking' })}
        subtitle={intl.formatMessage({ id: 'onlineBooking.subtitle' })}
        actions={
          <Button
            icon="eye-open"
            text={intl.formatMessage({ id: 'onlineBooking.preview' })}
            onClick={() => window.open(link, '_blank', 'noopener')}
          />
        }
      />
      <DocumentForm
        form={page}
        className="online-booking-form"
        loadFailure={{
          title: intl.formatMessage({ id: 'onlineBooking.toast.loadFailed' }),
          description: intl.formatMessage({ id: 'onlineBooking.toast.loadFailedBody' }),
        }}
      >
        {(values) => (
          <>
            {page.dirty && (
              <Callout intent={Intent.WARNING} icon="warning-sign" className="online-booking-unsaved" role="status">
                {intl.formatMessage({ id: 'onlineBooking.unsaved' })}
              </Callout>
            )}
            <Card className="settings-card online-booking-summary">
              <div>
                <div className="online-booking-master">
                  <h2 className="settings-card-title">{intl.formatMessage({ id: 'onlineBooking.enabled' })}</h2>
                  <SwitchField form={settings} path="isEnabled" headline />
                </div>
                <p className="settings-hint">
                  {intl.formatMessage({
                    id: values.isEnabled ? 'onlineBooking.enabled.on' : 'onlineBooking.enabled.off',
                  })}
                </p>
                <h3 className="online-booking-subtitle">{intl.formatMessage({ id: 'onlineBooking.summary.title' })}</h3>
                <a href={link} target="_blank" rel="noopener noreferrer" className="online-booking-link">
                  {link}
                </a>
              </div>
              <QrCode text={link} size={180} errorCorrectionLevel="M" />
            </Card>
            <IntegrationCard
              origin={origin}
              slug={organization.slug}
              businessName={organization.name}
              embed={(settings.document ?? values).embedSettings}
            />
            {deposit.values !== undefined ? (
              <DepositCard
                form={deposit}
                values={deposit.values as DepositSettingsAnswer}
                currency={currency}
                paymentsPath={settingsPath(slugInPath(pathname), 'organization/financial')}
              />
            ) : (
              deposit.loadFailed && (
                <LoadFailure
                  title={intl.formatMessage({ id: 'onlineBooking.toast.loadFailed' })}
                  description={intl.formatMessage({ id: 'onlineBooking.toast.loadFailedBody' })}
                  error={deposit.loadError}
                  onRetry={deposit.retry}
                />
              )
            )}
            <RulesCard form={settings} values={values} />
            <AppearanceCard form={settings} values={values} pagePath={`/${organization.slug}/book`} />
          </>
        )}
      </DocumentForm>
    </>
  );
}
