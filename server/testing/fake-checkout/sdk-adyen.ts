import { LUHN_SCRIPT, registerFakeSdk } from './sdk';

/**
 * The fake Adyen Web 6 (`window.AdyenWeb`): `await AdyenWeb.AdyenCheckout({clientKey, environment,
 * ..., onSubmit, onPaymentCompleted, onPaymentFailed, onError})`, then
 * `new AdyenWeb.Card(checkout).mount(target)` and `card.submit()`. The real Card component encrypts
 * the card in Adyen's own fields; in Adyen's test environment the unencrypted `test_{value}` form is
 * accepted in its place, and that is what this one hands to onSubmit, so it needs no endpoint of
 * its own: the server's `/v71/payments` (fake-checkout/adyen.ts) reads the test values.
 */
registerFakeSdk('adyen', {
  script: String.raw`(function () {
  'use strict';
  var FIELDS = [
    { name: 'number', label: 'Card number', autocomplete: 'cc-number', placeholder: '1234 5678 9012 3456' },
    { name: 'expiry', label: 'Expiry date', autocomplete: 'cc-exp', placeholder: 'MM/YY' },
    { name: 'cvc', label: 'Security code', autocomplete: 'cc-csc', placeholder: '3 digits' }
  ];
  var cards = 0;

  ${LUHN_SCRIPT}

  function problemOf(name, value) {
    if (name === 'number') {
      if (!value) return 'Enter the card number.';
      return luhnValid(value) ? null : 'The card number is not valid.';
    }
    if (name === 'expiry') {
      if (!value) return 'Enter the expiry date.';
      return /^(0[1-9]|1[0-2])\/\d{2}$/.test(value) ? null : 'Enter the expiry date as MM/YY.';
    }
    if (!value) return 'Enter the security code.';
    return /^\d{3,4}$/.test(value) ? null : 'Enter the 3 or 4 digit security code.';
  }

  function safely(callback, args) {
    if (typeof callback !== 'function') return false;
    try {
      callback.apply(null, args);
      return true;
    } catch (error) {
      if (window.console) window.console.error(error);
      return false;
    }
  }

  function browserInfo() {
    return {
      acceptHeader: '*/*',
      colorDepth: window.screen ? window.screen.colorDepth : 24,
      language: navigator.language || 'en',
      javaEnabled: false,
      screenHeight: window.screen ? window.screen.height : 0,
      screenWidth: window.screen ? window.screen.width : 0,
      userAgent: navigator.userAgent,
      timeZoneOffset: new Date().getTimezoneOffset()
    };
  }

  function AdyenCheckout(options) {
    var config = options || {};
    if (typeof config.clientKey !== 'string' || !/^(test|live)_/.test(config.clientKey)) {
      var error = new Error('Invalid client key.');
      error.name = 'IMPLEMENTATION_ERROR';
      return Promise.reject(error);
    }
    return Promise.resolve({ options: config, environment: config.environment || 'test' });
  }

  function Card(checkout, options) {
    this.checkout = checkout || { options: {} };
    this.props = options || {};
    this.root = null;
    this.fields = null;
    this.pending = false;
  }

  Card.prototype.callback = function (name) {
    return this.props[name] || (this.checkout.options || {})[name];
  };

  Card.prototype.mount = function (target) {
    var root = typeof target === 'string' ? document.querySelector(target) : target;
    if (!root || typeof root.appendChild !== 'function') {
      safely(this.callback('onError'), [{ name: 'IMPLEMENTATION_ERROR', message: 'The card form has no place to show in.' }, this]);
      return this;
    }
    cards += 1;
    var form = document.createElement('div');
    form.className = 'adyen-checkout__card-input';
    var fields = {};
    FIELDS.forEach(function (field) {
      var id = 'adyen-card-' + cards + '-' + field.name;
      var wrapper = document.createElement('div');
      wrapper.className = 'adyen-checkout__field';
      var label = document.createElement('label');
      label.htmlFor = id;
      label.className = 'adyen-checkout__label';
      label.textContent = field.label;
      var input = document.createElement('input');
      input.id = id;
      input.type = 'text';
      input.className = 'adyen-checkout__input';
      input.autocomplete = field.autocomplete;
      input.placeholder = field.placeholder;
      input.setAttribute('inputmode', 'numeric');
      input.setAttribute('aria-describedby', id + '-error');
      var message = document.createElement('span');
      message.id = id + '-error';
      message.className = 'adyen-checkout-contextual-text--error';
      wrapper.appendChild(label);
      wrapper.appendChild(input);
      wrapper.appendChild(message);
      form.appendChild(wrapper);
      fields[field.name] = { input: input, message: message };
    });
    root.appendChild(form);
    this.root = form;
    this.fields = fields;
    return this;
  };

  Card.prototype.unmount = function () {
    if (this.root && this.root.parentNode) this.root.parentNode.removeChild(this.root);
    this.root = null;
    this.fields = null;
    return this;
  };

  Card.prototype.setStatus = function () {
    return this;
  };

  function valuesOf(fields) {
    return {
      number: fields.number.input.value.replace(/\s+/g, ''),
      expiry: fields.expiry.input.value.trim(),
      cvc: fields.cvc.input.value.trim()
    };
  }

  // Like Adyen Web's: whether every field holds something acceptable, without showing anything.
  Object.defineProperty(Card.prototype, 'isValid', {
    get: function () {
      if (!this.fields) return false;
      var values = valuesOf(this.fields);
      return Object.keys(this.fields).every(function (name) {
        return !problemOf(name, values[name]);
      });
    }
  });

  // Like Adyen Web's: each field shows what is wrong with it; answers whether all are right.
  Card.prototype.showValidation = function () {
    if (!this.fields) return false;
    var fields = this.fields;
    var values = valuesOf(fields);
    var valid = true;
    Object.keys(fields).forEach(function (name) {
      var problem = problemOf(name, values[name]);
      fields[name].message.textContent = problem || '';
      fields[name].input.setAttribute('aria-invalid', problem ? 'true' : 'false');
      if (problem) valid = false;
    });
    return valid;
  };

  Card.prototype.submit = function () {
    if (!this.fields || this.pending) return;
    var values = valuesOf(this.fields);
    if (!this.showValidation()) return;
    var card = this;
    var settled = false;
    this.pending = true;
    var actions = {
      resolve: function (result) {
        if (settled) return;
        settled = true;
        card.pending = false;
        var answer = result || {};
        if (answer.resultCode === 'Authorised') safely(card.callback('onPaymentCompleted'), [answer, card]);
        else safely(card.callback('onPaymentFailed'), [answer, card]);
      },
      reject: function () {
        settled = true;
        card.pending = false;
      }
    };
    var state = {
      isValid: true,
      data: {
        paymentMethod: {
          type: 'scheme',
          encryptedCardNumber: 'test_' + values.number,
          encryptedExpiryMonth: 'test_' + values.expiry.slice(0, 2),
          encryptedExpiryYear: 'test_20' + values.expiry.slice(3),
          encryptedSecurityCode: 'test_' + values.cvc
        },
        browserInfo: browserInfo()
      }
    };
    var onSubmit = this.callback('onSubmit');
    if (typeof onSubmit !== 'function') {
      this.pending = false;
      safely(this.callback('onError'), [{ name: 'IMPLEMENTATION_ERROR', message: 'onSubmit is missing.' }, this]);
      return;
    }
    if (!safely(onSubmit, [state, this, actions])) this.pending = false;
  };

  window.AdyenWeb = { AdyenCheckout: AdyenCheckout, Card: Card };
})();
`,
  style: `.adyen-checkout__card-input { display: grid; gap: 0.75rem; }
.adyen-checkout__field { display: grid; gap: 0.25rem; }
.adyen-checkout__label { font-size: 0.875rem; }
.adyen-checkout__input { font: inherit; padding: 0.5rem; border: 1px solid #b9c4c9; border-radius: 6px; }
.adyen-checkout__input[aria-invalid='true'] { border-color: #c12424; }
.adyen-checkout-contextual-text--error { color: #c12424; font-size: 0.8125rem; }
.adyen-checkout-contextual-text--error:empty { display: none; }
`,
  act: () => [404, { message: 'Adyen Web sends nothing to the fake: the server pays with the test values.' }],
});
