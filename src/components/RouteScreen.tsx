/**
 * A route whose screen is delivered by a later issue: the layout already shows its title and
 * breadcrumb, so the page body adds nothing of its own yet.
 */
export default function RouteScreen() {
  return null;
}
