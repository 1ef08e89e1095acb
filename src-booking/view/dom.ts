/** A tiny element builder: the page has no framework, and needs none for six small steps. */
export type Child = Node | string | null | undefined | false | Child[];
type Handler = (event: Event) => void;
export type Props = Record<string, string | number | boolean | Handler | null | undefined>;

export function h<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  props: Props = {},
  ...children: Child[]
): HTMLElementTagNameMap[K] {
  const element = document.createElement(tag);
  for (const [name, value] of Object.entries(props)) {
    if (value === null || value === undefined || value === false) continue;
    if (typeof value === 'function') element.addEventListener(name.slice(2).toLowerCase(), value);
    else if (name === 'value' && 'value' in element) (element as HTMLInputElement).value = String(value);
    else element.setAttribute(name, value === true ? '' : String(value));
  }
  append(element, children);
  return element;
}

function append(parent: Node, children: Child[]): void {
  for (const child of children) {
    if (child === null || child === undefined || child === false) continue;
    if (Array.isArray(child)) append(parent, child);
    // Text is always a text node: nothing from the server is ever parsed as HTML.
    else parent.appendChild(typeof child === 'string' ? document.createTextNode(child) : child);
  }
}

/** A step's heading: focused when the step opens, so screen readers announce where the client is. */
export const stepHeading = (text: string) => h('h2', { tabindex: -1, 'data-step-heading': true }, text);

/** The server's message for a refusal, announced as it appears. */
export const alertBox = (message: string | null) =>
  message ? h('p', { class: 'alert', role: 'alert' }, message) : null;
