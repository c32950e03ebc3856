/** The dialog's chunk: loaded when it first opens, or earlier when a sign-in button is hovered. */
export const loadLoginDialog = () => import('./Dialog');

export function preloadLoginDialog(): void {
  loadLoginDialog().catch(() => undefined); // opening it retries and reports
}
