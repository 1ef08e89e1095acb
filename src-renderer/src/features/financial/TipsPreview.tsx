import { Card } from '@blueprintjs/core';
import { useIntl } from 'react-intl';
import { formatCurrency, type CurrencyOptions } from '../../../../server/contract/currency';
import type { TipSettings } from '../../../../server/contract/financial';

interface TipsPreviewProps {
  settings: TipSettings;
  money: CurrencyOptions;
}

/** What a client is offered at checkout with the settings as they stand (unsaved edits included). */
export function TipsPreview({ settings, money }: TipsPreviewProps) {
  const intl = useIntl();
  const choices = [
    ...settings.tipPercentages.map((percentage) => intl.formatNumber(percentage / 100, { style: 'percent' })),
    ...settings.suggestedAmounts.map((amount) => formatCurrency(amount, money)),
    ...(settings.allowCustom ? [intl.formatMessage({ id: 'financial.tips.preview.custom' })] : []),
    intl.formatMessage({ id: 'financial.tips.preview.noTip' }),
  ];
  return (
    <Card className="settings-card financial-preview" role="region" aria-labelledby="financial-tips-preview-title">
      <h2 id="financial-tips-preview-title" className="settings-card-title">
        {intl.formatMessage({ id: 'financial.tips.preview' })}
      </h2>
      {settings.enabled ? (
        <div className="financial-tips-preview">
          <p className="financial-tips-question">{intl.formatMessage({ id: 'financial.tips.preview.question' })}</p>
          <ul className="financial-tip-choices">
            {choices.map((choice, index) => (
              <li key={`${index}-${choice}`} className="financial-tip-choice">
                {choice}
              </li>
            ))}
          </ul>
        </div>
      ) : (
        <p className="settings-hint">{intl.formatMessage({ id: 'financial.tips.preview.off' })}</p>
      )}
    </Card>
  );
}
