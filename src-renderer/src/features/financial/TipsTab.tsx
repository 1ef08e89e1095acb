import { Button, Card, FormGroup, Intent } from '@blueprintjs/core';
import { useIntl } from 'react-intl';
import { DEFAULT_CURRENCY } from '../../../../server/contract/currency';
import {
  DEFAULT_TIP_SETTINGS,
  MAX_SUGGESTED_AMOUNTS,
  MAX_TIP_PERCENTAGES,
  type TipSettings,
  type TipSettingsPatch,
} from '../../../../server/contract/financial';
import { useOrganizationRegional } from '../../api/account';
import { withCheckedSave } from '../../components/form/checked-save';
import { DocumentForm } from '../../components/form/DocumentForm';
import { SwitchField } from '../../components/form/fields';
import { useSettingsDocument } from '../../components/form/useSettingsDocument';
import { useNotify } from '../../components/toaster/useNotify';
import { moneyLocale } from '../../i18n/money-locale';
import { AmountInput } from './AmountInput';
import { tipsEndpoint } from './document';
import { PercentageInput } from './PercentageInput';
import { TipsPreview } from './TipsPreview';
import {
  addSuggestedAmount,
  addTipPercentage,
  canAddSuggestedAmount,
  canAddTipPercentage,
  firstOutOfRange,
  removeAt,
  replaceAt,
} from './tips';

const PERCENTAGES_ID = 'tips-tipPercentages';
const AMOUNTS_ID = 'tips-suggestedAmounts';

/**
 * Tips & Gratuity (spec part 2 §3, §5, §8): whether tips are offered, the percentages (whole
 * numbers; add starts at 15; remove), a custom tip, and suggested amounts in the organization's
 * currency, with what a client sees at checkout beside them. One document, saved with If-Match.
 */
