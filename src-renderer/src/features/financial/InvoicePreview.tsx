import { Button, Callout, Card, Intent, Tag } from '@blueprintjs/core';
import { useIntl } from 'react-intl';
import { formatCurrency, type CurrencyOptions } from '../../../../server/contract/currency';
import type { InvoicePreviewData, InvoiceSettings } from '../../../../server/contract/financial';
import { useDateDisplay } from '../../app/providers/LocaleProvider';
import { formatDatePattern } from '../../i18n/dates';
import type { MessageId } from '../../i18n/en';
import { formatPercent } from '../tax/percent';
import { invoiceTotals } from './invoice-totals';

/**
 * The example lines of the preview, in the currency's units. They are labelled as a sample; every
 * other thing the preview prints is the organization's own (preview-data and the form).
 */
const SAMPLE_LINES: readonly { descriptionId: MessageId; amount: number }[] = [
  { descriptionId: 'financial.preview.sampleService', amount: 80 },
  { descriptionId: 'financial.preview.sampleProduct', amount: 25 },
];

interface InvoicePreviewProps {
  /** The form's values as they stand: the preview follows every keystroke. */
  settings: InvoiceSettings;
  data: InvoicePreviewData | undefined;
  failed: boolean;
  onRetry: () => void;
  /** The locale amounts are written in (moneyLocale). */
  moneyLocale: string;
}

/**
 * A live invoice (spec part 2 §3 "Invoice settings"): the logo and company name when chosen, the
 * address, the tax registration number when the tax settings print it, sample lines taxed at the
 * default rate the way prices are entered, the payment terms when included, and the footer.
 */
export function InvoicePreview({ settings, data, failed, onRetry, moneyLocale }: InvoicePreviewProps) {
  const intl = useIntl();
  const display = useDateDisplay();
  const format = (id: MessageId) => intl.formatMessage({ id });

  let invoice = null;
  if (data) {
    const money: CurrencyOptions = { currency: data.currency, locale: moneyLocale };
    const rate = data.defaultTaxRate;
    const totals = invoiceTotals(
      SAMPLE_LINES.map((line) => line.amount),
      rate,
      data.pricesIncludeTax,
      data.currency,
    );
    const rateText = rate && { name: rate.name, percent: formatPercent(rate.percentage, intl.locale) };
    const showLogo = settings.logoUrl !== null && data.logoUrl !== null;
    const showName = settings.showCompanyName && data.companyName.trim() !== '';
    const showTaxNumber = data.showTaxRegistrationNumber && data.taxRegistrationNumber.trim() !== '';
    const terms = settings.terms.trim();
    const footer = settings.footer.trim();
    invoice = (
      <article className="financial-invoice" aria-label={format('financial.preview.sample')}>
        <header className="financial-invoice-header">
          <div className="financial-invoice-business">
            {showLogo && data.logoUrl !== null && (
              <img className="financial-invoice-logo" src={data.logoUrl} alt={format('financial.preview.logo')} />
            )}
            {showName && <p className="financial-invoice-company">{data.companyName}</p>}
            {data.addressLines.map((line, index) => (
              <p key={index} className="financial-invoice-address">
                {line}
              </p>
            ))}
            {data.email !== '' && <p>{data.email}</p>}
            {data.phone !== '' && <p>{data.phone}</p>}
            {showTaxNumber && (
              <p className="financial-invoice-tax-number">
                {intl.formatMessage({ id: 'financial.preview.taxNumber' }, { number: data.taxRegistrationNumber })}
              </p>
            )}
          </div>
          <div className="financial-invoice-meta">
            <p className="financial-invoice-title">{format('financial.preview.invoice')}</p>
            <p>
              {intl.formatMessage(
                { id: 'financial.preview.date' },
                { date: formatDatePattern(new Date(), display.dateFormat, display.timeZone) },
              )}
            </p>
          </div>
        </header>
        <div className="financial-invoice-bill-to">
          <p className="financial-invoice-label">{format('financial.preview.billTo')}</p>
          <p>{format('financial.preview.sampleClient')}</p>
        </div>
        <table className="financial-invoice-lines">
          <thead>
            <tr>
              <th scope="col">{format('financial.preview.description')}</th>
              <th scope="col" className="financial-invoice-amount">
                {format('financial.preview.amount')}
              </th>
            </tr>
          </thead>
          <tbody>
            {SAMPLE_LINES.map((line) => (
              <tr key={line.descriptionId}>
                <td>{format(line.descriptionId)}</td>
                <td className="financial-invoice-amount">{formatCurrency(line.amount, money)}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            {rateText && !data.pricesIncludeTax && (
              <>
                <tr>
                  <th scope="row">{format('financial.preview.subtotal')}</th>
                  <td className="financial-invoice-amount">{formatCurrency(totals.subtotal, money)}</td>
                </tr>
                <tr>
                  <th scope="row">{intl.formatMessage({ id: 'financial.preview.tax' }, rateText)}</th>
                  <td className="financial-invoice-amount">{formatCurrency(totals.tax, money)}</td>
                </tr>
              </>
            )}
            <tr className="financial-invoice-total">
              <th scope="row">{format('financial.preview.total')}</th>
              <td className="financial-invoice-amount">{formatCurrency(totals.total, money)}</td>
            </tr>
            {rateText && data.pricesIncludeTax && (
              <tr>
                <th scope="row">{intl.formatMessage({ id: 'financial.preview.includesTax' }, rateText)}</th>
                <td className="financial-invoice-amount">{formatCurrency(totals.tax, money)}</td>
              </tr>
            )}
          </tfoot>
        </table>
        {settings.includeTerms && terms !== '' && (
          <section className="financial-invoice-terms">
            <p className="financial-invoice-label">{format('financial.invoice.terms')}</p>
            <p className="financial-invoice-terms-text">{terms}</p>
          </section>
        )}
        {footer !== '' && <p className="financial-invoice-footer">{footer}</p>}
      </article>
    );
  }

  return (
    <Card
      className="settings-card financial-preview financial-invoice-preview"
      role="region"
      aria-labelledby="financial-invoice-preview-title"
    >
      <div className="settings-card-head">
        <h2 id="financial-invoice-preview-title" className="settings-card-title">
          {format('financial.preview.title')}
        </h2>
        <Tag minimal intent={Intent.WARNING}>
          {format('financial.preview.sample')}
        </Tag>
      </div>
      <p className="settings-hint financial-preview-help">{format('financial.preview.help')}</p>
      {failed && !data && (
        <Callout intent={Intent.WARNING} icon="warning-sign" className="financial-preview-unavailable">
          <p>{format('financial.preview.unavailable')}</p>
          <Button icon="refresh" text={format('query.retry')} onClick={onRetry} />
        </Callout>
      )}
      {invoice}
    </Card>
  );
}
