import { LUHN_SCRIPT, luhnValid, registerFakeSdk } from './sdk';
import type { FakeCheckouts } from './sessions';
import { markPaid, payRequestBySecret, type FakePayRequest } from './tyro';

/**
 * The fake Tyro.js (`window.Tyro`): `Tyro({liveMode})`, `await tyro.init(paySecret)`,
 * `tyro.createPayForm({theme}).inject(selector)`, `await tyro.submitPay()`,
 * `await tyro.fetchPayRequest()`. The real script posts the card to Tyro's pay hosts with the pay
 * secret; this one posts it to `/sdk/tyro/pay`, which pays the pay request of that secret (or
 * marks it FAILED for the declined test card, answering `{status, error}`), and reads it back
 * through `/sdk/tyro/fetch`.
 */
const DECLINED = '4000000000000002';

const error = (type: string, errorMessage: string, errorCode?: string) => ({
  type,
  errorMessage,
  ...(errorCode ? { errorCode, gatewayCode: errorCode } : {}),
});

const PAID = new Set(['SUCCESS', 'PARTIALLY_REFUNDED', 'REFUNDED']);

function pay(checkouts: FakeCheckouts, request: FakePayRequest, body: Record<string, unknown>): [number, unknown] {
  if (PAID.has(request.status)) return [409, error('SERVER_VALIDATION_ERROR', 'This payment has been made already.')];
  if (request.status === 'VOIDED') return [409, error('SERVER_VALIDATION_ERROR', 'This payment was cancelled.')];
  const number = typeof body.number === 'string' ? body.number.replace(/\s+/g, '') : '';
  const expiry = typeof body.expiry === 'string' ? body.expiry.trim() : '';
  const cvc = typeof body.cvc === 'string' ? body.cvc.trim() : '';
  if (!luhnValid(number)) return [400, error('VALIDATION_ERROR', 'The card number is not valid.')];
  if (!/^(0[1-9]|1[0-2])\/\d{2}$/.test(expiry))
    return [400, error('VALIDATION_ERROR', 'Enter the expiry date as MM/YY.')];
  if (!/^\d{3,4}$/.test(cvc)) return [400, error('VALIDATION_ERROR', 'Enter the 3 or 4 digit security code.')];
  if (number === DECLINED) {
    request.status = 'FAILED';
    // A 200 still: a refused card is an answer, and a 4xx would be logged as an error by the browser.
    return [200, { status: request.status, error: error('CARD_ERROR', 'The card was declined.', 'DECLINED') }];
  }
  markPaid(checkouts, request);
  return [200, { status: request.status }];
}

registerFakeSdk('tyro', {
  script: String.raw`(function () {
  'use strict';
  var current = document.currentScript;
  var base = '';
  try {
    base = new URL(current && current.src ? current.src : '', location.href).href.replace(/\/sdk\/tyro\.js(?:[?#].*)?$/, '');
  } catch (ignored) {
    base = '';
  }
  var FIELDS = [
    { name: 'number', label: 'Card number', autocomplete: 'cc-number', inputmode: 'numeric', placeholder: '' },
    { name: 'expiry', label: 'Expiry date', autocomplete: 'cc-exp', inputmode: 'numeric', placeholder: 'MM/YY' },
    { name: 'cvc', label: 'Security code', autocomplete: 'cc-csc', inputmode: 'numeric', placeholder: '' }
  ];
  var forms = 0;

  ${LUHN_SCRIPT}

  function failure(type, message) {
    return { type: type, errorMessage: message };
  }

  function post(action, body) {
    return fetch(base + '/sdk/tyro/' + action, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body)
    }).then(
      function (response) {
        return response.json().then(function (json) {
          if (!response.ok) return Promise.reject(json);
          return json && json.error ? Promise.reject(json.error) : json;
        });
      },
      function () {
        return Promise.reject(failure('SERVER_ERROR', 'Could not reach Tyro. Check the internet connection and try again.'));
      }
    );
  }

  function Tyro(options) {
    var liveMode = Boolean(options && options.liveMode);
    var paySecret = null;
    var inputs = null;
    var submitting = false;

    function values() {
      return {
        number: inputs.number.value.replace(/\s+/g, ''),
        expiry: inputs.expiry.value.trim(),
        cvc: inputs.cvc.value.trim()
      };
    }

    function invalid(card) {
      if (!card.number) return 'Enter the card number.';
      if (!luhnValid(card.number)) return 'The card number is not valid.';
      if (!card.expiry) return 'Enter the expiry date.';
      if (!/^(0[1-9]|1[0-2])\/\d{2}$/.test(card.expiry)) return 'Enter the expiry date as MM/YY.';
      if (!card.cvc) return 'Enter the security code.';
      if (!/^\d{3,4}$/.test(card.cvc)) return 'Enter the 3 or 4 digit security code.';
      return null;
    }

    return {
      liveMode: liveMode,
      init: function (secret) {
        if (typeof secret !== 'string' || secret === '') {
          return Promise.reject(failure('CLIENT_VALIDATION_ERROR', 'The payment could not be started.'));
        }
        paySecret = secret;
        return Promise.resolve();
      },
      createPayForm: function () {
        return {
          inject: function (target) {
            var root = typeof target === 'string' ? document.querySelector(target) : target;
            if (!root || typeof root.appendChild !== 'function') return;
            forms += 1;
            var form = document.createElement('div');
            form.className = 'tyro-pay-form';
            inputs = {};
            FIELDS.forEach(function (field) {
              var id = 'tyro-pay-form-' + forms + '-' + field.name;
              var wrapper = document.createElement('div');
              wrapper.className = 'tyro-pay-form__field';
              var label = document.createElement('label');
              label.htmlFor = id;
              label.textContent = field.label;
              var input = document.createElement('input');
              input.id = id;
              input.name = field.name;
              input.type = 'text';
              input.autocomplete = field.autocomplete;
              input.setAttribute('inputmode', field.inputmode);
              if (field.placeholder) input.placeholder = field.placeholder;
              wrapper.appendChild(label);
              wrapper.appendChild(input);
              form.appendChild(wrapper);
              inputs[field.name] = input;
            });
            root.appendChild(form);
          }
        };
      },
      submitPay: function () {
        if (!paySecret || !inputs) {
          return Promise.reject(failure('UNKNOWN_ERROR', 'The payment form is not ready yet.'));
        }
        if (submitting) return Promise.reject(failure('UNKNOWN_ERROR', 'The payment is being sent already.'));
        var card = values();
        var problem = invalid(card);
        if (problem) return Promise.reject(failure('VALIDATION_ERROR', problem));
        submitting = true;
        return post('pay', { paySecret: paySecret, number: card.number, expiry: card.expiry, cvc: card.cvc }).then(
          function () {
            submitting = false;
          },
          function (error) {
            submitting = false;
            return Promise.reject(error);
          }
        );
      },
      fetchPayRequest: function () {
        if (!paySecret) return Promise.reject(failure('UNKNOWN_ERROR', 'The payment form is not ready yet.'));
        return post('fetch', { paySecret: paySecret });
      }
    };
  }

  window.Tyro = Tyro;
})();
`,
  act(checkouts, action, body) {
    const request = typeof body.paySecret === 'string' ? payRequestBySecret(checkouts, body.paySecret) : undefined;
    if (!request)
      return [404, error('SERVER_ERROR', 'This payment could not be found. Reload the page and try again.')];
    if (action === 'pay') return pay(checkouts, request, body);
    if (action === 'fetch') return [200, { id: request.id, status: request.status, total: request.total }];
    return [404, error('SERVER_ERROR', 'Unknown action.')];
  },
});
