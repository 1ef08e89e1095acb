import { Button, Dialog, DialogBody, DialogFooter, Intent } from '@blueprintjs/core';
import type { ReactNode } from 'react';
import './confirm-dialog.css';

interface ConfirmDialogProps {
  isOpen: boolean;
  /** The question, e.g. the specification's "Delete category '{name}'? This cannot be undone." */
  title: string;
  children?: ReactNode;
  confirmText: string;
  cancelText: string;
  intent?: Intent;
  loading?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * A confirmation as an alertdialog named by its question (Blueprint's Alert has no title, so
 * assistive technology would announce an unnamed dialog). Escape and Cancel both back out.
 */
export function ConfirmDialog({
  isOpen,
  title,
  children,
  confirmText,
  cancelText,
  intent = Intent.DANGER,
  loading,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  return (
    <Dialog
      isOpen={isOpen}
      onClose={onCancel}
      title={title}
      role="alertdialog"
      isCloseButtonShown={false}
      className="confirm-dialog"
    >
      {children !== undefined && <DialogBody>{children}</DialogBody>}
      <DialogFooter
        actions={
          <>
            <Button text={cancelText} onClick={onCancel} />
            <Button intent={intent} text={confirmText} loading={loading} onClick={onConfirm} />
          </>
        }
      />
    </Dialog>
  );
}