export function TipsTab() {
  const intl = useIntl();
  const notify = useNotify();
  const regional = useOrganizationRegional();
  const currency = regional.data?.currency ?? DEFAULT_CURRENCY;
  const money = { currency, locale: moneyLocale(intl.locale, regional.data?.locale) };
  const form = useSettingsDocument<TipSettings, TipSettingsPatch>(tipsEndpoint, {
    idPrefix: 'tips',
    fallback: DEFAULT_TIP_SETTINGS,
    labels: {
      enabled: 'financial.tips.enabled',
      tipPercentages: 'financial.tips.percentages',
      allowCustom: 'financial.tips.allowCustom',
      suggestedAmounts: 'financial.tips.amounts',
    },
    messages: {
      saved: 'financial.tips.saved',
      failed: 'financial.tips.failed',
      loadFailed: ['financial.warning', 'financial.loadFailed'],
    },
  });
  const rangeText = intl.formatMessage({ id: 'financial.tips.range' });
  const problem = form.values !== undefined && firstOutOfRange(form.values.tipPercentages) !== null ? rangeText : null;
  const checked = withCheckedSave(form, problem, (text) =>
    notify.danger(intl.formatMessage({ id: 'financial.tips.failed' }), text),
  );
  const listError = (path: string) =>
    form.fieldError !== null && form.fieldError.path.split('.')[0] === path ? form.fieldError.text : undefined;

  return (
    <DocumentForm
      form={checked}
      className="financial-tips"
      loadFailure={{
        title: intl.formatMessage({ id: 'financial.warning' }),
        description: intl.formatMessage({ id: 'financial.loadFailed' }),
      }}
    >
      {(values) => {
        const percentagesError = listError('tipPercentages') ?? problem ?? undefined;
        const amountsError = listError('suggestedAmounts');
        return (
          <div className="financial-two-columns">
            <Card className="settings-card" role="region" aria-labelledby="financial-tips-title">
              <h2 id="financial-tips-title" className="settings-card-title">
                {intl.formatMessage({ id: 'financial.tab.tips' })}
              </h2>
              <p className="settings-card-description">{intl.formatMessage({ id: 'financial.tips.description' })}</p>
              <SwitchField
                form={form}
                path="enabled"
                help={intl.formatMessage({ id: 'financial.tips.enabled.help' })}
              />

              <FormGroup
                className="financial-list-group"
                label={intl.formatMessage({ id: 'financial.tips.percentages' })}
                labelFor={`${PERCENTAGES_ID}-0`}
                intent={percentagesError !== undefined ? Intent.DANGER : Intent.NONE}
                helperText={
                  percentagesError ??
                  intl.formatMessage({ id: 'financial.tips.percentages.help' }, { max: MAX_TIP_PERCENTAGES })
                }
              >
                <ul id={PERCENTAGES_ID} tabIndex={-1} className="financial-list">
                  {values.tipPercentages.map((percentage, index) => {
                    const number = index + 1;
                    return (
                      <li key={index} className="financial-list-item">
                        <PercentageInput
                          id={`${PERCENTAGES_ID}-${index}`}
                          label={intl.formatMessage({ id: 'financial.tips.percentageN' }, { number })}
                          value={percentage}
                          disabled={form.readOnly}
                          onChange={(next) => form.set('tipPercentages', replaceAt(values.tipPercentages, index, next))}
                        />
                        <Button
                          icon="cross"
                          variant="minimal"
                          disabled={form.readOnly}
                          aria-label={intl.formatMessage({ id: 'financial.tips.removePercentage' }, { number })}
                          onClick={() => form.set('tipPercentages', removeAt(values.tipPercentages, index))}
                        />
                      </li>
                    );
                  })}
                </ul>
                <Button
                  icon="add"
                  variant="outlined"
                  text={intl.formatMessage({ id: 'financial.tips.addPercentage' })}
                  disabled={form.readOnly || !canAddTipPercentage(values.tipPercentages)}
                  onClick={() => form.set('tipPercentages', addTipPercentage(values.tipPercentages))}
                />
              </FormGroup>

              <SwitchField
                form={form}
                path="allowCustom"
                help={intl.formatMessage({ id: 'financial.tips.allowCustom.help' })}
              />

              <FormGroup
                className="financial-list-group"
                label={intl.formatMessage({ id: 'financial.tips.amounts' })}
                labelFor={`${AMOUNTS_ID}-0`}
                intent={amountsError !== undefined ? Intent.DANGER : Intent.NONE}
                helperText={
                  amountsError ??
                  intl.formatMessage({ id: 'financial.tips.amounts.help' }, { currency, max: MAX_SUGGESTED_AMOUNTS })
                }
              >
                <ul id={AMOUNTS_ID} tabIndex={-1} className="financial-list">
                  {values.suggestedAmounts.map((amount, index) => {
                    const number = index + 1;
                    return (
                      <li key={index} className="financial-list-item">
                        <AmountInput
                          id={`${AMOUNTS_ID}-${index}`}
                          label={intl.formatMessage({ id: 'financial.tips.amountN' }, { number })}
                          amount={amount}
                          currency={currency}
                          disabled={form.readOnly}
                          onChange={(next) =>
                            form.set('suggestedAmounts', replaceAt(values.suggestedAmounts, index, next))
                          }
                        />
                        <Button
                          icon="cross"
                          variant="minimal"
                          disabled={form.readOnly}
                          aria-label={intl.formatMessage({ id: 'financial.tips.removeAmount' }, { number })}
                          onClick={() => form.set('suggestedAmounts', removeAt(values.suggestedAmounts, index))}
                        />
                      </li>
                    );
                  })}
                </ul>
                <Button
                  icon="add"
                  variant="outlined"
                  text={intl.formatMessage({ id: 'financial.tips.addAmount' })}
                  disabled={form.readOnly || !canAddSuggestedAmount(values.suggestedAmounts)}
                  onClick={() => form.set('suggestedAmounts', addSuggestedAmount(values.suggestedAmounts))}
                />
              </FormGroup>
            </Card>
            <TipsPreview settings={values} money={money} />
          </div>
        );
      }}
    </DocumentForm>
  );
}
