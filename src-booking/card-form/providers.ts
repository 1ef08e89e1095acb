import type { CardBody, CardFormAnswer } from '../api';
import { currencyDigits } from '../format';
import { loadOnce } from './script';

/**
 * The three providers' card forms behind one shape: mounted into an element, and `collect` gives
 * what the server passes on (Square's nonce and buyer check, Adyen's encrypted card, nothing for
 * Tyro, whose script pays by itself). A card the provider's own fields find wrong rejects with a
 * CardProblem carrying the provider's sentence; the page shows it and the client corrects it.
 * Only the calls used here are typed: the scripts are the providers' (Square Web Payments SDK,
 * Adyen Web 6, Tyro.js).
 */
export interface MountedCardForm {
  collect(): Promise<CardBody>;
  /** After the server answered: Adyen's form shows the outcome and ends its own submission. */
  finished(ok: boolean): void;
}

export class CardProblem extends Error {}

interface SquareCard {
  attach(target: HTMLElement): Promise<void>;
  tokenize(): Promise<{ status: string; token?: string; errors?: { message?: string }[] }>;
}
interface SquarePayments {
  card(): Promise<SquareCard>;
  verifyBuyer(token: string, details: object): Promise<{ token?: string } | null>;
}
interface AdyenState {
  isValid?: boolean;
  data: { paymentMethod: Record<string, unknown>; browserInfo?: Record<string, unknown> };
}
interface AdyenActions {
  resolve(result: { resultCode: string }): void;
  reject(): void;
}
interface AdyenWebGlobal {
  AdyenCheckout(config: object): Promise<unknown>;
  Card: new (checkout: unknown) => {
    mount(target: HTMLElement): { submit(): void; readonly isValid: boolean; showValidation(): void };
  };
}
interface TyroClient {
  init(paySecret: string): Promise<void>;
  createPayForm(options: object): { inject(selector: string): void };
  submitPay(): Promise<unknown>;
}
interface ProviderGlobals {
  Square?: { payments(applicationId: string, locationId: string): SquarePayments };
  AdyenWeb?: AdyenWebGlobal;
  Tyro?: (options: { liveMode: boolean }) => TyroClient;
}

const globals = () => window as unknown as ProviderGlobals;
const text = (value: unknown) => (typeof value === 'string' ? value : '');
const messageOf = (error: unknown, fallback: string) =>
  text((error as { errorMessage?: unknown; message?: unknown } | null)?.errorMessage) ||
  text((error as { message?: unknown } | null)?.message) ||
  fallback;

async function square(target: HTMLElement, form: CardFormAnswer, invalid: string): Promise<MountedCardForm> {
  const payments = globals().Square!.payments(text(form.settings.applicationId), text(form.settings.locationId));
  const card = await payments.card();
  await card.attach(target);
  return {
    async collect() {
      const result = await card.tokenize();
      if (result.status !== 'OK' || !result.token) {
        throw new CardProblem(result.errors?.map((each) => each.message).join(' ') || invalid);
      }
      // Strong customer authentication where the card's bank asks for it (Square decides).
      const verified = await payments.verifyBuyer(result.token, {
        amount: form.amount.amount.toFixed(2),
        currencyCode: form.amount.currency,
        intent: form.purpose === 'save_card' ? 'STORE' : 'CHARGE',
        billingContact: { givenName: form.customer.firstName, familyName: form.customer.lastName },
      });
      return { token: result.token, ...(verified?.token ? { verificationToken: verified.token } : {}) };
    },
    finished: () => undefined,
  };
}

async function adyen(
  target: HTMLElement,
  form: CardFormAnswer,
  locale: string,
  minorUnits: number,
): Promise<MountedCardForm> {
  let pending: { resolve: (body: CardBody) => void; reject: (error: Error) => void } | null = null;
  let actions: AdyenActions | null = null;
  const web = globals().AdyenWeb!;
  const checkout = await web.AdyenCheckout({
    clientKey: text(form.settings.clientKey),
    environment: text(form.settings.environment),
    locale,
    countryCode: form.countryCode,
    amount: { value: minorUnits, currency: form.amount.currency },
    onSubmit(state: AdyenState, _component: unknown, given: AdyenActions) {
      actions = given;
      pending?.resolve({
        paymentMethod: state.data.paymentMethod,
        ...(state.data.browserInfo ? { browserInfo: state.data.browserInfo } : {}),
      });
      pending = null;
    },
    onError(error: unknown) {
      pending?.reject(new CardProblem(messageOf(error, '')));
      pending = null;
    },
  });
  const card = new web.Card(checkout).mount(target);
  return {
    collect: () =>
      new Promise<CardBody>((resolve, reject) => {
        // Adyen's fields show what is wrong themselves; the button comes back for the correction.
        if (!card.isValid) {
          card.showValidation();
          return reject(new CardProblem(''));
        }
        pending = { resolve, reject };
        card.submit();
      }),
    finished(ok) {
      if (ok) actions?.resolve({ resultCode: 'Authorised' });
      else actions?.reject();
      actions = null;
    },
  };
}

async function tyro(target: HTMLElement, form: CardFormAnswer, invalid: string): Promise<MountedCardForm> {
  const client = globals().Tyro!({ liveMode: form.settings.liveMode === true });
  await client.init(text(form.settings.paySecret));
  target.id = target.id || 'tyro-pay-form';
  client.createPayForm({ theme: 'default' }).inject(`#${target.id}`);
  return {
    async collect() {
      try {
        await client.submitPay();
      } catch (error) {
        throw new CardProblem(messageOf(error, invalid));
      }
      return {};
    },
    finished: () => undefined,
  };
}

/** Loads the provider's script and mounts its fields into `target`. */
export async function mountCardForm(
  target: HTMLElement,
  form: CardFormAnswer,
  locale: string,
  invalid: string,
): Promise<MountedCardForm> {
  await Promise.all([loadOnce(form.scriptUrl, 'script'), ...(form.styleUrl ? [loadOnce(form.styleUrl, 'style')] : [])]);
  if (form.provider === 'square') return square(target, form, invalid);
  if (form.provider === 'adyen') {
    const minor = Math.round(form.amount.amount * 10 ** currencyDigits(form.amount.currency));
    return adyen(target, form, locale, minor);
  }
  return tyro(target, form, invalid);
}
