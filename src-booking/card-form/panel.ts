import { ApiError, type BookingApi, type CardFormAnswer, type ManagedAppointment } from '../api';
import { priceLabel } from '../format';
import type { Translate } from '../i18n';
import { h } from '../view/dom';
import { CardProblem, mountCardForm, type MountedCardForm } from './providers';

interface PanelOptions {
  host: HTMLElement;
  api: BookingApi;
  token: string;
  t: Translate;
  locale: string;
  /** The booking once the card was taken, held or kept (or refused for good). */
  onSettled(appointment: ManagedAppointment): void;
}

/**
 * The provider's card form on the manage page: the sentence of what happens to the card, the
 * provider's fields, and one button. It is built once and never re-rendered with the rest of the
 * page: the provider's fields live in frames, which moving in the document would reload.
 */
export async function showCardForm({ host, api, token, t, locale, onSettled }: PanelOptions): Promise<void> {
  const fields = h('div', { class: 'card-fields' });
  const alert = h('p', { class: 'alert', role: 'alert', hidden: true });
  const status = h('p', { class: 'hint', role: 'status' }, t('loading'));
  const submit = h('button', { type: 'button', class: 'primary', disabled: true });
  const lead = h('p', {});
  host.replaceChildren(
    h('section', { class: 'card-form', 'aria-labelledby': 'card-form-title' }, [
      h('h3', { id: 'card-form-title' }, t('cardTitle')),
      lead,
      fields,
      alert,
      status,
      h('div', { class: 'actions' }, submit),
    ]),
  );
  const say = (message: string) => {
    alert.textContent = message;
    alert.hidden = message === '';
  };

  let form: CardFormAnswer;
  let mounted: MountedCardForm;
  try {
    form = await api.cardForm(token);
    const amount = priceLabel(form.amount, locale);
    const [sentence, label] =
      form.purpose === 'save_card'
        ? [t('cardSave'), t('cardSaveButton')]
        : form.purpose === 'authorization'
          ? [t('cardHold', { amount }), t('cardHoldButton', { amount })]
          : [t('cardPay', { amount }), t('cardPayButton', { amount })];
    lead.textContent = sentence;
    submit.textContent = label;
    mounted = await mountCardForm(fields, form, locale, t('cardInvalid'));
  } catch (error) {
    status.textContent = '';
    say(error instanceof ApiError ? error.message : t('cardFormFailed'));
    return;
  }
  status.textContent = '';
  submit.disabled = false;

  submit.addEventListener('click', () => {
    void (async () => {
      submit.disabled = true;
      say('');
      status.textContent = t('cardProcessing');
      try {
        const card = await mounted.collect();
        const appointment = await api.card(token, card);
        mounted.finished(true);
        host.replaceChildren();
        onSettled(appointment);
      } catch (error) {
        mounted.finished(false);
        status.textContent = '';
        submit.disabled = false;
        if (error instanceof CardProblem) say(error.message);
        else say(error instanceof ApiError ? error.message : t('loadFailed'));
      }
    })();
  });
}
