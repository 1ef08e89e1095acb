/**
 * Replaces the page's content, keeping the client's place: a new step moves focus to its heading
 * (announced by screen readers); the same step re-rendered puts focus back on the control that had
 * it (found by its data-key), or on its heading.
 */
export function renderInto(root: HTMLElement, content: Node[], stepChanged: boolean): void {
  const active = document.activeElement as HTMLElement | null;
  const inside = active !== null && root.contains(active);
  const key = inside ? active.dataset.key : undefined;
  // The step's heading had focus (a step just began, and its data arrived): it keeps it.
  const onHeading = inside && active.hasAttribute('data-step-heading');
  root.replaceChildren(...content);
  if (stepChanged || onHeading) {
    root.querySelector<HTMLElement>('[data-step-heading]')?.focus();
    return;
  }
  if (key) root.querySelector<HTMLElement>(`[data-key="${CSS.escape(key)}"]`)?.focus();
}
