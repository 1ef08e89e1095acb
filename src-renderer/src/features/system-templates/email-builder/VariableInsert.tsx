import { HTMLSelect } from '@blueprintjs/core';
import { useIntl } from 'react-intl';

interface VariableInsertProps {
  variables: readonly string[];
  /** Names the field it inserts into: 'Insert a variable into the subject'. */
  label: string;
  onInsert: (name: string) => void;
  disabled?: boolean;
}

/**
 * A list of the variables; choosing one writes `{{name}}` at the caret of its field and the list
 * goes back to its prompt, ready for the next one. A native select: keyboard and screen readers
 * know it.
 */
export function VariableInsert({ variables, label, onInsert, disabled }: VariableInsertProps) {
  const intl = useIntl();
  return (
    <HTMLSelect
      className="email-builder-variable-insert"
      aria-label={label}
      value=""
      disabled={disabled}
      onChange={(event) => {
        if (event.currentTarget.value) onInsert(event.currentTarget.value);
      }}
    >
      <option value="">{intl.formatMessage({ id: 'emailBuilder.insertVariable' })}</option>
      {variables.map((name) => (
        <option key={name} value={name}>{`{{${name}}}`}</option>
      ))}
    </HTMLSelect>
  );
}
