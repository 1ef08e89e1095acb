import { Button, FormGroup, HTMLSelect, InputGroup, Radio, RadioGroup } from '@blueprintjs/core';
import { useIntl } from 'react-intl';
import {
  DESCRIPTION_MAX_LENGTH,
  MAX_PRICE,
  MAX_VARIANTS,
  PRICE_TYPES,
  SERVICE_NAME_MAX_LENGTH,
  type PriceType,
} from '../../../../server/contract/services';
import type { Draft } from '../../components/form/useDraft';
import type { MessageId } from '../../i18n/en';
import { durationChoices } from './minute-options';
import { MinutesSelect } from './MinutesSelect';
import { newVariant, type PricingMode, type ServiceFormValues, type VariantDraft } from './service-form';

const PRICE_TYPE_LABELS: Readonly<Record<PriceType, MessageId>> = {
  fixed: 'services.dialog.priceType.fixed',
  from: 'services.dialog.priceType.from',
  free: 'services.dialog.priceType.free',
};

interface ServicePricingTabProps {
  draft: Draft<ServiceFormValues>;
  values: ServiceFormValues;
  currency: string | undefined;
  /** Asked for single price while variants exist: the dialog confirms first (spec §4). */
  onSingleWithVariants: () => void;
}

interface PriceFieldsProps {
  idPrefix: string;
  priceType: PriceType;
  price: string;
  currency: string | undefined;
  onPriceType: (priceType: PriceType) => void;
  onPrice: (price: string) => void;
}

/** Price type and price; the price is 0 or more in steps of 0.01, and off for a free service (spec §5). */
function PriceFields({ idPrefix, priceType, price, currency, onPriceType, onPrice }: PriceFieldsProps) {
  const intl = useIntl();
  const free = priceType === 'free';
  return (
    <>
      <FormGroup label={intl.formatMessage({ id: 'services.dialog.priceType' })} labelFor={`${idPrefix}-price-type`}>
        <HTMLSelect
          id={`${idPrefix}-price-type`}
          fill
          value={priceType}
          onChange={(event) => onPriceType(event.target.value as PriceType)}
        >
          {PRICE_TYPES.map((type) => (
            <option key={type} value={type}>
              {intl.formatMessage({ id: PRICE_TYPE_LABELS[type] })}
            </option>
          ))}
        </HTMLSelect>
      </FormGroup>
      <FormGroup label={intl.formatMessage({ id: 'services.dialog.price' })} labelFor={`${idPrefix}-price`}>
        <InputGroup
          id={`${idPrefix}-price`}
          type="number"
          inputMode="decimal"
          min={0}
          max={MAX_PRICE}
          step={0.01}
          autoComplete="off"
          value={free ? '' : price}
          disabled={free}
          rightElement={currency ? <span className="settings-field-unit">{currency}</span> : undefined}
          onChange={(event) => onPrice(event.target.value)}
        />
      </FormGroup>
    </>
  );
}

/** Pricing: a single price, or variants each with their own name, price and duration (spec §3, §4). */
export function ServicePricingTab({ draft, values, currency, onSingleWithVariants }: ServicePricingTabProps) {
  const intl = useIntl();
  const { variants } = values;

  function choose(mode: PricingMode) {
    if (mode === values.pricing) return;
    if (mode === 'single' && variants.length > 0) onSingleWithVariants();
    // Variants when none exist start empty; a service's own variants were loaded with it.
    else draft.set('pricing', mode);
  }

  const setVariant = (index: number, patch: Partial<VariantDraft>) =>
    draft.set(
      'variants',
      variants.map((variant, at) => (at === index ? { ...variant, ...patch } : variant)),
    );

  return (
    <div className="services-dialog-panel">
      <RadioGroup
        label={intl.formatMessage({ id: 'services.dialog.pricing' })}
        name="service-pricing"
        inline
        selectedValue={values.pricing}
        onChange={(event) => choose(event.currentTarget.value as PricingMode)}
      >
        <Radio value="single" label={intl.formatMessage({ id: 'services.dialog.pricing.single' })} />
        <Radio value="variants" label={intl.formatMessage({ id: 'services.dialog.pricing.variants' })} />
      </RadioGroup>

      {values.pricing === 'single' ? (
        <div className="settings-grid">
          <PriceFields
            idPrefix="service"
            priceType={values.priceType}
            price={values.price}
            currency={currency}
            onPriceType={(priceType) => draft.set('priceType', priceType)}
            onPrice={(price) => draft.set('price', price)}
          />
        </div>
      ) : (
        <div className="services-variants">
          {variants.length === 0 && (
            <p className="settings-hint">{intl.formatMessage({ id: 'services.dialog.variants.empty' })}</p>
          )}
          {variants.map((variant, index) => {
            const idPrefix = `service-variant-${index + 1}`;
            const number = index + 1;
            return (
              <fieldset key={variant.key} className="services-variant">
                <legend>{intl.formatMessage({ id: 'services.dialog.variant.title' }, { number })}</legend>
                <Button
                  className="services-variant-remove"
                  variant="minimal"
                  size="small"
                  icon="trash"
                  aria-label={intl.formatMessage({ id: 'services.dialog.variant.remove' }, { number })}
                  onClick={() =>
                    draft.set(
                      'variants',
                      variants.filter((_, at) => at !== index),
                    )
                  }
                />
                <div className="settings-grid">
                  <FormGroup
                    label={intl.formatMessage({ id: 'services.dialog.variant.name' })}
                    labelFor={`${idPrefix}-name`}
                  >
                    <InputGroup
                      id={`${idPrefix}-name`}
                      value={variant.name}
                      maxLength={SERVICE_NAME_MAX_LENGTH}
                      autoComplete="off"
                      onChange={(event) => setVariant(index, { name: event.target.value })}
                    />
                  </FormGroup>
                  <MinutesSelect
                    id={`${idPrefix}-duration`}
                    label={intl.formatMessage({ id: 'services.dialog.duration' })}
                    value={variant.durationMinutes}
                    choices={durationChoices(variant.durationMinutes)}
                    onChange={(minutes) => setVariant(index, { durationMinutes: minutes })}
                  />
                  <PriceFields
                    idPrefix={idPrefix}
                    priceType={variant.priceType}
                    price={variant.price}
                    currency={currency}
                    onPriceType={(priceType) => setVariant(index, { priceType })}
                    onPrice={(price) => setVariant(index, { price })}
                  />
                </div>
                <FormGroup
                  label={intl.formatMessage({ id: 'services.dialog.description' })}
                  labelFor={`${idPrefix}-description`}
                >
                  <InputGroup
                    id={`${idPrefix}-description`}
                    value={variant.description}
                    maxLength={DESCRIPTION_MAX_LENGTH}
                    autoComplete="off"
                    onChange={(event) => setVariant(index, { description: event.target.value })}
                  />
                </FormGroup>
              </fieldset>
            );
          })}
          <Button
            icon="add"
            text={intl.formatMessage({ id: 'services.dialog.variants.add' })}
            disabled={variants.length >= MAX_VARIANTS}
            onClick={() => draft.set('variants', [...variants, newVariant(values.durationMinutes)])}
          />
        </div>
      )}
    </div>
  );
}
