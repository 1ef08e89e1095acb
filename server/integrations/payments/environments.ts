import { logReason } from '../../contract/log-reasons';
import { failure, ProviderFailure } from '../http';

/**
 * For keys that carry no mode (PayPal, Tyro): try the live environment, then the sandbox. Live keys
 * are refused by the sandbox and the other way round, so whichever accepts names the mode. When
 * neither accepts, a refusal by both is a refusal; if either could not be reached, the credentials
 * may still be right, so that is what is answered.
 */
export async function firstAccepting<T>(
  attempt: (live: boolean) => Promise<T>,
  onlyOne: boolean,
): Promise<{ isLive: boolean; result: T }> {
  let liveFailure: ProviderFailure;
  try {
    return { isLive: true, result: await attempt(true) };
  } catch (error) {
    if (!(error instanceof ProviderFailure) || onlyOne) throw error;
    liveFailure = error;
  }
  try {
    return { isLive: false, result: await attempt(false) };
  } catch (error) {
    if (!(error instanceof ProviderFailure)) throw error;
    if (liveFailure.kind === 'unreachable') throw liveFailure;
    if (error.kind === 'unreachable') throw error;
    const refused = liveFailure.reason;
    if (refused?.key === 'logReason.credentialsRefused') {
      const why = String(refused.values.why ?? '').replace(/\.$/, '');
      const both = logReason('logReason.credentialsRefusedBoth', { ...refused.values, why });
      throw failure('rejected', both, liveFailure.status);
    }
    throw new ProviderFailure(
      'rejected',
      `${liveFailure.message.replace(/\.?$/, '')} (in the live and the sandbox environment).`,
      liveFailure.status,
    );
  }
}

/**
 * Test Connection for a provider whose client-credentials token is itself the proof (PayPal, Tyro):
 * in the environment the keys are known to belong to, else the first that grants one.
 */
export function tokenConnectionTest<C>(
  token: (credentials: C, live: boolean) => Promise<unknown>,
  onlyOne: boolean,
): (credentials: C, isLive: boolean | null) => Promise<{ isLive: boolean }> {
  return async (credentials, isLive) => {
    if (isLive !== null) {
      await token(credentials, isLive);
      return { isLive };
    }
    const found = await firstAccepting((live) => token(credentials, live), onlyOne);
    return { isLive: found.isLive };
  };
}
