import { OverlaysProvider } from '@blueprintjs/core';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { Provider as JotaiProvider } from 'jotai';
import type { ReactNode } from 'react';
import { ToasterProvider } from '../../components/toaster/ToasterProvider';
import { LocaleProvider } from './LocaleProvider';
import { ThemeSync } from './ThemeSync';

/** Server state, UI state, words and formats, overlays and toasts: everything a screen may use. */
export function AppProviders({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <JotaiProvider>
        <LocaleProvider>
          <OverlaysProvider>
            <ToasterProvider>
              <ThemeSync />
              {children}
            </ToasterProvider>
          </OverlaysProvider>
        </LocaleProvider>
      </JotaiProvider>
    </QueryClientProvider>
  );
}
