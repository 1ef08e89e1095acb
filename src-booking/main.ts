import './styles.css';
import { ApiError, bookingApi, bookingClosed, type PublicBookingPage } from './api';
import { startBookingFlow } from './booking-flow';
import { reportHeight } from './embed';
import { pickLanguage, translator } from './i18n';
import { startManage } from './manage';
import { parsePath } from './path';
import { renderInto } from './render';
import { h } from './view/dom';
import { applyBrand, contactLinks, header, notice } from './view/shell';

async function boot(root: HTMLElement): Promise<void> {
  const api = bookingApi();
  const browser = navigator.languages?.length ? navigator.languages : [navigator.language];
  const where = parsePath(location.pathname);
  // The language is known for sure only once the organization's is; until then, the browser's.
  let language = pickLanguage(browser, 'en');
  let t = translator(language);
  /** The page in the business's language, title and colours, open or closed. */
  const dress = (face: { business: { name: string }; brand: PublicBookingPage['brand'] | null; language: string }) => {
    language = pickLanguage(browser, face.language);
    t = translator(language);
    document.documentElement.lang = language;
    document.title = face.business.name;
    if (face.brand) applyBrand(face.brand);
  };
  document.documentElement.lang = language;
  if (!where) return renderInto(root, [notice(t('notFoundTitle'), t('notFoundBody'))], true);
  renderInto(root, [h('p', { class: 'hint', role: 'status' }, t('loading'))], false);

  try {
    const { page, closed } = await api.page(where.slug).then(
      (page) => ({ page, closed: null }),
      (error: unknown) => {
        // A business that takes no bookings online answers 404 for its page; a booking's own link
        // must still show the booking and let the client cancel it under the policy.
        if (!where.token || !(error instanceof ApiError) || error.status !== 404) throw error;
        return { page: null, closed: bookingClosed(error) };
      },
    );
    const face = page ?? closed;
    if (face) dress(face);
    if (where.token) {
      const manageRoot = h('div', {});
      root.replaceChildren(...(page ? [header(page), manageRoot] : [manageRoot]));
      await startManage({
        root: manageRoot,
        api,
        page,
        closed,
        slug: where.slug,
        token: where.token,
        t,
        locale: language,
      });
    } else if (page) {
      startBookingFlow({ root, api, page, t, locale: language });
    }
  } catch (error) {
    // Kept in the console: the client sees the retry notice, whoever supports them sees why.
    console.error(error);
    const closed = bookingClosed(error);
    if (closed) {
      dress(closed);
      const { name, phone, email } = closed.business;
      renderInto(
        root,
        [
          header(closed),
          notice(t('closedTitle', { business: name }), t('closedBody'), contactLinks(phone, email) ?? undefined),
        ],
        true,
      );
    } else if (error instanceof ApiError && error.status === 404) {
      renderInto(root, [notice(t('notFoundTitle'), t('notFoundBody'))], true);
    } else {
      const retry = h('button', { type: 'button', class: 'primary', onclick: () => void boot(root) }, t('retry'));
      renderInto(root, [notice(t('loadFailed'), '', retry)], true);
    }
  }
}

const root = document.getElementById('app');
if (root) {
  reportHeight();
  void boot(root);
}
