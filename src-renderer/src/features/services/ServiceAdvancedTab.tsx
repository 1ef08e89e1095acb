import { FormGroup, HTMLSelect, Switch } from '@blueprintjs/core';
import { useIntl } from 'react-intl';
import type { FormTemplate } from '../../../../server/contract/services';
import type { Draft } from '../../components/form/useDraft';
import { bufferChoices, processingLengthChoices, processingStartChoices } from './minute-options';
import { MinutesSelect } from './MinutesSelect';
import { defaultProcessing, type ServiceFormValues } from './service-form';

interface ServiceAdvancedTabProps {
  draft: Draft<ServiceFormValues>;
  values: ServiceFormValues;
  templates: readonly FormTemplate[];
}

/**
 * Advanced: the timing salons book by (buffers around the service, a processing gap inside it when
 * the practitioner is free for another client) and the form template the service sends.
 */
export function ServiceAdvancedTab({ draft, values, templates }: ServiceAdvancedTabProps) {
  const intl = useIntl();
  const none = intl.formatMessage({ id: 'services.dialog.none' });
  // The gap must fit the shortest way the service is booked: itself, or its shortest variant.
  const shortest = Math.min(
    values.durationMinutes,
    ...(values.pricing === 'variants' ? values.variants.map((variant) => variant.durationMinutes) : []),
  );

  function switchProcessing(on: boolean) {
    draft.set('processing', on);
    // A gap that fits this service, unless it already has one.
    if (on && values.processingMinutes === 0) {
      const { start, length } = defaultProcessing(shortest);
      draft.set('processingStartMinutes', start);
      draft.set('processingMinutes', length);
    }
  }

  return (
    <div className="services-dialog-panel">
      <div className="settings-grid">
        <MinutesSelect
          id="service-buffer-before"
          label={intl.formatMessage({ id: 'services.dialog.bufferBefore' })}
          help={intl.formatMessage({ id: 'services.dialog.bufferBeforeHelp' })}
          value={values.bufferBeforeMinutes}
          choices={bufferChoices(values.bufferBeforeMinutes)}
          zeroLabel={none}
          onChange={(minutes) => draft.set('bufferBeforeMinutes', minutes)}
        />
        <MinutesSelect
          id="service-buffer-after"
          label={intl.formatMessage({ id: 'services.dialog.bufferAfter' })}
          help={intl.formatMessage({ id: 'services.dialog.bufferAfterHelp' })}
          value={values.bufferAfterMinutes}
          choices={bufferChoices(values.bufferAfterMinutes)}
          zeroLabel={none}
          onChange={(minutes) => draft.set('bufferAfterMinutes', minutes)}
        />
      </div>
      <div className="settings-switch services-processing">
        <Switch
          id="service-processing"
          role="switch"
          checked={values.processing}
          label={intl.formatMessage({ id: 'services.dialog.processing' })}
          aria-describedby="service-processing-help"
          onChange={(event) => switchProcessing(event.currentTarget.checked)}
        />
        <p className="settings-hint settings-switch-help" id="service-processing-help">
          {intl.formatMessage({ id: 'services.dialog.processingHelp' })}
        </p>
      </div>
      {values.processing && (
        <div className="settings-grid services-processing-fields">
          <MinutesSelect
            id="service-processing-start"
            label={intl.formatMessage({ id: 'services.dialog.processingStart' })}
            value={values.processingStartMinutes}
            choices={processingStartChoices(shortest, values.processingStartMinutes)}
            onChange={(minutes) => draft.set('processingStartMinutes', minutes)}
          />
          <MinutesSelect
            id="service-processing-length"
            label={intl.formatMessage({ id: 'services.dialog.processingLength' })}
            value={values.processingMinutes}
            choices={processingLengthChoices(shortest, values.processingStartMinutes, values.processingMinutes)}
            onChange={(minutes) => draft.set('processingMinutes', minutes)}
          />
        </div>
      )}
      <FormGroup
        label={intl.formatMessage({ id: 'services.dialog.template' })}
        labelFor="service-template"
        helperText={intl.formatMessage({ id: 'services.dialog.templateHelp' })}
      >
        <HTMLSelect
          id="service-template"
          fill
          value={values.defaultTemplateId ?? ''}
          onChange={(event) => draft.set('defaultTemplateId', event.target.value === '' ? null : event.target.value)}
        >
          <option value="">{none}</option>
          {templates.map((template) => (
            <option key={template.id} value={template.id}>
              {template.name}
            </option>
          ))}
          {/* A template no longer offered stays shown rather than silently becoming None. */}
          {values.defaultTemplateId !== null &&
            !templates.some((template) => template.id === values.defaultTemplateId) && (
              <option value={values.defaultTemplateId}>
                {intl.formatMessage({ id: 'services.dialog.templateUnknown' })}
              </option>
            )}
        </HTMLSelect>
      </FormGroup>
    </div>
  );
}
