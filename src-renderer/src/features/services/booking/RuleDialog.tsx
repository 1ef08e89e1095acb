import {
  Button,
  Dialog,
  DialogBody,
  DialogFooter,
  FormGroup,
  HTMLSelect,
  InputGroup,
  Intent,
  Radio,
  RadioGroup,
  Switch,
} from '@blueprintjs/core';
import { useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import type { ScopedBookingRule } from '../../../../../server/contract/service-booking';
import { blankRule, changesOf, CHOICES_OF, choicesWith, RULE_SETTINGS, targetKey, type RuleSetting } from './rules';
import { newId } from './new-id';
import { targetOf, type RuleTarget, type RuleTargets } from './targets';
import { useRuleText } from './useRuleText';

/** The rule's name field, as the contract bounds it. */
const NAME_MAX_LENGTH = 80;

interface RuleDialogProps {
  isOpen: boolean;
  /** The rule to change; absent to add one. */
  rule?: ScopedBookingRule;
  targets: RuleTargets;
  /** targetKey of every other active rule: a target has at most one active rule. */
  takenTargets: readonly string[];
  /** The organization's value of each setting, which 'Use the default' keeps. */
  defaults: Readonly<Record<RuleSetting, number | undefined>>;
  onApply: (rule: ScopedBookingRule) => void;
  onClose: () => void;
}

/**
 * 'Add Booking Rule': a name, what it applies to (a service or a category), each setting on the
 * organization's default or a value of its own, and whether it is active. The rule goes into the
 * list on the page; Save Changes keeps it.
 */
export function RuleDialog({ isOpen, rule, targets, takenTargets, defaults, onApply, onClose }: RuleDialogProps) {
  const intl = useIntl();
  const text = useRuleText();
  // The id is given when the rule is applied (not while rendering): '' marks a rule not yet added.
  const initial = rule ?? blankRule('', 'category', '');
  const [draft, setDraft] = useState<ScopedBookingRule>(initial);
  const [tried, setTried] = useState(false);

  const name = draft.name.trim();
  const nameError = name === '';
  const choosable = targets[draft.scope].filter((target) => !target.inactive || target.id === draft.targetId);
  const targetError =
    draft.targetId === ''
      ? 'serviceBooking.rule.targetRequired'
      : draft.isActive && takenTargets.includes(targetKey(draft))
        ? draft.scope === 'service'
          ? 'serviceBooking.rule.serviceTaken'
          : 'serviceBooking.rule.categoryTaken'
        : null;
  const changesNothing = changesOf(draft).length === 0;

  function close() {
    setDraft(initial);
    setTried(false);
    onClose();
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // The dialog sits in the page's form in React's tree (its DOM is a portal): this submit is
    // the dialog's own, not a save of the page.
    event.stopPropagation();
    setTried(true);
    if (nameError || targetError !== null || changesNothing) return;
    onApply({ ...draft, name, id: draft.id === '' ? newId() : draft.id });
    close();
  }

  const targetLabel = (target: RuleTarget) =>
    target.inactive
      ? intl.formatMessage(
          {
            id:
              draft.scope === 'service'
                ? 'serviceBooking.rules.archivedService'
                : 'serviceBooking.rules.hiddenCategory',
          },
          { name: target.name },
        )
      : target.name;

  const defaultLabel = (setting: RuleSetting) => {
    const value = defaults[setting];
    return value === undefined
      ? intl.formatMessage({ id: 'serviceBooking.rule.useDefault' })
      : intl.formatMessage({ id: 'serviceBooking.rule.useDefaultOf' }, { value: text.value(setting, value) });
  };

  return (
    <Dialog
      isOpen={isOpen}
      onClose={close}
      icon="time"
      className="service-booking-dialog"
      title={
        rule
          ? intl.formatMessage({ id: 'serviceBooking.rule.editTitle' }, { name: rule.name })
          : intl.formatMessage({ id: 'serviceBooking.rules.add' })
      }
    >
      <form onSubmit={onSubmit} noValidate>
        <DialogBody>
          <FormGroup
            label={intl.formatMessage({ id: 'serviceBooking.rule.name' })}
            labelFor="booking-rule-name"
            intent={tried && nameError ? Intent.DANGER : Intent.NONE}
            helperText={intl.formatMessage({
              id: tried && nameError ? 'serviceBooking.rule.nameRequired' : 'serviceBooking.rule.name.help',
            })}
          >
            <InputGroup
              id="booking-rule-name"
              value={draft.name}
              maxLength={NAME_MAX_LENGTH}
              autoComplete="off"
              autoFocus
              intent={tried && nameError ? Intent.DANGER : Intent.NONE}
              aria-invalid={(tried && nameError) || undefined}
              onChange={(event) => setDraft({ ...draft, name: event.target.value })}
            />
          </FormGroup>
          <RadioGroup
            inline
            label={intl.formatMessage({ id: 'serviceBooking.rule.appliesTo' })}
            selectedValue={draft.scope}
            onChange={(event) =>
              setDraft({
                ...draft,
                scope: event.currentTarget.value === 'service' ? 'service' : 'category',
                targetId: '',
              })
            }
          >
            <Radio value="category" label={intl.formatMessage({ id: 'serviceBooking.rule.scope.category' })} />
            <Radio value="service" label={intl.formatMessage({ id: 'serviceBooking.rule.scope.service' })} />
          </RadioGroup>
          <FormGroup
            label={intl.formatMessage({
              id: draft.scope === 'service' ? 'serviceBooking.rule.service' : 'serviceBooking.rule.category',
            })}
            labelFor="booking-rule-target"
            intent={tried && targetError !== null ? Intent.DANGER : Intent.NONE}
            helperText={
              choosable.length === 0
                ? intl.formatMessage({
                    id:
                      draft.scope === 'service' ? 'serviceBooking.rule.noServices' : 'serviceBooking.rule.noCategories',
                  })
                : tried && targetError !== null
                  ? intl.formatMessage({ id: targetError })
                  : undefined
            }
          >
            <HTMLSelect
              id="booking-rule-target"
              fill
              value={draft.targetId}
              aria-invalid={(tried && targetError !== null) || undefined}
              onChange={(event) => setDraft({ ...draft, targetId: event.target.value })}
            >
              <option value="">
                {intl.formatMessage({
                  id:
                    draft.scope === 'service'
                      ? 'serviceBooking.rule.chooseService'
                      : 'serviceBooking.rule.chooseCategory',
                })}
              </option>
              {draft.targetId !== '' && targetOf(draft, targets) === undefined && (
                <option value={draft.targetId}>
                  {intl.formatMessage({
                    id:
                      draft.scope === 'service'
                        ? 'serviceBooking.rules.deletedService'
                        : 'serviceBooking.rules.deletedCategory',
                  })}
                </option>
              )}
              {choosable.map((target) => (
                <option key={target.id} value={target.id}>
                  {targetLabel(target)}
                </option>
              ))}
            </HTMLSelect>
          </FormGroup>

          <fieldset className="service-booking-fieldset">
            <legend>{intl.formatMessage({ id: 'serviceBooking.rule.settings' })}</legend>
            <div className="settings-grid">
              {RULE_SETTINGS.map((setting) => {
                const id = `booking-rule-${setting}`;
                const value = draft[setting];
                return (
                  <FormGroup key={setting} label={text.label(setting)} labelFor={id}>
                    <HTMLSelect
                      id={id}
                      fill
                      value={value === null ? '' : String(value)}
                      onChange={(event) =>
                        setDraft({
                          ...draft,
                          [setting]: event.target.value === '' ? null : Number(event.target.value),
                        })
                      }
                    >
                      <option value="">{defaultLabel(setting)}</option>
                      {choicesWith(CHOICES_OF[setting], value).map((choice) => (
                        <option key={choice} value={String(choice)}>
                          {text.value(setting, choice)}
                        </option>
                      ))}
                    </HTMLSelect>
                  </FormGroup>
                );
              })}
            </div>
            {changesNothing && (
              <p className={tried ? 'service-booking-problem' : 'settings-hint'} role={tried ? 'alert' : undefined}>
                {intl.formatMessage({ id: 'serviceBooking.rule.changesNothing' })}
              </p>
            )}
          </fieldset>

          <div className="settings-switch">
            <Switch
              id="booking-rule-isActive"
              role="switch"
              checked={draft.isActive}
              label={intl.formatMessage({ id: 'serviceBooking.rule.active' })}
              onChange={(event) => setDraft({ ...draft, isActive: event.currentTarget.checked })}
            />
            <p className="settings-hint settings-switch-help">
              {intl.formatMessage({ id: 'serviceBooking.rule.active.help' })}
            </p>
          </div>
          <p className="settings-hint">{intl.formatMessage({ id: 'serviceBooking.draftNote' })}</p>
        </DialogBody>
        <DialogFooter
          actions={
            <>
              <Button text={intl.formatMessage({ id: 'serviceBooking.cancel' })} onClick={close} />
              <Button
                type="submit"
                intent={Intent.PRIMARY}
                text={intl.formatMessage({ id: rule ? 'serviceBooking.rule.update' : 'serviceBooking.rule.apply' })}
              />
            </>
          }
        />
      </form>
    </Dialog>
  );
}
