/**
 * Replaces the page's content, keeping the client's place: a new step moves focus to its heading
 * (announced by screen readers); the same step re-rendered puts focus back on the control that had
 * it (found by its data-key).
 */
export function renderInto(root: HTMLElement, content: Node[], stepChanged: boolean): void {
  const active = document.activeElement as HTMLElement | null;
  const key = root.contains(active) ? active?.dataset.key : undefined;
  root.replaceChildren(...content);
  if (stepChanged) {
    root.querySelector<HTMLElement>('[data-step-heading]')?.focus();
    return;
  }
  if (key) root.querySelector<HTMLElement>(`[data-key="${CSS.escape(key)}"]`)?.focus();
}
