import { randomBytes } from 'node:crypto';
import { LUHN_SCRIPT, luhnValid, registerFakeSdk } from './sdk';
import { fakeSquareCard, squareStateOf } from './square-cards';

/**
 * The fake of Square's Web Payments SDK (`square.js`): `Square.payments(applicationId,
 * locationId)`, `payments.card()`, `card.attach()`, `card.tokenize()`, `payments.verifyBuyer()`
 * and `card.destroy()`, reduced to what the booking page calls. The real SDK draws its fields in
 * frames of Square's; this one draws plain labelled inputs, checks them as Square's would, and
 * posts the card to `/sdk/square/tokenize`, which answers a one-time `cnon:` nonce that the fake
 * API (square-cards.ts) then accepts once. An application id the fake does not know (one
 * without `good`, the rule of FAKE_CREDENTIALS) is refused there, as Square refuses it.
 */
const SCRIPT = String.raw`(function () {
  'use strict';
  var current = document.currentScript;
  var base = current && current.src ? current.src.replace(/\/sdk\/square\.js(?:[?#].*)?$/, '') : '';
  var counter = 0;

  function post(action, body) {
    return fetch(base + '/sdk/square/' + action, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body)
    }).then(function (response) {
      return response.json().then(function (json) { return { ok: response.ok, json: json }; });
    });
  }

  function digitsOf(value) { return String(value || '').replace(/[\s-]/g, ''); }

  ${LUHN_SCRIPT}

  function validate(number, expiry, cvv) {
    var errors = [];
    var digits = digitsOf(number);
    if (!digits) errors.push({ field: 'cardNumber', message: 'Enter the card number.' });
    else if (!/^\d{12,19}$/.test(digits) || !luhnValid(digits)) errors.push({ field: 'cardNumber', message: 'The card number is not valid.' });
    var match = /^\s*(\d{2})\s*\/\s*(\d{2})\s*$/.exec(expiry || '');
    var month = match ? Number(match[1]) : 0;
    var year = match ? 2000 + Number(match[2]) : 0;
    if (!String(expiry || '').trim()) errors.push({ field: 'expirationDate', message: 'Enter the expiry date.' });
    else if (!match || month < 1 || month > 12) errors.push({ field: 'expirationDate', message: 'Enter the expiry date as MM/YY.' });
    else {
      var now = new Date();
      if (year < now.getFullYear() || (year === now.getFullYear() && month < now.getMonth() + 1)) {
        errors.push({ field: 'expirationDate', message: 'The card has expired.' });
      }
    }
    var code = String(cvv || '').trim();
    if (!code) errors.push({ field: 'cvv', message: 'Enter the security code.' });
    else if (!/^\d{3,4}$/.test(code)) errors.push({ field: 'cvv', message: 'The security code must be 3 or 4 digits.' });
    return { errors: errors, digits: digits, month: month, year: year, cvv: code };
  }

  var FIELDS = [
    { field: 'cardNumber', label: 'Card number', autocomplete: 'cc-number', placeholder: '1234 1234 1234 1234' },
    { field: 'expirationDate', label: 'Expiry date', autocomplete: 'cc-exp', placeholder: 'MM/YY' },
    { field: 'cvv', label: 'Security code', autocomplete: 'cc-csc', placeholder: 'CVV' }
  ];

  function Card(settings) {
    this.settings = settings;
    this.root = null;
    this.inputs = {};
    this.messages = {};
    this.alert = null;
  }

  Card.prototype.attach = function (target) {
    var element = typeof target === 'string' ? document.querySelector(target) : target;
    if (!element || typeof element.appendChild !== 'function') {
      var missing = new Error('The element to attach the card form to was not found.');
      missing.name = 'ElementNotFoundError';
      return Promise.reject(missing);
    }
    if (this.root && this.root.parentNode) this.root.parentNode.removeChild(this.root);
    counter += 1;
    var root = document.createElement('div');
    root.className = 'sq-card-fake';
    root.setAttribute('data-fake-sdk', 'square');
    var self = this;
    FIELDS.forEach(function (spec) {
      var id = 'sq-fake-' + counter + '-' + spec.field;
      var row = document.createElement('div');
      var label = document.createElement('label');
      label.setAttribute('for', id);
      label.textContent = spec.label;
      var input = document.createElement('input');
      input.id = id;
      input.type = 'text';
      input.name = spec.field;
      input.autocomplete = spec.autocomplete;
      input.placeholder = spec.placeholder;
      input.setAttribute('inputmode', 'numeric');
      var message = document.createElement('span');
      message.id = id + '-error';
      message.className = 'sq-card-fake-error';
      input.setAttribute('aria-describedby', message.id);
      row.appendChild(label);
      row.appendChild(input);
      row.appendChild(message);
      root.appendChild(row);
      self.inputs[spec.field] = input;
      self.messages[spec.field] = message;
    });
    var alert = document.createElement('p');
    alert.setAttribute('role', 'alert');
    alert.className = 'sq-card-fake-alert';
    root.appendChild(alert);
    element.appendChild(root);
    this.root = root;
    this.alert = alert;
    return Promise.resolve();
  };

  Card.prototype.show = function (errors, general) {
    var self = this;
    FIELDS.forEach(function (spec) {
      var found = errors.filter(function (error) { return error.field === spec.field; })[0];
      self.messages[spec.field].textContent = found ? found.message : '';
      if (found) self.inputs[spec.field].setAttribute('aria-invalid', 'true');
      else self.inputs[spec.field].removeAttribute('aria-invalid');
    });
    if (this.alert) this.alert.textContent = general || '';
  };

  Card.prototype.tokenize = function () {
    var self = this;
    if (!this.root) {
      return Promise.resolve({ status: 'Error', errors: [{ type: 'UNEXPECTED_ERROR', message: 'The card form is not on the page.' }] });
    }
    var checked = validate(this.inputs.cardNumber.value, this.inputs.expirationDate.value, this.inputs.cvv.value);
    if (checked.errors.length > 0) {
      var errors = checked.errors.map(function (error) {
        return { type: 'VALIDATION_ERROR', field: error.field, message: error.message };
      });
      this.show(errors, 'Check the card details.');
      return Promise.resolve({ status: 'Invalid', errors: errors });
    }
    this.show([], '');
    return post('tokenize', {
      applicationId: this.settings.applicationId,
      locationId: this.settings.locationId,
      cardNumber: checked.digits,
      expMonth: checked.month,
      expYear: checked.year,
      cvv: checked.cvv
    }).then(function (answer) {
      if (answer.ok && answer.json && typeof answer.json.token === 'string') {
        return { status: 'OK', token: answer.json.token, details: answer.json.details };
      }
      var errors = answer.json && Array.isArray(answer.json.errors) ? answer.json.errors : [];
      var message = errors[0] && errors[0].message ? errors[0].message : 'Square could not read the card. Try again.';
      self.show([], message);
      return { status: 'Error', errors: errors.length > 0 ? errors : [{ type: 'UNEXPECTED_ERROR', message: message }] };
    }, function () {
      var message = 'Square could not be reached. Check the internet connection and try again.';
      self.show([], message);
      return { status: 'Error', errors: [{ type: 'UNEXPECTED_ERROR', message: message }] };
    });
  };

  Card.prototype.destroy = function () {
    if (this.root && this.root.parentNode) this.root.parentNode.removeChild(this.root);
    var had = Boolean(this.root);
    this.root = null;
    this.inputs = {};
    this.messages = {};
    this.alert = null;
    return Promise.resolve(had);
  };

  function payments(applicationId, locationId) {
    if (typeof applicationId !== 'string' || applicationId === '') {
      var badApp = new Error('An application ID is required.');
      badApp.name = 'InvalidApplicationIdError';
      throw badApp;
    }
    if (typeof locationId !== 'string' || locationId === '') {
      var badLocation = new Error('A location ID is required.');
      badLocation.name = 'InvalidLocationIdError';
      throw badLocation;
    }
    var settings = { applicationId: applicationId, locationId: locationId };
    return {
      card: function () { return Promise.resolve(new Card(settings)); },
      verifyBuyer: function (token, details) {
        return post('verify', { applicationId: applicationId, token: token, details: details || {} }).then(function (answer) {
          if (answer.ok && answer.json && typeof answer.json.token === 'string') return answer.json;
          var errors = answer.json && Array.isArray(answer.json.errors) ? answer.json.errors : [];
          var failure = new Error(errors[0] && errors[0].message ? errors[0].message : 'Square could not verify the buyer.');
          failure.name = 'VerifyBuyerError';
          throw failure;
        });
      }
    };
  }

  window.Square = { payments: payments };
})();
`;

