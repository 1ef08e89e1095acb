import { Card, Switch } from '@blueprintjs/core';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import {
  DEFAULT_INVOICE_SETTINGS,
  InvoiceSettings as InvoiceSettingsSchema,
  type InvoiceSettings,
  type InvoiceSettingsPatch,
} from '../../../../server/contract/financial';
import { useOrganizationRegional } from '../../api/account';
import { useSettingsNavigation } from '../../app/shell/useSettingsNavigation';
import { DocumentForm } from '../../components/form/DocumentForm';
import { SwitchField, TextAreaField } from '../../components/form/fields';
import { useSettingsDocument } from '../../components/form/useSettingsDocument';
import type { MessageId } from '../../i18n/en';
import { moneyLocale } from '../../i18n/money-locale';
import { useInvoicePreviewData } from './api';
import { invoiceEndpoint } from './document';
import { InvoicePreview } from './InvoicePreview';

/** A text field's limit as the contract's schema sets it, so the counter and the server agree. */
const maxLengthOf = (schema: object, fallback: number): number =>
  'maxLength' in schema && typeof schema.maxLength === 'number' ? schema.maxLength : fallback;
const TERMS_MAX = maxLengthOf(InvoiceSettingsSchema.properties.terms, 1000);
const FOOTER_MAX = maxLengthOf(InvoiceSettingsSchema.properties.footer, 500);

/**
 * Invoicing (spec part 2 §3 "Invoice settings", §8): sending, the company name and logo, payment
 * terms and the footer, with a live preview of an invoice beside the form that follows every
 * keystroke. One document, saved with If-Match.
 */
export function InvoicingTab() {
  const intl = useIntl();
  const regional = useOrganizationRegional();
  const preview = useInvoicePreviewData();
  const { sections, hrefOf } = useSettingsNavigation();
  const form = useSettingsDocument<InvoiceSettings, InvoiceSettingsPatch>(invoiceEndpoint, {
    idPrefix: 'invoice',
    fallback: DEFAULT_INVOICE_SETTINGS,
    labels: {
      autoSend: 'financial.invoice.autoSend',
      includeTerms: 'financial.invoice.includeTerms',
      terms: 'financial.invoice.terms',
      footer: 'financial.invoice.footer',
      logoUrl: 'financial.invoice.logo',
      showCompanyName: 'financial.invoice.showCompanyName',
    },
    messages: {
      saved: 'financial.invoice.saved',
      failed: 'financial.invoice.failed',
      loadFailed: ['financial.warning', 'financial.loadFailed'],
    },
  });
  const brandLogo = preview.data?.logoUrl ?? null;
  const count = (used: number, max: number) =>
    intl.formatMessage({ id: 'financial.invoice.count' }, { count: used, max });

  /** Another area's name, as a link when this user may open it. */
  const areaLink = (path: string, titleId: MessageId): ReactNode => {
    const title = intl.formatMessage({ id: titleId });
    return sections.some((section) => section.path === path) ? <Link to={hrefOf(path)}>{title}</Link> : title;
  };
  const branding = areaLink('organization/branding', 'section.organization.branding');

  return (
    <DocumentForm
      form={form}
      className="financial-invoicing"
      loadFailure={{
        title: intl.formatMessage({ id: 'financial.warning' }),
        description: intl.formatMessage({ id: 'financial.loadFailed' }),
      }}
    >
      {(values) => (
        <div className="financial-two-columns">
          <Card className="settings-card" role="region" aria-labelledby="financial-invoice-title">
            <h2 id="financial-invoice-title" className="settings-card-title">
              {intl.formatMessage({ id: 'financial.invoice.title' })}
            </h2>
            <SwitchField
              form={form}
              path="autoSend"
              help={intl.formatMessage({ id: 'financial.invoice.autoSend.help' })}
            />
            <SwitchField form={form} path="showCompanyName" />
            <div className="settings-switch">
              {/* The logo is the branding logo or none (the document keeps its address). */}
              <Switch
                id={form.fieldId('logoUrl')}
                role="switch"
                label={intl.formatMessage({ id: 'financial.invoice.logo' })}
                checked={values.logoUrl !== null}
                disabled={form.readOnly || (values.logoUrl === null && brandLogo === null)}
                aria-describedby="invoice-logoUrl-help"
                onChange={(event) => form.set('logoUrl', event.currentTarget.checked ? brandLogo : null)}
              />
              <p className="settings-hint settings-switch-help" id="invoice-logoUrl-help">
                {intl.formatMessage(
                  { id: brandLogo === null ? 'financial.invoice.logo.none' : 'financial.invoice.logo.help' },
                  { branding },
                )}
              </p>
              {form.fieldError?.path === 'logoUrl' && <p className="settings-field-error">{form.fieldError.text}</p>}
            </div>
            <SwitchField form={form} path="includeTerms" className="financial-include-terms" />
            <TextAreaField
              form={form}
              path="terms"
              maxLength={TERMS_MAX}
              rows={3}
              disabled={!values.includeTerms}
              countHelp={count}
              className="financial-terms-field"
            />
            <TextAreaField form={form} path="footer" maxLength={FOOTER_MAX} rows={2} countHelp={count} />
            <p className="settings-hint financial-tax-link">
              {intl.formatMessage(
                { id: 'financial.invoice.taxLink' },
                { link: areaLink('organization/tax', 'section.organization.tax') },
              )}
            </p>
          </Card>
          <InvoicePreview
            settings={values}
            data={preview.data}
            failed={preview.isError}
            onRetry={() => void preview.refetch()}
            moneyLocale={moneyLocale(intl.locale, regional.data?.locale)}
          />
        </div>
      )}
    </DocumentForm>
  );
}
