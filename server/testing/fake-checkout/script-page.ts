import { createContext, runInContext } from 'node:vm';

/**
 * A fake provider script (sdk-*.ts) run in a small stand-in for the booking page's DOM: elements,
 * attributes, text and `#id` look-ups, one container with the given id, and the real `fetch` to
 * reach the fake. Enough for a unit test to see what the script renders, type into its inputs by
 * their labels, and call its API, without a browser (the e2e tests run it in Chromium).
 */
export function loadFakeScript(source: string, src: string, containerId: string) {
  class Element {
    children: Element[] = [];
    parentNode: Element | null = null;
    attributes = new Map<string, string>();
    id = '';
    value = '';
    textContent = '';
    constructor(readonly tagName: string) {}
    setAttribute(name: string, value: string) {
      this.attributes.set(name, value);
    }
    removeAttribute(name: string) {
      this.attributes.delete(name);
    }
    getAttribute(name: string) {
      return this.attributes.get(name) ?? null;
    }
    appendChild(child: Element) {
      child.parentNode = this;
      this.children.push(child);
      return child;
    }
    removeChild(child: Element) {
      this.children = this.children.filter((each) => each !== child);
      child.parentNode = null;
      return child;
    }
  }
  const all = (element: Element): Element[] => [element, ...element.children.flatMap(all)];
  const container = new Element('DIV');
  container.id = containerId;
  const document = {
    currentScript: { src },
    createElement: (tag: string) => new Element(tag.toUpperCase()),
    querySelector: (selector: string) => all(container).find((each) => `#${each.id}` === selector) ?? null,
  };
  const window = createContext({ document, fetch });
  (window as { window?: unknown }).window = window;
  runInContext(source, window);
  const labels = () => all(container).filter((each) => each.tagName === 'LABEL');
  return {
    /** The script's globals (window.Square...). */
    window: window as Record<string, unknown>,
    /** The label texts rendered into the container, in order. */
    labels: () => labels().map((label) => label.textContent),
    /** All text in the container (field messages, alerts). */
    text: () =>
      all(container)
        .map((each) => each.textContent)
        .join(' '),
    /** Types into the inputs the given labels name (`<label for>`). */
    type(values: Record<string, string>) {
      for (const label of labels()) {
        const input = all(container).find((each) => each.id === label.getAttribute('for'));
        if (input && label.textContent in values) input.value = values[label.textContent]!;
      }
    },
  };
}
