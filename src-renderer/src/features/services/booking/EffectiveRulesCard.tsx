import { Card, FormGroup, HTMLSelect } from '@blueprintjs/core';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { resolveBookingRules } from '../../../../../server/contract/booking-rules';
import type { BookingRules, OnlineBookingSettings } from '../../../../../server/contract/service-booking';
import type { Service } from '../../../../../server/contract/services';
import { RULE_SETTINGS } from './rules';
import { useRuleText } from './useRuleText';

interface EffectiveRulesCardProps {
  /** The rules as the form shows them, unsaved edits included: the preview follows every change. */
  rules: BookingRules;
  onlineBooking: OnlineBookingSettings;
  services: readonly Service[];
}

/**
 * What one service ends up with once its category's rule and its own are laid over the
 * organization's values: the same function the availability engine uses (contract/booking-rules).
 */
export function EffectiveRulesCard({ rules, onlineBooking, services }: EffectiveRulesCardProps) {
  const intl = useIntl();
  const text = useRuleText();
  const sorted = [...services].sort((a, b) => a.name.localeCompare(b.name));
  const [chosenId, setChosenId] = useState<string | null>(null);
  const service = sorted.find((candidate) => candidate.id === chosenId) ?? sorted[0];
  if (service === undefined) return null;

  const effective = resolveBookingRules(rules, onlineBooking, { id: service.id, categoryId: service.categoryId });
  const applied = rules.rules.filter(
    (rule) =>
      rule.isActive &&
      ((rule.scope === 'service' && rule.targetId === service.id) ||
        (rule.scope === 'category' && rule.targetId === service.categoryId)),
  );

  return (
    <Card
      id="booking-rules-effective"
      className="settings-card"
      role="region"
      aria-labelledby="booking-rules-effective-title"
    >
      <h2 id="booking-rules-effective-title" className="settings-card-title">
        {intl.formatMessage({ id: 'serviceBooking.effective.title' })}
      </h2>
      <p className="settings-card-description">{intl.formatMessage({ id: 'serviceBooking.effective.description' })}</p>
      <FormGroup
        className="service-booking-effective-service"
        label={intl.formatMessage({ id: 'serviceBooking.rule.service' })}
        labelFor="booking-rules-effective-service"
      >
        <HTMLSelect
          id="booking-rules-effective-service"
          fill
          value={service.id}
          onChange={(event) => setChosenId(event.target.value)}
        >
          {sorted.map((candidate) => (
            <option key={candidate.id} value={candidate.id}>
              {candidate.name}
            </option>
          ))}
        </HTMLSelect>
      </FormGroup>
      <dl className="settings-facts">
        {RULE_SETTINGS.map((setting) => (
          <div key={setting}>
            <dt>{text.label(setting)}</dt>
            <dd>{text.value(setting, effective[setting])}</dd>
          </div>
        ))}
      </dl>
      <p className="settings-hint">
        {applied.length === 0
          ? intl.formatMessage({ id: 'serviceBooking.effective.noRules' })
          : intl.formatMessage(
              { id: 'serviceBooking.effective.rules' },
              { names: intl.formatList(applied.map((rule) => rule.name)) },
            )}
      </p>
    </Card>
  );
}