const token = (prefix: string) => `${prefix}${randomBytes(18).toString('base64url')}`;
const sdkError = (type: string, message: string) => ({ errors: [{ type, message }] });

/** The fake accepts the application ids its credentials carry (FAKE_CREDENTIALS: they contain `good`). */
const knownApplication = (applicationId: unknown) =>
  typeof applicationId === 'string' && applicationId.includes('good');
const unknownApplication = sdkError(
  'UNAUTHORIZED',
  'Square does not recognise this application ID. Check the Square settings of the payment gateway.',
);

registerFakeSdk('square', {
  script: SCRIPT,
  act(checkouts, action, body) {
    const state = squareStateOf(checkouts);
    if (action === 'tokenize') {
      if (!knownApplication(body.applicationId)) return [401, unknownApplication];
      const digits = typeof body.cardNumber === 'string' ? body.cardNumber.replace(/\D/g, '') : '';
      const { expMonth, expYear } = body;
      if (!/^\d{12,19}$/.test(digits) || !luhnValid(digits)) {
        return [400, sdkError('VALIDATION_ERROR', 'The card number is not valid.')];
      }
      if (typeof expMonth !== 'number' || typeof expYear !== 'number' || expMonth < 1 || expMonth > 12) {
        return [400, sdkError('VALIDATION_ERROR', 'The expiry date is not valid.')];
      }
      if (typeof body.cvv !== 'string' || !/^\d{3,4}$/.test(body.cvv)) {
        return [400, sdkError('VALIDATION_ERROR', 'The security code is not valid.')];
      }
      const card = fakeSquareCard(digits, expMonth, expYear);
      const nonce = token('cnon:');
      state.nonces.set(nonce, { card, applicationId: body.applicationId as string, used: false });
      return [
        200,
        {
          token: nonce,
          details: { method: 'Card', card: { brand: card.brand, last4: card.last4, expMonth, expYear } },
        },
      ];
    }
    if (action === 'verify') {
      if (!knownApplication(body.applicationId)) return [401, unknownApplication];
      const nonce = typeof body.token === 'string' ? state.nonces.get(body.token) : undefined;
      if (!nonce || nonce.used)
        return [400, sdkError('INVALID_TOKEN', 'The card token is not valid or was already used.')];
      const details = (body.details ?? {}) as Record<string, unknown>;
      if (details.intent !== 'CHARGE' && details.intent !== 'STORE') {
        return [400, sdkError('INVALID_VERIFICATION_DETAILS', 'The intent must be CHARGE or STORE.')];
      }
      if (typeof details.currencyCode !== 'string' || !/^[A-Z]{3}$/.test(details.currencyCode)) {
        return [400, sdkError('INVALID_VERIFICATION_DETAILS', 'The currency code must be three capital letters.')];
      }
      if (
        details.intent === 'CHARGE' &&
        (typeof details.amount !== 'string' || !/^\d+(\.\d{1,2})?$/.test(details.amount))
      ) {
        return [400, sdkError('INVALID_VERIFICATION_DETAILS', 'The amount must be written like 12.50.')];
      }
      const verification = token('verf:');
      state.verifications.set(verification, body.token as string);
      return [200, { token: verification, userChallenged: false }];
    }
    return [404, sdkError('NOT_FOUND', `No such action: ${action}.`)];
  },
});
