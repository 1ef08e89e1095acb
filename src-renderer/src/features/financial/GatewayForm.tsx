import {
  Button,
  Callout,
  Checkbox,
  DialogBody,
  DialogFooter,
  FormGroup,
  InputGroup,
  Intent,
  Radio,
  RadioGroup,
  Switch,
  Tag,
} from '@blueprintjs/core';
import { useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import type { Location } from '../../../../server/contract/locations';
import {
  CREDENTIAL_MAX_LENGTH,
  GATEWAY_CREDENTIALS,
  type CredentialField,
  type GatewayType,
  type PaymentGateway,
} from '../../../../server/contract/payments';
import { isApiError } from '../../api/api-error';
import { errorToastText } from '../../api/error-text';
import { useNotify } from '../../components/toaster/useNotify';
import { reasonText } from '../notification-logs/reason-text';
import type { MessageId } from '../../i18n/en';
import { useConnectGateway, useTestGateway, useUpdateGateway } from './api';
import { credentialLabel } from './credential-labels';
import {
  checkGatewayForm,
  formModeOf,
  gatewayConfigBody,
  gatewayFormValues,
  gatewayTestBody,
  hasStoredSecret,
  missingRequiredFields,
  type GatewayFormValues,
} from './gateway-form';
import { providerName } from './provider';

/** What the last Test Connection in the dialog found. */
type TestResult = { ok: true; isLive: boolean | undefined } | { ok: false; reason: string | undefined };

const fieldId = (field: CredentialField) => `gateway-${field.name}`;

interface GatewayFormProps {
  type: GatewayType;
  /** The provider's row, when the server has one (configured or not). */
  gateway: PaymentGateway | undefined;
  locations: readonly Location[] | undefined;
  /** Back to the chooser; absent when the dialog was opened to edit this provider. */
  onBack?: () => void;
  onClose: () => void;
}

/**
 * One provider's form in the connect / edit dialog (spec §2-§5, §8): the credential fields of §3
 * (secret ones as password fields, blank when editing to keep the stored value), the usages, the
 * locations, Test Connection (a real request by the server) and Connect (POST) or Update (PATCH).
 */
export function GatewayForm({ type, gateway, locations, onBack, onClose }: GatewayFormProps) {
  const intl = useIntl();
  const notify = useNotify();
  const connect = useConnectGateway();
  const update = useUpdateGateway();
  const test = useTestGateway();
  const mode = formModeOf(gateway);
  const provider = providerName(type, gateway);
  const [values, setValues] = useState<GatewayFormValues>(() => gatewayFormValues(type, gateway));
  const [result, setResult] = useState<TestResult | null>(null);
  const saving = connect.isPending || update.isPending;
  const fields = GATEWAY_CREDENTIALS[type];
  const format = (id: MessageId) => intl.formatMessage({ id });

  function setCredential(name: string, value: string) {
    setValues((current) => ({ ...current, credentials: { ...current.credentials, [name]: value } }));
    // A result for other credentials would mislead.
    setResult(null);
  }

  /** Spec §5: the required fields left blank, said in a toast; the first one gets the focus. */
  function refuseMissing(missing: readonly CredentialField[]) {
    notify.danger(
      intl.formatMessage({ id: 'financial.missing' }),
      intl.formatMessage(
        { id: 'financial.missingBody' },
        { labels: missing.map((field) => credentialLabel(field, format)).join(', ') },
      ),
    );
    const first = missing[0];
    if (first) document.getElementById(fieldId(first))?.focus();
  }

  function runTest() {
    const missing = missingRequiredFields(type, values, mode);
    if (missing.length > 0) {
      refuseMissing(missing);
      return;
    }
    setResult(null);
    test.mutate(
      { type, body: gatewayTestBody(type, values) },
      {
        onSuccess: (answer) =>
          setResult(
            answer.success
              ? { ok: true, isLive: answer.isLive }
              : { ok: false, reason: reasonText(intl, answer.message, answer.reason).trim() || undefined },
          ),
        onError: (error) =>
          setResult({
            ok: false,
            reason: errorToastText(error, { fallback: '', network: format('toast.network') }) || undefined,
          }),
      },
    );
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (saving) return;
    const problem = checkGatewayForm(type, values, mode);
    if (problem?.kind === 'missing') {
      refuseMissing(problem.fields);
      return;
    }
    if (problem?.kind === 'usage') {
      notify.danger(format('financial.usageMissing'), format('financial.usageMissingBody'));
      return;
    }
    const body = gatewayConfigBody(type, values, mode);
    const titles =
      mode === 'connect'
        ? { done: 'financial.connected' as const, failed: 'financial.connectFailed' as const }
        : { done: 'financial.updated' as const, failed: 'financial.updateFailed' as const };
    const fallback = intl.formatMessage({ id: 'financial.configureFailed' }, { provider });
    const handlers = {
      onSuccess: (answer: { success: boolean; message: string }) => {
        if (!answer.success) {
          notify.danger(format(titles.failed), answer.message.trim() || fallback);
          return;
        }
        notify.success(
          intl.formatMessage({ id: titles.done }, { provider }),
          answer.message.trim() || format('financial.configured'),
        );
        onClose();
      },
      onError: (error: unknown) => {
        // The server's own checks of §5 keep their titles; its sentence names the fields.
        const code = isApiError(error) ? error.code : undefined;
        const title =
          code === 'MISSING_REQUIRED_FIELDS'
            ? format('financial.missing')
            : code === 'USAGE_NOT_SELECTED'
              ? format('financial.usageMissing')
              : format(titles.failed);
        notify.failure(title, error, fallback);
      },
    };
    if (mode === 'update' && gateway) update.mutate({ gateway, body }, handlers);
    else connect.mutate({ type, body }, handlers);
  }

  const chooseLocations = values.allLocations === false || (locations?.length ?? 0) > 0;

  return (
    <form onSubmit={onSubmit} noValidate>
      <DialogBody>
        <fieldset className="financial-dialog-group">
          <legend className="financial-dialog-legend">{format('financial.dialog.credentials')}</legend>
          <p className="settings-hint financial-dialog-help">
            {intl.formatMessage({ id: 'financial.dialog.credentialsHelp' }, { provider })}
          </p>
          {fields.map((field) => {
            const label = credentialLabel(field, format);
            const kept = mode === 'update' && hasStoredSecret(gateway, field);
            const required = field.required && !(mode === 'update' && field.secret);
            return (
              <FormGroup
                key={field.name}
                label={label}
                labelFor={fieldId(field)}
                labelInfo={required ? format('form.required') : undefined}
                helperText={kept ? format('financial.dialog.secretKept') : undefined}
              >
                <InputGroup
                  id={fieldId(field)}
                  type={field.secret ? 'password' : 'text'}
                  // A browser must not offer a saved password for a provider's key.
                  autoComplete={field.secret ? 'new-password' : 'off'}
                  spellCheck={false}
                  maxLength={CREDENTIAL_MAX_LENGTH}
                  value={values.credentials[field.name] ?? ''}
                  onChange={(event) => setCredential(field.name, event.target.value)}
                />
              </FormGroup>
            );
          })}
        </fieldset>

        <fieldset className="financial-dialog-group">
          <legend className="financial-dialog-legend">{format('financial.dialog.usage')}</legend>
          <Switch
            role="switch"
            label={format('financial.usage.online')}
            checked={values.useForOnlineBookings}
            onChange={(event) => {
              const checked = event.currentTarget.checked;
              setValues((current) => ({ ...current, useForOnlineBookings: checked }));
            }}
          />
          <Switch
            role="switch"
            label={format('financial.usage.inStore')}
            checked={values.useForInStoreCheckout}
            onChange={(event) => {
              const checked = event.currentTarget.checked;
              setValues((current) => ({ ...current, useForInStoreCheckout: checked }));
            }}
          />
        </fieldset>

        <fieldset className="financial-dialog-group">
          <legend className="financial-dialog-legend">{format('financial.dialog.locations')}</legend>
          {chooseLocations ? (
            <>
              <RadioGroup
                selectedValue={values.allLocations ? 'all' : 'some'}
                onChange={(event) => {
                  const all = event.currentTarget.value === 'all';
                  setValues((current) => ({ ...current, allLocations: all }));
                }}
              >
                <Radio value="all" label={format('financial.locations.all')} />
                <Radio value="some" label={format('financial.dialog.locations.some')} />
              </RadioGroup>
              {!values.allLocations && (
                <div className="financial-dialog-locations">
                  {(locations ?? []).map((location) => (
                    <Checkbox
                      key={location.id}
                      label={location.name}
                      checked={values.locationIds.includes(location.id)}
                      onChange={(event) => {
                        const checked = event.currentTarget.checked;
                        setValues((current) => ({
                          ...current,
                          locationIds: checked
                            ? [...current.locationIds, location.id]
                            : current.locationIds.filter((id) => id !== location.id),
                        }));
                      }}
                    />
                  ))}
                  {values.locationIds.length === 0 && (
                    <p className="settings-hint">{format('financial.dialog.locations.noneChosen')}</p>
                  )}
                </div>
              )}
            </>
          ) : (
            <p className="financial-dialog-all-locations">{format('financial.locations.all')}</p>
          )}
        </fieldset>

        {result !== null && (
          <Callout
            intent={result.ok ? Intent.SUCCESS : Intent.DANGER}
            icon={result.ok ? 'tick-circle' : 'error'}
            title={format(result.ok ? 'financial.dialog.testOk' : 'financial.dialog.testFailed')}
            role={result.ok ? 'status' : 'alert'}
            className="financial-test-result"
          >
            <p>
              {intl.formatMessage(
                { id: result.ok ? 'financial.dialog.testOkBody' : 'financial.dialog.testFailedBody' },
                { provider },
              )}
              {result.ok && result.isLive !== undefined && (
                <>
                  {' '}
                  <Tag minimal intent={result.isLive ? Intent.PRIMARY : Intent.NONE}>
                    {format(result.isLive ? 'financial.mode.live' : 'financial.mode.test')}
                  </Tag>
                </>
              )}
            </p>
            {!result.ok && result.reason !== undefined && <p className="financial-test-reason">{result.reason}</p>}
          </Callout>
        )}
      </DialogBody>
      <DialogFooter
        actions={
          <>
            {onBack && <Button icon="arrow-left" text={format('financial.dialog.back')} onClick={onBack} />}
            <Button text={format('financial.cancel')} onClick={onClose} />
            <Button
              icon="lab-test"
              text={format('financial.dialog.test')}
              loading={test.isPending}
              disabled={saving}
              onClick={runTest}
            />
            <Button
              type="submit"
              intent={Intent.PRIMARY}
              icon="link"
              loading={saving}
              text={format(mode === 'connect' ? 'financial.dialog.connect' : 'financial.dialog.update')}
            />
          </>
        }
      />
    </form>
  );
}
