import { createContext, useContext } from 'react';
import type { MeResponse } from '../../../../server/contract/auth';

export const SessionContext = createContext<MeResponse | null>(null);

/** The signed-in user and organization; only under the session gate, which guarantees one. */
export function useSession(): MeResponse {
  const session = useContext(SessionContext);
  if (session === null) throw new Error('useSession() is only available under <SessionGate>');
  return session;
}
