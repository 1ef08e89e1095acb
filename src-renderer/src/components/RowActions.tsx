import { Button, Intent } from '@blueprintjs/core';

interface RowActionsProps {
  /** The row's own name, so a screen reader hears "Edit Christmas Day", not one of many "Edit". */
  name: string;
  editText: string;
  /** 'Delete' or 'Remove', as the area says. */
  removeText: string;
  disabled?: boolean;
  onEdit: () => void;
  onRemove: () => void;
}

/** The Edit and Delete buttons at the end of a settings table's row. */
export function RowActions({ name, editText, removeText, disabled = false, onEdit, onRemove }: RowActionsProps) {
  return (
    <div className="settings-row-actions">
      <Button
        variant="minimal"
        size="small"
        icon="edit"
        text={editText}
        aria-label={`${editText} ${name}`}
        disabled={disabled}
        onClick={onEdit}
      />
      <Button
        variant="minimal"
        size="small"
        icon="trash"
        intent={Intent.DANGER}
        text={removeText}
        aria-label={`${removeText} ${name}`}
        disabled={disabled}
        onClick={onRemove}
      />
    </div>
  );
}
