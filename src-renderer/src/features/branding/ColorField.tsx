import { FormGroup, Intent } from '@blueprintjs/core';
import type { BrandingConfig } from '../../../../server/contract/branding';
import type { SettingsDocument } from '../../components/form/useSettingsDocument';

interface ColorFieldProps {
  form: SettingsDocument<BrandingConfig>;
  path: 'primaryColor' | 'secondaryColor';
}

/** A brand colour: the browser's colour picker, with the chosen value written beside it. */
export function ColorField({ form, path }: ColorFieldProps) {
  const id = form.fieldId(path);
  const value = form.values?.[path] ?? '#000000';
  const error = form.fieldError?.path === path ? form.fieldError.text : undefined;
  return (
    <FormGroup
      label={form.labelOf(path) ?? path}
      labelFor={id}
      intent={error !== undefined ? Intent.DANGER : Intent.NONE}
      helperText={error}
    >
      <div className="branding-color">
        <input
          id={id}
          type="color"
          className="branding-color-input"
          value={value}
          disabled={form.readOnly}
          aria-invalid={error !== undefined || undefined}
          onChange={(event) => form.set(path, event.target.value)}
        />
        <code className="branding-color-value">{value}</code>
      </div>
    </FormGroup>
  );
}
