/**
 * The views worth remembering in the palette's recent list (recent-views.ts): not home, settings
 * or embeds. Apart, so that the app's shell can tell whether a page will be remembered without
 * loading the list's code.
 */
const VIEW_PATH = /^\/(countries|products|flows|compare)(\/|\?|$)/;

export function isRecentViewPath(href: string): boolean {
  return VIEW_PATH.test(href);
}
