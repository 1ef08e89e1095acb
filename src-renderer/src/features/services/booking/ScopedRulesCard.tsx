import { Button, Card, HTMLTable, Intent, Switch } from '@blueprintjs/core';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { RowActions } from '../../../components/RowActions';
import { MAX_SCOPED_RULES, type ScopedBookingRule } from '../../../../../server/contract/service-booking';
import { EmptyState } from '../../../components/EmptyState';
import { changesOf, targetKey, withRule, type RuleSetting } from './rules';
import { RuleDialog } from './RuleDialog';
import { targetOf, type RuleTargets } from './targets';
import { useRuleText } from './useRuleText';

type Editing = { rule?: ScopedBookingRule } | null;

interface ScopedRulesCardProps {
  rules: readonly ScopedBookingRule[];
  targets: RuleTargets;
  /** False while the services and categories are loading or failed: names show as unknown meanwhile. */
  targetsKnown: boolean;
  defaults: Readonly<Record<RuleSetting, number | undefined>>;
  disabled: boolean;
  onChange: (rules: ScopedBookingRule[]) => void;
}

/** The rules of one service or category: what each applies to, what it changes, active or not. */
export function ScopedRulesCard({ rules, targets, targetsKnown, defaults, disabled, onChange }: ScopedRulesCardProps) {
  const intl = useIntl();
  const text = useRuleText();
  const [editing, setEditing] = useState<Editing>(null);
  const full = rules.length >= MAX_SCOPED_RULES;
  function appliesTo(rule: ScopedBookingRule): string {
    const target = targetOf(rule, targets);
    const service = rule.scope === 'service';
    if (target === undefined) {
      if (!targetsKnown)
        return intl.formatMessage({ id: service ? 'serviceBooking.rule.service' : 'serviceBooking.rule.category' });
      return intl.formatMessage({
        id: service ? 'serviceBooking.rules.deletedService' : 'serviceBooking.rules.deletedCategory',
      });
    }
    const name = target.inactive
      ? intl.formatMessage(
          { id: service ? 'serviceBooking.rules.archivedService' : 'serviceBooking.rules.hiddenCategory' },
          { name: target.name },
        )
      : target.name;
    return intl.formatMessage(
      { id: service ? 'serviceBooking.rules.appliesTo.service' : 'serviceBooking.rules.appliesTo.category' },
      { name },
    );
  }

  const addButton = (
    <Button
      id="booking-rules-add"
      icon="add"
      intent={Intent.PRIMARY}
      text={intl.formatMessage({ id: 'serviceBooking.rules.add' })}
      disabled={disabled || full}
      onClick={() => setEditing({})}
    />
  );

  return (
    <Card
      id="booking-rules-scoped"
      className="settings-card"
      role="region"
      aria-labelledby="booking-rules-scoped-title"
    >
      <div className="settings-card-head">
        <div className="settings-card-head-text">
          <h2 id="booking-rules-scoped-title" className="settings-card-title">
            {intl.formatMessage({ id: 'serviceBooking.rules.scoped.title' })}
          </h2>
          <p className="settings-card-description">
            {intl.formatMessage({ id: 'serviceBooking.rules.scoped.description' })}
          </p>
        </div>
        {rules.length > 0 && addButton}
      </div>
      {full && (
        <p className="settings-hint">
          {intl.formatMessage({ id: 'serviceBooking.rules.max' }, { max: MAX_SCOPED_RULES })}
        </p>
      )}
      {rules.length === 0 ? (
        <EmptyState
          icon="time"
          headingLevel={3}
          title={intl.formatMessage({ id: 'serviceBooking.rules.empty' })}
          description={intl.formatMessage({ id: 'serviceBooking.rules.emptyBody' })}
          action={addButton}
        />
      ) : (
        <HTMLTable className="settings-table service-booking-table" aria-labelledby="booking-rules-scoped-title">
          <thead>
            <tr>
              <th scope="col">{intl.formatMessage({ id: 'serviceBooking.rules.column.name' })}</th>
              <th scope="col">{intl.formatMessage({ id: 'serviceBooking.rules.column.appliesTo' })}</th>
              <th scope="col">{intl.formatMessage({ id: 'serviceBooking.rules.column.changes' })}</th>
              <th scope="col">{intl.formatMessage({ id: 'serviceBooking.rules.column.active' })}</th>
              <th scope="col">{intl.formatMessage({ id: 'serviceBooking.rules.column.actions' })}</th>
            </tr>
          </thead>
          <tbody>
            {rules.map((rule) => {
              const changes = changesOf(rule);
              return (
                <tr key={rule.id}>
                  <th scope="row">{rule.name}</th>
                  <td>{appliesTo(rule)}</td>
                  <td>
                    {changes.length === 0 ? (
                      <span className="settings-hint">
                        {intl.formatMessage({ id: 'serviceBooking.rules.noChanges' })}
                      </span>
                    ) : (
                      <ul className="service-booking-changes">
                        {changes.map(({ setting, value }) => (
                          <li key={setting}>
                            {intl.formatMessage(
                              { id: 'serviceBooking.rules.change' },
                              { setting: text.label(setting), value: text.value(setting, value) },
                            )}
                          </li>
                        ))}
                      </ul>
                    )}
                  </td>
                  <td>
                    <Switch
                      role="switch"
                      className="service-booking-row-switch"
                      checked={rule.isActive}
                      disabled={disabled}
                      aria-label={intl.formatMessage({ id: 'serviceBooking.rules.activeOf' }, { name: rule.name })}
                      onChange={(event) =>
                        onChange(withRule(rules, { ...rule, isActive: event.currentTarget.checked }))
                      }
                    />
                  </td>
                  <td>
                    <RowActions
                      name={rule.name}
                      editText={intl.formatMessage({ id: 'serviceBooking.rules.edit' })}
                      removeText={intl.formatMessage({ id: 'serviceBooking.rules.delete' })}
                      disabled={disabled}
                      onEdit={() => setEditing({ rule })}
                      onRemove={() => onChange(rules.filter((kept) => kept.id !== rule.id))}
                    />
                  </td>
                </tr>
              );
            })}
          </tbody>
        </HTMLTable>
      )}
      <RuleDialog
        // A fresh dialog per rule, so its fields start from the one being edited.
        key={editing?.rule?.id ?? 'new'}
        isOpen={editing !== null}
        rule={editing?.rule}
        targets={targets}
        takenTargets={rules
          .filter((kept) => kept.isActive && kept.id !== editing?.rule?.id)
          .map((kept) => targetKey(kept))}
        defaults={defaults}
        onApply={(rule) => onChange(withRule(rules, rule))}
        onClose={() => setEditing(null)}
      />
    </Card>
  );
}
