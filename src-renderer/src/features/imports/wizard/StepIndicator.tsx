import { Icon } from '@blueprintjs/core';
import { useIntl } from 'react-intl';
import { INDICATOR_STEPS, indicatorStep, type WizardStep } from './wizard-state';

/**
 * The five-step progress indicator of §2 (Platform, Upload, Mapping, Preview, Complete): the
 * current step is marked for screen readers too (aria-current), the ones behind it as done.
 */
export function StepIndicator({ step }: { step: WizardStep }) {
  const intl = useIntl();
  const current = INDICATOR_STEPS.indexOf(indicatorStep(step));
  return (
    <ol className="imports-steps" aria-label={intl.formatMessage({ id: 'imports.wizard.steps' })}>
      {INDICATOR_STEPS.map((id, at) => {
        const label = intl.formatMessage({ id: `imports.step.${id}` });
        const done = at < current || (step === 'complete' && at === current);
        const state = at === current ? 'is-current' : done ? 'is-done' : '';
        return (
          <li key={id} className={`imports-step ${state}`} aria-current={at === current ? 'step' : undefined}>
            <span className="imports-step-mark" aria-hidden>
              {done ? <Icon icon="tick" size={12} /> : at + 1}
            </span>
            <span className="imports-step-label" aria-hidden>
              {label}
            </span>
            <span className="visually-hidden">
              {done ? intl.formatMessage({ id: 'imports.step.done' }, { step: label }) : label}
            </span>
          </li>
        );
      })}
    </ol>
  );
}
