import { OverlayToaster, Position, type ToastProps } from '@blueprintjs/core';
import { createContext, useCallback, useContext, useRef, type ReactNode } from 'react';

type ShowToast = (toast: ToastProps) => void;

const ToastContext = createContext<ShowToast>(() => undefined);

/**
 * One toaster for the app, rendered inside the providers so it shares the overlay stack and the
 * theme (OverlayToaster.create would start a separate React root without them).
 */
export function ToasterProvider({ children }: { children: ReactNode }) {
  const toaster = useRef<OverlayToaster>(null);
  const show = useCallback<ShowToast>((toast) => {
    toaster.current?.show(toast);
  }, []);
  return (
    <ToastContext.Provider value={show}>
      {children}
      <OverlayToaster ref={toaster} position={Position.TOP} maxToasts={4} />
    </ToastContext.Provider>
  );
}

export function useToast(): ShowToast {
  return useContext(ToastContext);
}
